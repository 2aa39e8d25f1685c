import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { webhookMessages } from "@topset/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebhookFormModal } from "./webhook-form-modal";

const create = vi.fn();
const update = vi.fn();
vi.mock("./webhooks.api", () => ({
  useCreateWebhook: () => ({ mutate: create, isPending: false, error: null }),
  useUpdateWebhook: () => ({ mutate: update, isPending: false, error: null }),
}));

afterEach(() => {
  cleanup();
  create.mockReset();
  update.mockReset();
});

const open = () => render(<WebhookFormModal show webhook={null} onHide={() => {}} onCreated={() => {}} />);

describe("WebhookFormModal", () => {
  it("sends the URL and the events ticked, in the product's order", async () => {
    open();
    fireEvent.change(screen.getByLabelText("URL"), { target: { value: "https://example.com/hook" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Personal record/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Set logged/ }));
    fireEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      url: "https://example.com/hook",
      events: ["session.completed", "set.created", "pr.achieved"],
    });
  });

  it("shows the schema's messages and sends nothing for a bad URL and no event", async () => {
    open();
    fireEvent.change(screen.getByLabelText("URL"), { target: { value: "ftp://example.com" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /Session completed/ }));
    fireEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    expect(await screen.findByText(webhookMessages.url)).toBeTruthy();
    expect(screen.getByText(webhookMessages.events)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});
