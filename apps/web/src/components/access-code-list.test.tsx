import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { AccessCode } from "@topset/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccessCodeList } from "./access-code-list";

const code = (over: Partial<AccessCode>): AccessCode => ({
  id: 1,
  label: null,
  created_at: "2026-11-20T10:00:00.000Z",
  expires_at: "2026-11-27T10:00:00.000Z",
  state: "unused",
  redeemed_by: null,
  redeemed_at: null,
  revoked_at: null,
  scope: "read",
  ...over,
});
const codes = [
  code({
    id: 3,
    label: "Ann",
    state: "active",
    redeemed_by: { id: 9, username: "coach_ann" },
    redeemed_at: "2026-11-21T10:00:00.000Z",
  }),
  code({ id: 2, label: "Spare" }),
  code({ id: 1, label: "Old", state: "revoked", revoked_at: "2026-11-22T10:00:00.000Z" }),
];
vi.mock("../lib/coaching", () => ({
  accessCodesQuery: () => ({ queryKey: ["coaching", "codes"], queryFn: async () => codes }),
  useRevokeAccessCode: () => ({ mutate: vi.fn(), reset: vi.fn(), isPending: false, error: null }),
}));

afterEach(cleanup);

const show = (coachesOnly: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback="loading">
        <AccessCodeList coachesOnly={coachesOnly} />
      </Suspense>
    </QueryClientProvider>,
  );

describe("AccessCodeList", () => {
  it("lists every code with its state, and a revoke button only where something can end", async () => {
    show(false);
    const list = await screen.findByRole("list", { name: "Your access codes" });
    expect(list.querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByText("coach_ann")).toBeTruthy();
    expect(screen.getByText("Not used yet")).toBeTruthy();
    expect(screen.getByText("Revoked")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Revoke" })).toHaveLength(2);
  });

  it("shows only the coaches in Settings", async () => {
    show(true);
    const list = await screen.findByRole("list", { name: "Your coaches" });
    expect(list.querySelectorAll("li")).toHaveLength(1);
    expect(screen.getByText("coach_ann")).toBeTruthy();
    expect(screen.queryByText("Spare")).toBeNull();
    // What the coach may do: read the log, or coach (programs and notes).
    expect(screen.getByText("Read")).toBeTruthy();
  });
});
