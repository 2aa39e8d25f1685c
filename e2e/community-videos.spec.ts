// Community and videos: a lifter (A) uploads a video of a log, shares it and completes the session; another
// lifter (B) finds it in the community feed, follows A, opens the video page and comments; A sees the
// comment, B cannot delete A's; A unshares and the session and its video are gone for B.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Locator } from "@playwright/test";
import { baseURL, createMember, expect, login, nextClientIp, shot, test, type Page } from "./fixtures";

const SESSION = "Video day";
const SQUAT = "Back squat";
const COMMENT_B = "Great depth, keep the chest up!";

let videoFile = "";
test.beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-e2e-video-"));
  videoFile = path.join(dir, "lift.mp4");
  execFileSync(
    "ffmpeg",
    ["-y", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=15", "-t", "2"].concat([
      "-pix_fmt",
      "yuv420p",
      videoFile,
    ]),
    { stdio: "pipe" },
  );
});

const dialog = (page: Page, title: string) => page.getByRole("dialog").filter({ hasText: title });
const logCard = (page: Page, exercise: string) =>
  page.locator(".log-card").filter({ has: page.getByRole("link", { name: exercise, exact: true }) });
const communityCard = (page: Page, sessionName: string, username: string) =>
  page
    .locator("article.community-card")
    .filter({ hasText: sessionName })
    .filter({ has: page.getByRole("link", { name: `@${username}` }) });

/** Community mode on before the app reads its settings. */
async function communityOn(context: BrowserContext) {
  await context.addInitScript(() => {
    const key = "topset.settings";
    const current = JSON.parse(localStorage.getItem(key) ?? "{}") as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...current, community: true }));
  });
}

/** Someone else's video page, opened from the community feed as a person would, then reloaded. */
async function openFromFeed(page: Page, sessionName: string, username: string, exercise: string) {
  await page.goto("/dashboard/community");
  await communityCard(page, sessionName, username)
    .getByRole("link", { name: `Video of ${exercise}` })
    .click();
  await expect(page.getByRole("heading", { name: sessionName })).toBeVisible();
  // A shared video page is a real address: it opens again after a reload, not only from the feed.
  await page.reload();
  await expect(page.getByRole("heading", { name: sessionName })).toBeVisible();
}

async function logMenu(page: Page, card: Locator, exercise: string, item: string) {
  await card.getByRole("button", { name: `More for ${exercise}` }).click();
  await page.getByRole("button", { name: item, exact: true }).click();
}

test.describe("community videos", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("A shares a video, B follows and comments, A unshares and it is gone for B", async ({
    page,
    member: userA,
    api,
    browser,
  }, testInfo) => {
    // Two members, a video upload and its thumbnail, four screens each: 1–1.7 minutes on a 2-core machine.
    test.setTimeout(180_000);
    const userB = await createMember(api, "b");
    await communityOn(page.context());
    const contextB = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      extraHTTPHeaders: { "X-Forwarded-For": nextClientIp(testInfo) },
    });
    await communityOn(contextB);
    const pageB = await contextB.newPage();

    let sessionId = "";
    let videoId = "";
    const card = logCard(page, SQUAT);

    await test.step("A logs a session with one exercise and one set", async () => {
      await login(page, userA);
      await page.goto("/dashboard/sessions");
      await page.getByRole("button", { name: "Add a session" }).click();
      const addSession = dialog(page, "Add a session");
      await addSession.getByLabel("Session name").fill(SESSION);
      await addSession.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/sessions\/\d+$/);
      sessionId = page.url().match(/\/(\d+)$/)![1]!;

      await page.getByRole("button", { name: "Add a exercise" }).click();
      const addExercise = dialog(page, "Add a exercise");
      await addExercise.getByLabel("Category").selectOption({ label: "Squat" });
      await addExercise.getByRole("radio", { name: SQUAT, exact: true }).check();
      await addExercise.getByRole("button", { name: "Add", exact: true }).click();
      await expect(addExercise).toBeHidden();

      await card.getByRole("button", { name: "Add set" }).click();
      const addSet = dialog(page, `Add a set to ${SQUAT}`);
      await addSet.getByLabel("Reps").fill("5");
      await addSet.getByLabel("Weight").fill("100");
      await addSet.getByLabel("RPE (optional)").fill("8");
      await addSet.getByRole("button", { name: "Add set" }).click();
      await expect(addSet).toBeHidden();
      await expect(card.locator("tbody tr")).toHaveCount(1);
    });

    await test.step("A uploads a video; its thumbnail comes and it plays", async () => {
      await card.getByRole("button", { name: "Upload a video" }).click();
      const upload = dialog(page, "Upload a video");
      await upload.getByLabel("Video").setInputFiles(videoFile);
      await upload.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: "A video has been uploaded!" })).toBeVisible();
      await expect(upload).toBeHidden();
      const video = card.getByLabel(`Video of ${SQUAT}`);
      await expect(video).toBeVisible();
      await expect(card.getByRole("button", { name: "Upload a video" }), "one video per log").toBeDisabled();
      videoId = (await video.getAttribute("src"))!.match(/\/videos\/(\d+)\/stream/)![1]!;

      // The thumbnail job runs in the server: reload until the poster is there.
      await expect
        .poll(
          async () => {
            await page.reload();
            return card.getByLabel(`Video of ${SQUAT}`).getAttribute("poster", { timeout: 5_000 });
          },
          { message: "the video gets its thumbnail as poster", timeout: 20_000, intervals: [1_000] },
        )
        .toBe(`/api/v1/videos/${videoId}/thumbnail`);
      const poster = await page.request.get(`/api/v1/videos/${videoId}/thumbnail`);
      expect(poster.status()).toBe(200);
      expect(poster.headers()["content-type"]).toMatch(/^image\//);

      const played = card.getByLabel(`Video of ${SQUAT}`);
      await played.evaluate(async (el: HTMLVideoElement) => {
        el.muted = true;
        await el.play();
      });
      await expect
        .poll(() =>
          played.evaluate((el: HTMLVideoElement) => ({ t: el.currentTime > 0, ready: el.readyState >= 2 })),
        )
        .toEqual({ t: true, ready: true });
      await played.evaluate((el: HTMLVideoElement) => el.pause());
    });

    await test.step("A shares the log and completes the session with RPE 8", async () => {
      await expect(card).not.toHaveClass(/log-shared/);
      await logMenu(page, card, SQUAT, "Share");
      await expect(card).toHaveClass(/log-shared/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, "community-a-shared-log");

      await page.getByRole("button", { name: "Complete" }).click();
      const complete = dialog(page, "Complete the session");
      await complete.getByLabel("Session RPE").fill("8");
      await complete.getByRole("button", { name: "Complete", exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/sessions$/);
    });

    await test.step("B finds A's session in the feed, follows A, and still finds it under Following", async () => {
      await login(pageB, userB);
      await pageB.goto("/dashboard/community");
      await expect(pageB.getByRole("tab", { name: "Everyone" })).toHaveAttribute("aria-selected", "true");
      const shared = communityCard(pageB, SESSION, userA.username);
      await expect(shared).toBeVisible();
      await expect(shared.getByText("RPE", { exact: false }).first()).toBeVisible();
      await shared.getByRole("button", { name: `Follow ${userA.username}` }).click();
      await expect(shared.getByRole("button", { name: `Unfollow ${userA.username}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await pageB.getByRole("tab", { name: "Following" }).click();
      await expect(pageB).toHaveURL(/scope=following/);
      await expect(communityCard(pageB, SESSION, userA.username)).toBeVisible();
      await shot(pageB, "community-b-following-feed");
      // A's profile opened by its address shows A, already followed, and A's follower count.
      await pageB.goto(`/dashboard/profile/${userA.username}`);
      await expect(pageB.getByRole("button", { name: `Unfollow ${userA.username}` })).toBeVisible();
      await pageB.goto("/dashboard/community?scope=following");
    });

    await test.step("B opens the video page from the card and comments", async () => {
      await communityCard(pageB, SESSION, userA.username)
        .getByRole("link", { name: `Video of ${SQUAT}` })
        .click();
      await expect(pageB).toHaveURL(new RegExp(`/dashboard/videos/${sessionId}$`));
      await expect(pageB.getByRole("heading", { name: SESSION })).toBeVisible();
      await expect(pageB.getByLabel(`Video of ${SQUAT}`)).toBeVisible();
      await expect(pageB.getByText("No comments yet. Be the first!")).toBeVisible();
      await pageB.getByLabel("Your comment").fill(COMMENT_B);
      await pageB.getByRole("button", { name: "Comment", exact: true }).click();
      const mine = pageB.getByRole("listitem").filter({ hasText: COMMENT_B });
      await expect(mine).toBeVisible();
      await expect(mine).toContainText(userB.username);
      await expect(
        mine.getByRole("button", { name: "Delete comment" }),
        "B may delete B's own",
      ).toBeVisible();
      await expect(pageB.getByLabel("Your comment")).toHaveValue("");
    });

    const COMMENT_A = "Thanks! Next week 105.";
    await test.step("A sees B's comment and answers; B has no delete control on A's comment, and the API says 403", async () => {
      await page.goto(`/dashboard/videos/${sessionId}`);
      const fromB = page.getByRole("listitem").filter({ hasText: COMMENT_B });
      await expect(fromB).toBeVisible();
      await expect(fromB).toContainText(userB.username);
      await page.getByLabel("Your comment").fill(COMMENT_A);
      await page.getByRole("button", { name: "Comment", exact: true }).click();
      await expect(page.getByRole("listitem").filter({ hasText: COMMENT_A })).toBeVisible();
      await shot(page, "community-a-video-comments");

      await openFromFeed(pageB, SESSION, userA.username, SQUAT);
      const fromA = pageB.getByRole("listitem").filter({ hasText: COMMENT_A });
      await expect(fromA).toBeVisible();
      await expect(fromA.getByRole("button", { name: "Delete comment" })).toHaveCount(0);

      const listed = await pageB.request.get(`/api/v1/comments/sessions/${sessionId}`);
      expect(listed.status()).toBe(200);
      const comments = ((await listed.json()) as { data: { id: number; comment: string }[] }).data;
      const aComment = comments.find((c) => c.comment === COMMENT_A);
      expect(aComment, "A's comment is listed for B").toBeDefined();
      const denied = await pageB.request.delete(`/api/v1/comments/${aComment!.id}`, {
        headers: { Origin: baseURL },
      });
      expect(denied.status(), await denied.text()).toBe(403);
      await openFromFeed(pageB, SESSION, userA.username, SQUAT);
      await expect(pageB.getByRole("listitem").filter({ hasText: COMMENT_A }), "still there").toBeVisible();
    });

    await test.step("A unshares: the card and the video are gone for B", async () => {
      // The stream answers B while the log is shared…
      const before = await pageB.request.get(`/api/v1/videos/${videoId}/stream`, {
        headers: { Range: "bytes=0-99" },
      });
      expect(before.status(), "B may stream a shared video").toBeLessThan(300);

      await page.goto(`/dashboard/sessions/${sessionId}`);
      await expect(card).toHaveClass(/log-shared/);
      await logMenu(page, card, SQUAT, "Unshare");
      await expect(card).not.toHaveClass(/log-shared/);
      await page.reload();
      await expect(card).toBeVisible();
      await expect(card, "unshared on the server").not.toHaveClass(/log-shared/);

      await pageB.goto("/dashboard/community");
      await expect(pageB.getByRole("heading", { name: "Community" })).toBeVisible();
      await expect(pageB.locator(".spinner-border")).toHaveCount(0);
      await expect(communityCard(pageB, SESSION, userA.username)).toHaveCount(0);
      await pageB.getByRole("tab", { name: "Following" }).click();
      await expect(pageB.locator(".spinner-border")).toHaveCount(0);
      await expect(communityCard(pageB, SESSION, userA.username)).toHaveCount(0);
      const after = await pageB.request.get(`/api/v1/videos/${videoId}/stream`);
      expect(after.status()).toBe(404);
      await shot(pageB, "community-b-after-unshare");
    });

    await contextB.close();
  });
});
