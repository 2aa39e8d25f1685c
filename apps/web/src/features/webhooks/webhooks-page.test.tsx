import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { Webhook } from "@topset/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebhooksPage } from "./webhooks-page";

const hook: Webhook = {
  id: 3,
  url: "https://example.com/hook",
  events: ["set.created", "pr.achieved"],
  description: "Dashboard",
  active: false,
  last_status: "failed",
  last_delivery_at: new Date().toISOString(),
  created_at: new Date().toISOString(),
};
const idle = { mutate: vi.fn(), reset: vi.fn(), isPending: false, isError: false, error: null };
vi.mock("./webhooks.api", () => ({
  webhooksQuery: () => ({ queryKey: ["webhooks", "list"], queryFn: async () => [hook] }),
  useCreateWebhook: () => idle,
  useUpdateWebhook: () => idle,
  useDeleteWebhook: () => idle,
  useSendTest: () => idle,
}));

afterEach(cleanup);

describe("WebhooksPage", () => {
  it("lists a webhook with its events, paused state and last attempt, and explains the signature", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WebhooksPage />
      </QueryClientProvider>,
    );
    const card = await screen.findByRole("listitem", { name: "Dashboard" }, { timeout: 5000 });
    expect(card.textContent).toContain("https://example.com/hook");
    expect(card.textContent).toContain("Set logged");
    expect(card.textContent).toContain("Personal record");
    expect(card.textContent).toContain("Paused");
    expect(card.textContent).toMatch(/Failed\s*last attempt today/);
    expect(screen.getByText("1 of 10 webhooks")).toBeTruthy();
    expect(screen.getByText(/Refuse it when t is more than 5 minutes away/)).toBeTruthy();
  });
});
