import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { deleteAccount } from "./users.api";
import { DeleteAccountPage } from "./delete-account-page";

vi.mock("./users.api", () => ({ deleteAccount: vi.fn() }));
vi.mock("../../lib/session", () => ({ endSession: vi.fn() }));
vi.mock("../../lib/auth-store", () => ({ useCurrentUser: () => ({ id: 7, username: "ada" }) }));

afterEach(() => {
  cleanup();
  vi.mocked(deleteAccount).mockReset();
});

function openModal() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteAccountPage />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByLabelText(/I understand/));
  fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
  fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "my secret pass" } });
}

describe("DeleteAccountPage", () => {
  it("sends the password typed in the confirmation", async () => {
    vi.mocked(deleteAccount).mockResolvedValue({ status: "success", message: "gone", data: [] });
    openModal();
    fireEvent.click(screen.getByRole("button", { name: "Delete forever" }));
    await waitFor(() => expect(deleteAccount).toHaveBeenCalledWith(7, "my secret pass"));
  });

  it("shows a wrong password's message in the modal", async () => {
    vi.mocked(deleteAccount).mockRejectedValue(new ApiError("The password is wrong!", 400));
    openModal();
    fireEvent.click(screen.getByRole("button", { name: "Delete forever" }));
    expect(await screen.findByText("The password is wrong!")).toBeTruthy();
    expect(screen.getByLabelText("Your password")).toBeTruthy();
  });
});
