import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, createApiClient, errorMessageFor } from "./api-client";
import { messages } from "./messages";

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function clientAnswering(response: Response | (() => never)) {
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async () => (typeof response === "function" ? response() : response));
  return { client: createApiClient({ fetch, onUnauthorized }), fetch, onUnauthorized };
}

describe("errorMessageFor", () => {
  it("shows the internal-error text for any status of 500 or more", () => {
    expect(errorMessageFor(500, { message: "boom" })).toBe(messages.internalError);
    expect(errorMessageFor(503, "<html>")).toBe(messages.internalError);
  });

  it("joins every errors[].msg with a space", () => {
    const body = {
      status: "fail",
      message: "Validation failed",
      errors: [{ msg: "Email is required" }, { msg: "Password is required", path: "password" }],
    };
    expect(errorMessageFor(400, body)).toBe("Email is required Password is required");
  });

  it("falls back to the message when there is no errors list", () => {
    expect(errorMessageFor(409, { status: "fail", message: "Username or Email already exist!" })).toBe(
      "Username or Email already exist!",
    );
    expect(errorMessageFor(400, { message: "Bad", errors: [] })).toBe("Bad");
  });

  it("still says something when the body is empty", () => {
    expect(errorMessageFor(404, {})).toBe("The request failed (status 404).");
  });
});

describe("api client", () => {
  it("resolves with the body of a 2xx answer and sends the session cookie", async () => {
    const { client, fetch } = clientAnswering(
      jsonResponse(200, { status: "success", message: "ok", data: [1] }),
    );
    await expect(client.request("/api/x", { query: { a: 1, b: undefined } })).resolves.toEqual({
      status: "success",
      message: "ok",
      data: [1],
    });
    expect(fetch).toHaveBeenCalledWith("/api/x?a=1", expect.objectContaining({ credentials: "same-origin" }));
  });

  it.each([401, 403])("logs the user out when an authenticated call answers %i", async (status) => {
    const { client, onUnauthorized } = clientAnswering(
      jsonResponse(status, { status: "fail", message: "Not logged in" }),
    );
    await expect(client.request("/api/v1/users/check-authentication")).rejects.toThrow("Not logged in");
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not log anybody out when a public call (login) answers 401", async () => {
    const { client, onUnauthorized } = clientAnswering(
      jsonResponse(401, { status: "fail", message: "The email or password is wrong!" }),
    );
    const call = client.request("/api/auth/login", { method: "POST", body: {}, auth: false });
    await expect(call).rejects.toMatchObject({ status: 401, message: "The email or password is wrong!" });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("maps a 5xx, even without JSON, to the internal-error text", async () => {
    const { client, onUnauthorized } = clientAnswering(new Response("<h1>Bad gateway</h1>", { status: 502 }));
    await expect(client.request("/api/contact")).rejects.toMatchObject({
      status: 502,
      message: messages.internalError,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("maps a failed request to status 0 and a connection message", async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(client.request("/api/x")).rejects.toMatchObject({
      status: 0,
      message: messages.networkError,
    });
  });

  it("checks the body against a schema with send", async () => {
    const { client } = clientAnswering(jsonResponse(200, { value: "not a number" }));
    await expect(client.send(z.object({ value: z.number() }), "/api/x")).rejects.toBeInstanceOf(ApiError);
  });

  it("uses the handler set after creation", async () => {
    const { client } = clientAnswering(jsonResponse(401, {}));
    const handler = vi.fn();
    client.setUnauthorizedHandler(handler);
    await expect(client.request("/api/v1/x")).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
  });
});
