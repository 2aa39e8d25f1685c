import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateCodeForm } from "./create-code-form";

const mutate = vi.fn();
vi.mock("./access-codes.api", () => ({
  useCreateAccessCode: () => ({ mutate, isPending: false, isError: false, error: null }),
}));

afterEach(() => {
  cleanup();
  mutate.mockReset();
});

describe("CreateCodeForm scope", () => {
  it("offers read only and coach, read only chosen by default", () => {
    render(<CreateCodeForm />);
    const read = screen.getByRole("radio", { name: /Read only: sees the training log/ }) as HTMLInputElement;
    const coach = screen.getByRole("radio", {
      name: /Coach: also writes programs and comments/,
    }) as HTMLInputElement;
    expect(read.checked).toBe(true);
    expect(coach.checked).toBe(false);
  });

  it("sends the scope chosen", async () => {
    render(<CreateCodeForm />);
    fireEvent.click(screen.getByRole("radio", { name: /Coach/ }));
    fireEvent.click(screen.getByRole("button", { name: /Make a code/ }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ scope: "coach", expires_in_days: 7 });
  });

  it("sends read when left alone", async () => {
    render(<CreateCodeForm />);
    fireEvent.click(screen.getByRole("button", { name: /Make a code/ }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ scope: "read" });
  });
});
