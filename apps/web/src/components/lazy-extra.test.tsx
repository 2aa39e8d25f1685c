import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { lazyExtra } from "./lazy-extra";

afterEach(cleanup);

const Shown = ({ text }: { text: string }) => <p>{text}</p>;

describe("lazyExtra", () => {
  it("draws the component once its chunk arrives", async () => {
    const Extra = lazyExtra(async () => Shown);
    render(
      <Suspense fallback={null}>
        <Extra text="toast" />
      </Suspense>,
    );
    expect(await screen.findByText("toast")).toBeTruthy();
  });

  it("draws nothing, and leaves the screen around it standing, when the chunk cannot be fetched", async () => {
    const Extra = lazyExtra<{ text: string }>(() => Promise.reject(new TypeError("Failed to fetch")));
    render(
      <main>
        <h1>Sessions</h1>
        <Suspense fallback={<span>loading</span>}>
          <Extra text="toast" />
        </Suspense>
      </main>,
    );
    await waitFor(() => expect(screen.queryByText("loading")).toBeNull());
    expect(screen.getByRole("heading", { name: "Sessions" })).toBeTruthy();
    expect(screen.queryByText("toast")).toBeNull();
  });
});
