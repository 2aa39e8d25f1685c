import { infiniteQueryOptions, QueryClient, queryOptions } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { warmTrainingCache } from "./warm-cache";

// The server's answers stand in for the queries' own fetches (those are covered with the api client).
const read = vi.fn<(what: string) => void>();
vi.mock("../sessions.api", () => ({
  sessionsListQuery: () =>
    infiniteQueryOptions({
      queryKey: ["sessions", "list"],
      queryFn: () => (read("list"), { data: [{ id: 42 }, { id: 41 }] }),
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    }),
  blocksQuery: () =>
    queryOptions({ queryKey: ["sessions", "options", "blocks"], queryFn: () => (read("blocks"), []) }),
  exerciseGroupsQuery: () =>
    queryOptions({ queryKey: ["sessions", "options", "exercises"], queryFn: () => (read("exercises"), []) }),
}));
vi.mock("../fast-entry.api", () => ({
  recentExercisesQuery: () =>
    queryOptions({ queryKey: ["sessions", "options", "recent"], queryFn: () => (read("recent"), []) }),
  sessionPlatesQuery: () =>
    queryOptions({ queryKey: ["sessions", "options", "plates"], queryFn: () => (read("plates"), null) }),
}));
vi.mock("../../../lib/training-session", () => ({
  sessionQuery: (id: number) =>
    queryOptions({ queryKey: ["sessions", "detail", id], queryFn: () => (read(`detail ${id}`), { id }) }),
}));

beforeEach(() => read.mockClear());

describe("reading the gym's screens ahead", () => {
  it("reads the sessions list, the pickers, the plates and the newest session", async () => {
    const client = new QueryClient();
    await warmTrainingCache(client);
    expect(read.mock.calls.flat().sort()).toEqual([
      "blocks",
      "detail 42",
      "exercises",
      "list",
      "plates",
      "recent",
    ]);
    expect(client.getQueryData(["sessions", "detail", 42])).toEqual({ id: 42 });
  });

  it("does not read again what was read within five minutes (a reload)", async () => {
    const client = new QueryClient();
    await warmTrainingCache(client);
    read.mockClear();
    await warmTrainingCache(client);
    expect(read).not.toHaveBeenCalled();
  });

  it("reads again what was restored from an older visit", async () => {
    const client = new QueryClient();
    client.setQueryData(["sessions", "options", "blocks"], [], { updatedAt: Date.now() - 10 * 60 * 1000 });
    await warmTrainingCache(client);
    expect(read).toHaveBeenCalledWith("blocks");
  });

  it("gives up quietly when the network fails (the screens read for themselves)", async () => {
    read.mockImplementation(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(warmTrainingCache(new QueryClient())).resolves.toBeUndefined();
    read.mockReset();
  });
});
