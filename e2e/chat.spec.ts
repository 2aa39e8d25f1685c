import type { BrowserContext, Page } from "@playwright/test";
import { baseURL, createMember, expect, login, newBrowserContext, setDarkMode, shot, test } from "./fixtures";

// Chat between two lifters who follow each other (docs/product.md, "Community"): A writes from a phone,
// B sees it arrive live with the unread badge on the chat icon, reads it and answers from a desktop;
// A sees the answer arrive, deletes a message and blocks B, whose next message is refused.

/** Community mode on before the app reads its settings (the chat icon sits in the community header). */
async function communityOn(context: BrowserContext) {
  await context.addInitScript(() => {
    const key = "topset.settings";
    const current = JSON.parse(localStorage.getItem(key) ?? "{}") as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...current, community: true }));
  });
}

/** The signed-in member's id, from the page's own login. */
async function myId(page: Page): Promise<number> {
  const res = await page.request.get("/api/v1/users/check-authentication", { headers: { Origin: baseURL } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}

async function follow(page: Page, userId: number) {
  const res = await page.request.post(`/api/v1/users/${userId}/follow`, { headers: { Origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
}

const bubble = (page: Page, text: string) => page.getByRole("list", { name: "Messages" }).getByText(text);

test("two lifters who follow each other chat live, with the unread badge", async ({
  browser,
  api,
}, testInfo) => {
  test.setTimeout(90_000);
  const [userA, userB] = await Promise.all([createMember(api, "chatA"), createMember(api, "chatB")]);

  // A on a phone (dark, the default theme); B on a desktop, where Enter sends.
  const contextA = await newBrowserContext(browser, testInfo, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const contextB = await newBrowserContext(browser, testInfo, { viewport: { width: 1280, height: 800 } });
  await communityOn(contextB);
  const [pageA, pageB] = await Promise.all([contextA.newPage(), contextB.newPage()]);
  try {
    await login(pageA, userA);
    await login(pageB, userB);
    const [idA, idB] = await Promise.all([myId(pageA), myId(pageB)]);
    await follow(pageA, idB);
    await follow(pageB, idA);

    // B waits on the community screen: the chat icon, nothing unread.
    await pageB.goto("/dashboard/community");
    const chatIconB = pageB.getByRole("link", { name: /^Chat/ });
    await expect(chatIconB).toHaveAccessibleName("Chat");
    await expect(pageB.getByTestId("chat-unread-badge")).toHaveCount(0);

    // A opens the chat list: B is there (they follow each other), nothing said yet.
    await pageA.goto("/dashboard/community/chat");
    const rowB = pageA
      .getByRole("list", { name: "Conversations" })
      .getByRole("link", { name: new RegExp(userB.username) });
    await expect(rowB).toContainText("Say hello");
    await shot(pageA, "chat-list-phone-dark");
    await rowB.click();
    await expect(pageA).toHaveURL(new RegExp(`/dashboard/community/chat/${idB}$`));
    const boxA = pageA.getByLabel(`Message to ${userB.username}`);
    // On a phone Enter is a new line; the button sends.
    await boxA.fill("Saw your squat PR!");
    await boxA.press("Enter");
    await expect(bubble(pageA, "Saw your squat PR!")).toHaveCount(0);
    await boxA.fill("  Saw your squat PR!  ");
    await pageA.getByRole("button", { name: "Send" }).click();
    await expect(bubble(pageA, "Saw your squat PR!")).toBeVisible();
    await expect(boxA).toHaveValue("");
    await boxA.fill("How deep was it?");
    await pageA.getByRole("button", { name: "Send" }).click();
    await expect(bubble(pageA, "How deep was it?")).toBeVisible();

    // B sees the badge appear without reloading.
    await expect(pageB.getByTestId("chat-unread-badge")).toHaveText("2");
    await expect(chatIconB).toHaveAccessibleName("Chat, 2 unread");
    await shot(pageB, "chat-badge-desktop-dark");

    // B opens the list (A first, 2 unread) and the conversation, which reads it.
    await chatIconB.click();
    const rowA = pageB
      .getByRole("list", { name: "Conversations" })
      .getByRole("link", { name: new RegExp(userA.username) });
    await expect(rowA).toContainText("How deep was it?");
    await expect(rowA).toContainText("2 unread");
    await rowA.click();
    await expect(bubble(pageB, "Saw your squat PR!")).toBeVisible();
    await expect(bubble(pageB, "How deep was it?")).toBeVisible();
    await expect(pageB.getByRole("link", { name: "Chat, 2 unread" })).toHaveCount(0);

    // B answers with Enter (desktop); A sees it arrive in the open conversation.
    const boxB = pageB.getByLabel(`Message to ${userA.username}`);
    await boxB.fill("Below parallel, promise.");
    await boxB.press("Enter");
    await expect(bubble(pageB, "Below parallel, promise.")).toBeVisible();
    await expect(bubble(pageA, "Below parallel, promise.")).toBeVisible();
    await shot(pageA, "chat-conversation-phone-dark", { screen: true });

    // B's badge is gone once read.
    await pageB.goto("/dashboard/community");
    await expect(pageB.getByRole("link", { name: "Chat", exact: true })).toBeVisible();
    await expect(pageB.getByTestId("chat-unread-badge")).toHaveCount(0);
    await pageB.goBack();

    // A deletes their own message: it goes for B too.
    await pageA
      .getByRole("listitem")
      .filter({ hasText: "How deep was it?" })
      .getByRole("button", { name: "Delete message" })
      .click();
    await pageA.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(bubble(pageA, "How deep was it?")).toHaveCount(0);
    await expect(bubble(pageB, "How deep was it?")).toHaveCount(0);
    // B's messages carry no delete button on A's screen.
    await expect(
      pageA
        .getByRole("listitem")
        .filter({ hasText: "Below parallel" })
        .getByRole("button", { name: "Delete message" }),
    ).toHaveCount(0);

    // A blocks B from the menu: A's box gives way to a note, and B's next message is refused (B stays logged in).
    await pageA.getByRole("button", { name: "Conversation menu" }).click();
    await pageA.getByRole("button", { name: `Block ${userB.username}` }).click();
    await expect(pageA.getByText("Unblock them in the menu to write again.", { exact: false })).toBeVisible();
    await expect(boxA).toHaveCount(0);
    await boxB.fill("Hello?");
    await boxB.press("Enter");
    await expect(pageB.getByText("You cannot message this member.").first()).toBeVisible();
    await expect(
      pageB.getByText(`You can write to ${userA.username} while you follow each other.`),
    ).toBeVisible();
    await expect(pageB).toHaveURL(new RegExp(`/dashboard/community/chat/${idA}$`));
    // The conversation stays readable for both.
    await expect(bubble(pageB, "Below parallel, promise.")).toBeVisible();

    // Small phone, light theme.
    await pageA.setViewportSize({ width: 320, height: 640 });
    await setDarkMode(pageA, false);
    await expect(bubble(pageA, "Below parallel, promise.")).toBeVisible();
    await shot(pageA, "chat-conversation-320-light", { screen: true });
    await pageA.getByRole("button", { name: "Conversation menu" }).click();
    await pageA.getByRole("button", { name: `Unblock ${userB.username}` }).click();
    await expect(boxA).toBeVisible();
    await shot(pageA, "chat-conversation-320-light-unblocked", { screen: true });
    await pageA.goto("/dashboard/community/chat");
    await expect(pageA.getByRole("list", { name: "Conversations" })).toContainText(
      "Below parallel, promise.",
    );
    await shot(pageA, "chat-list-320-light");
  } finally {
    await Promise.all([contextA.close(), contextB.close()]);
  }
});
