import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Passkey } from "@topset/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { suggestPasskeyName } from "./passkeys-name-modal";
import { PasskeysPanel } from "./passkeys-panel";

const list: Passkey[] = [
  {
    id: 1,
    name: "Pixel 9",
    created_at: "2026-03-01T10:00:00.000Z",
    last_used_at: null,
    device_type: "multiDevice",
    backed_up: true,
    transports: ["internal", "hybrid"],
  },
];
const idle = { mutate: vi.fn(), reset: vi.fn(), isPending: false, isError: false, error: null };
vi.mock("./passkeys.api", () => ({
  passkeysQuery: () => ({ queryKey: ["security", "passkeys"], queryFn: async () => list }),
  useCreatePasskey: () => idle,
  useSavePasskey: () => idle,
  useRenamePasskey: () => idle,
  useRemovePasskey: () => idle,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PasskeysPanel />
    </QueryClientProvider>,
  );

describe("PasskeysPanel", () => {
  it("lists the passkeys with their dates and offers to add one where WebAuthn exists", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    renderPanel();
    expect(await screen.findByText("Pixel 9")).toBeTruthy();
    expect(screen.getByText("Synced")).toBeTruthy();
    expect(screen.getByText(/not used yet/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Rename Pixel 9" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Pixel 9" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add a passkey" })).toBeTruthy();
  });

  it("hides the add button and says why in a browser without WebAuthn, still listing the passkeys", async () => {
    vi.stubGlobal("PublicKeyCredential", undefined);
    renderPanel();
    expect(await screen.findByText("Pixel 9")).toBeTruthy();
    expect(screen.getByTestId("passkeys-unsupported")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a passkey" })).toBeNull();
  });
});

describe("suggestPasskeyName", () => {
  it.each([
    ["cross-platform", "Mozilla/5.0 (X11; Linux x86_64)", "Security key"],
    ["platform", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)", "iPhone"],
    ["platform", "Mozilla/5.0 (Linux; Android 15; Pixel 9)", "Android phone"],
    ["platform", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)", "Mac"],
    ["platform", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "Windows PC"],
    [undefined, "curl/8", "Passkey"],
  ])("%s on %s → %s", (attachment, agent, name) => {
    expect(suggestPasskeyName(attachment, agent)).toBe(name);
  });
});
