import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { CoachComment, Log, SessionDetails } from "@topset/shared";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CoachCommentThread } from "./coach-comment-thread";
import { CoachCommentsSection } from "./coach-comments-section";
import { aboutFields, aboutOptions, threadOf } from "./comment-about";

vi.mock("../../../../lib/presence", () => ({ onSocketEvent: () => () => undefined }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ATHLETE = { id: 1, username: "lifter" };
const COACH = { id: 9, username: "ana" };
const set = (id: number) => ({ id, log_id: 3 }) as Log["sets"][number];
const logs = [
  { id: 3, name: "Squat", sets: [set(30), set(31), set(32)], videos: [{ id: 70, screenshot_url: null }] },
  { id: 4, name: "Bench press", sets: [], videos: [] },
] as unknown as Log[];

const comment = (over: Partial<CoachComment>): CoachComment => ({
  id: 1,
  session_id: 5,
  log_id: null,
  set_id: null,
  parent_id: null,
  author: COACH,
  from_athlete: false,
  body: "Good session",
  created_at: "2026-11-20T10:00:00.000Z",
  read_at: null,
  ...over,
});

const thread = [
  comment({ id: 1, body: "Depth looked fine", log_id: 3, set_id: 31 }),
  comment({
    id: 2,
    parent_id: 1,
    log_id: 3,
    set_id: 31,
    author: ATHLETE,
    from_athlete: true,
    body: "Felt heavy though",
    created_at: "2026-11-20T11:00:00.000Z",
    read_at: "2026-11-20T12:00:00.000Z",
  }),
  comment({ id: 3, body: "Add a set next week", created_at: "2026-11-20T13:00:00.000Z" }),
  comment({
    id: 4,
    author: ATHLETE,
    from_athlete: true,
    body: "Noted",
    created_at: "2026-11-20T14:00:00.000Z",
  }),
];

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

const item = (body: string) => screen.getByRole("listitem", { name: new RegExp(`: ${body}$`) });

describe("the coach notes thread", () => {
  it("shows each comment with who wrote it, the set it is about, and replies under what they answer", () => {
    wrap(<CoachCommentThread sessionId={5} canWrite comments={thread} logs={logs} meId={ATHLETE.id} />);
    const list = screen.getByRole("list", { name: "Coach notes" });
    const roots = [...list.children].map((li) => li.getAttribute("aria-label"));
    // Oldest first, the newest at the bottom; the reply is not a root.
    expect(roots).toEqual(["Coach ana: Depth looked fine", "Coach ana: Add a set next week", "You: Noted"]);
    const first = item("Depth looked fine");
    expect(within(first).getByText("About Squat, set 2")).toBeTruthy();
    const reply = within(first).getByRole("listitem", { name: "You: Felt heavy though" });
    // The reply is about the same set: it does not say so again.
    expect(within(reply).queryByText(/About/)).toBeNull();
    // The squat's video sits under the comment that opens the discussion, once.
    expect(screen.getAllByLabelText("Video of Squat")).toHaveLength(1);
    expect(within(item("Add a set next week")).queryByText(/About/)).toBeNull();
  });

  it("says Seen on my own comments the other side has read, and lets me delete only mine", () => {
    wrap(<CoachCommentThread sessionId={5} canWrite comments={thread} logs={logs} meId={ATHLETE.id} />);
    expect(within(item("Felt heavy though")).getByText("Seen")).toBeTruthy();
    expect(within(item("Noted")).queryByText("Seen")).toBeNull();
    // A coach's comment read by me is not "Seen" on my screen: the receipt is for its author.
    expect(within(item("Add a set next week")).queryByText("Seen")).toBeNull();
    expect(screen.getAllByRole("button", { name: "Delete this comment" })).toHaveLength(2);
    expect(
      within(item("Add a set next week")).queryByRole("button", { name: "Delete this comment" }),
    ).toBeNull();
  });

  it("offers no Reply to an athlete no coach can answer any more", () => {
    wrap(
      <CoachCommentThread sessionId={5} canWrite={false} comments={thread} logs={logs} meId={ATHLETE.id} />,
    );
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
  });

  it("opens a reply box under the comment answered", () => {
    wrap(<CoachCommentThread sessionId={5} canWrite comments={thread} logs={logs} meId={COACH.id} />);
    fireEvent.click(within(item("Noted")).getByRole("button", { name: "Reply" }));
    expect(within(item("Noted")).getByRole("form", { name: "Reply" })).toBeTruthy();
    expect(screen.getAllByRole("form")).toHaveLength(1);
  });
});

describe("what a note is about", () => {
  it("offers the whole session, each exercise and each of its sets", () => {
    expect(aboutOptions(logs).map((o) => o.label)).toEqual([
      "The whole session",
      "Squat",
      "Squat, set 1",
      "Squat, set 2",
      "Squat, set 3",
      "Bench press",
    ]);
    expect(aboutFields("")).toEqual({});
    expect(aboutFields("3")).toEqual({ log_id: 3 });
    expect(aboutFields("3:31")).toEqual({ log_id: 3, set_id: 31 });
  });

  it("keeps a reply whose parent is gone in the thread, on its own", () => {
    const tree = threadOf([
      comment({ id: 8, parent_id: 99 }),
      comment({ id: 7, created_at: "2026-11-19T00:00:00Z" }),
    ]);
    expect(tree.map((n) => n.comment.id)).toEqual([7, 8]);
  });
});

describe("when the section shows", () => {
  const session = { id: 5, user_id: ATHLETE.id, logs } as unknown as SessionDetails;
  const answer = (status: number, data: unknown[]) =>
    new Response(
      JSON.stringify(status === 200 ? { status: "success", message: "ok", data } : { message: "no" }),
      {
        status,
        headers: { "Content-Type": "application/json" },
      },
    );
  const serve = (routes: Record<string, () => Response>) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const path = Object.keys(routes).find((p) => url.startsWith(p));
        return path ? routes[path]!() : answer(200, []);
      }),
    );
  const code = (scope: "read" | "coach") => ({
    id: 1,
    label: null,
    created_at: "2026-11-01T00:00:00Z",
    expires_at: "2026-11-08T00:00:00Z",
    state: "active",
    redeemed_by: COACH,
    redeemed_at: "2026-11-02T00:00:00Z",
    revoked_at: null,
    scope,
  });

  it("shows the athlete an empty thread only while a coach may write in it", async () => {
    serve({
      "/api/v1/sessions/5/coach-comments": () => answer(200, []),
      "/api/v1/access-codes": () => answer(200, [code("coach")]),
    });
    wrap(<CoachCommentsSection session={session} asCoach={false} />);
    expect(await screen.findByRole("heading", { name: "Coach notes" })).toBeTruthy();
    expect(screen.getByText("No notes yet on this session.")).toBeTruthy();
  });

  it("shows the athlete nothing with no thread and only a read-scope coach", async () => {
    const fetch = vi.fn(async (url: string) =>
      answer(200, url.includes("access-codes") ? [code("read")] : []),
    );
    vi.stubGlobal("fetch", fetch);
    const { container } = wrap(<CoachCommentsSection session={session} asCoach={false} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2)); // the thread and the codes
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe("");
  });

  it("shows a coach-scope coach the thread and the box to write in it", async () => {
    serve({ "/api/v1/sessions/5/coach-comments": () => answer(200, thread) });
    wrap(<CoachCommentsSection session={session} asCoach />);
    expect(await screen.findByRole("list", { name: "Coach notes" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Write a note" })).toBeTruthy();
  });

  it("shows a read-scope coach nothing (the server refuses the thread)", async () => {
    const fetch = vi.fn(async () => answer(403, []));
    vi.stubGlobal("fetch", fetch);
    const { container } = wrap(<CoachCommentsSection session={session} asCoach />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe("");
  });
});
