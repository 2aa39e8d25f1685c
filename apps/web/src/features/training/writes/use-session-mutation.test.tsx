import { QueryClient, QueryClientProvider, QueryObserver } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { SessionDetails, SetRow } from "@topset/shared";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionKeys } from "../../../lib/training-session";
import { withSetAdded, withSetRemoved } from "./session-cache";
import { useSessionMutation } from "./use-session-mutation";

const unsubscribers: (() => void)[] = [];
afterEach(() => {
  cleanup();
  unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
});

const cachedSession = {
  id: 5,
  name: "Squat day",
  logs: [{ id: 1, session_id: 5, sets: [{ id: 11, log_id: 1, reps: 5 }], tags: [], videos: [] }],
} as unknown as SessionDetails;
const newSet = { id: 12, log_id: 1, reps: 3, e1rm: 121, ri: 90.9, volume: 330 } as unknown as SetRow;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fetchSession = vi.fn(async () => cachedSession);
  client.setQueryData(sessionKeys.detail(5), cachedSession);
  // The session's query is on screen, as on the session details page: invalidating it would refetch.
  const observer = new QueryObserver(client, { queryKey: sessionKeys.detail(5), queryFn: fetchSession });
  unsubscribers.push(observer.subscribe(() => {}));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, fetchSession, wrapper };
}

const sets = (client: QueryClient) =>
  client.getQueryData<SessionDetails>(sessionKeys.detail(5))!.logs[0]!.sets.map((s) => s.id);

describe("useSessionMutation", () => {
  it("applies the created set from the answer to the cached session without fetching it again", async () => {
    const { client, fetchSession, wrapper } = setup();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const onDone = vi.fn();
    const { result } = renderHook(
      () => useSessionMutation(5, async () => newSet, { apply: withSetAdded, onDone }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined));
    expect(sets(client)).toEqual([11, 12]);
    expect(client.getQueryData<SessionDetails>(sessionKeys.detail(5))!.logs[0]!.sets[1]).toEqual(newSet);
    expect(fetchSession).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: sessionKeys.detail(5) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.list() });
    expect(onDone).toHaveBeenCalledWith(newSet, undefined);
  });

  it("applies a deletion ({ id }) to the cached session", async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(
      () =>
        useSessionMutation(5, async (id: number) => ({ id }), {
          apply: (session, removed) => withSetRemoved(session, removed.id),
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(11));
    expect(sets(client)).toEqual([]);
  });

  it("leaves the cache as it was when the server refuses the change", async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(
      () =>
        useSessionMutation(
          5,
          async () => {
            throw new Error("Session is completed");
          },
          { apply: withSetAdded },
        ),
      { wrapper },
    );
    act(() => result.current.mutate(undefined));
    await waitFor(() => expect(result.current.error?.message).toBe("Session is completed"));
    expect(sets(client)).toEqual([11]);
  });

  it("fetches the session again when the answer does not carry the change", async () => {
    const { fetchSession, wrapper } = setup();
    const { result } = renderHook(() => useSessionMutation(5, async () => ({ message: "ok" })), { wrapper });
    await act(() => result.current.mutateAsync(undefined));
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });
});
