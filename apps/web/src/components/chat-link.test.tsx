import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { chatKeys } from "../lib/chat-keys";
import { ChatLink } from "./chat-link";

afterEach(cleanup);

function renderWithUnread(unread: number) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(chatKeys.unread, unread);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChatLink />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("ChatLink", () => {
  it("shows the unread count on the chat icon and says it", () => {
    renderWithUnread(3);
    const link = screen.getByRole("link", { name: "Chat, 3 unread" });
    expect(link.getAttribute("href")).toBe("/dashboard/community/chat");
    expect(screen.getByTestId("chat-unread-badge").textContent).toBe("3");
  });

  it("shows no badge when everything is read, and 99+ past 99", () => {
    renderWithUnread(0);
    expect(screen.getByRole("link", { name: "Chat" })).toBeTruthy();
    expect(screen.queryByTestId("chat-unread-badge")).toBeNull();
    cleanup();
    renderWithUnread(150);
    expect(screen.getByTestId("chat-unread-badge").textContent).toBe("99+");
  });
});
