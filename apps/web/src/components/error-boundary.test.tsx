import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

afterEach(cleanup);

function Broken(): never {
  throw new Error("Session not found");
}

const fallback = (error: unknown) => <p>{error instanceof Error ? error.message : "failed"}</p>;

describe("ErrorBoundary", () => {
  it("shows its children while nothing fails", () => {
    render(
      <ErrorBoundary fallback={fallback}>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeTruthy();
  });

  it("shows the fallback with the error instead of a child that threw, and leaves the rest alone", () => {
    // React reports the caught error on the console; keep the test output clean.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <div>
        <p>The list</p>
        <ErrorBoundary fallback={fallback}>
          <Broken />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByText("Session not found")).toBeTruthy();
    expect(screen.getByText("The list")).toBeTruthy();
  });

  it("calls onReset when it goes away after an error, not after a success", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onReset = vi.fn();
    const failed = render(
      <ErrorBoundary fallback={fallback} onReset={onReset}>
        <Broken />
      </ErrorBoundary>,
    );
    failed.unmount();
    expect(onReset).toHaveBeenCalledTimes(1);

    const fine = render(
      <ErrorBoundary fallback={fallback} onReset={onReset}>
        <p>All good</p>
      </ErrorBoundary>,
    );
    fine.unmount();
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
