import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client";
import { DeleteAllDataRow } from "./data-actions";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: { send: vi.fn(), request: vi.fn() },
}));
vi.mock("../../lib/auth-store", () => ({ useCurrentUser: () => ({ id: 7, username: "ada" }) }));

afterEach(() => {
  cleanup();
  vi.mocked(api.send).mockReset();
});

describe("DeleteAllDataRow", () => {
  it("asks for the password and sends it with the delete", async () => {
    vi.mocked(api.send).mockResolvedValue({ status: "success", message: "All gone", data: [] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ul>
          <DeleteAllDataRow />
        </ul>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete all data" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Your password"), { target: { value: "my secret pass" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete all data" }));
    await waitFor(() =>
      expect(api.send).toHaveBeenCalledWith(expect.anything(), "/api/v1/users/7/data", {
        method: "DELETE",
        body: { password: "my secret pass" },
      }),
    );
  });
});
