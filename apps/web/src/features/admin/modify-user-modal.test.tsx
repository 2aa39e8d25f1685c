import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { AdminUserRow } from "@topset/shared";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ModifyUserModal } from "./modify-user-modal";

const updateUser = vi.fn();
vi.mock("./admin.api", () => ({
  updateUser: (id: number, changes: unknown) => updateUser(id, changes),
  sendResetPassword: vi.fn(),
}));
vi.mock("../../lib/ui-store", () => ({ showToast: vi.fn() }));

const user: AdminUserRow = {
  id: 7,
  username: "lifter",
  email: "lifter@example.test",
  role: "user",
  first_name: "Ann",
  last_name: null,
  bio: "Squats",
  birth_date: "1990-01-02",
  verified: false,
  deleted: false,
  created_at: "2026-01-01T00:00:00.000Z",
  profile_picture_url: null,
};

beforeEach(() => {
  updateUser.mockReset();
  updateUser.mockResolvedValue({ message: "The user has been updated.", data: [] });
});
afterEach(cleanup);

function open(selfId?: number) {
  const onHide = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ModifyUserModal user={user} selfId={selfId} onHide={onHide} onSaved={vi.fn()} />
    </QueryClientProvider>,
  );
  return onHide;
}

const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

describe("ModifyUserModal", () => {
  it("sends only the changed field", async () => {
    const onHide = open();
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Edited" } });
    save();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(updateUser).toHaveBeenCalledWith(7, { first_name: "Edited" });
  });

  it("sends an emptied text as an empty string", async () => {
    const onHide = open();
    fireEvent.change(screen.getByLabelText("Bio"), { target: { value: "" } });
    save();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(updateUser).toHaveBeenCalledWith(7, { bio: "" });
  });

  it("closes without a call when nothing changed", async () => {
    const onHide = open();
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: " Ann " } });
    save();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(updateUser).not.toHaveBeenCalled();
  });

  it("lets an admin edit themselves without touching their role or active flag", async () => {
    const onHide = open(7);
    expect(screen.getByLabelText<HTMLSelectElement>("Role").disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>("Active").disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("Verified"));
    save();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(updateUser).toHaveBeenCalledWith(7, { verified: true });
  });

  it("warns when the account is about to be disabled", () => {
    open();
    expect(screen.queryByText(/Disabling ends every open session/)).toBeNull();
    fireEvent.click(screen.getByLabelText("Active"));
    expect(screen.getByText(/Disabling ends every open session/)).toBeTruthy();
  });
});
