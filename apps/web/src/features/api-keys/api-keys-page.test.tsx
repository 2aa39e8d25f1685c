import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiKeysPage } from "./api-keys-page";

const idle = { mutate: vi.fn(), isPending: false, isError: false, error: null };
vi.mock("./api-keys.api", () => ({
  apiKeysQuery: () => ({ queryKey: ["api-keys", 7], queryFn: async () => [] }),
  useCreateApiKey: () => idle,
  useDeleteApiKey: () => idle,
}));
vi.mock("../../lib/auth-store", () => ({ useCurrentUser: () => ({ id: 7, username: "ada" }) }));

afterEach(cleanup);

describe("ApiKeysPage", () => {
  it("says that keys outlive a password change and how to revoke one", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ApiKeysPage />
      </QueryClientProvider>,
    );
    expect(
      screen.getByText("Keys keep working after a password change; delete a key to revoke it."),
    ).toBeTruthy();
  });
});
