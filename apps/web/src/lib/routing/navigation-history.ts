import { createStore, useStore } from "../store";
import { leafHandle } from "./route-handle";

type Entry = { path: string; title: string };
type RouterLike = {
  state: RouterState;
  subscribe: (listener: (state: RouterState) => void) => () => void;
};
type RouterState = {
  /** "REPLACE" when the screen took the place of the one before (a saved form opening what it saved). */
  historyAction?: string;
  navigation: { state: string };
  location: { key: string; pathname: string; search: string };
  matches: ReadonlyArray<{ route: { handle?: unknown } }>;
};

/** The screen before the current one, for back headers ("Back header shows the previous page name"). */
const historyStore = createStore<{ previous: Entry | null; current: Entry | null; key: string }>({
  previous: null,
  current: null,
  key: "",
});

export function trackNavigation(router: RouterLike) {
  const record = (state: RouterState) => {
    if (state.navigation.state !== "idle" || state.location.key === historyStore.get().key) return;
    const entry = {
      path: state.location.pathname + state.location.search,
      title: leafHandle(state.matches).title,
    };
    // A replaced screen is gone from the history: "back" leads to the one before it, and says so.
    const replaced = state.historyAction === "REPLACE";
    historyStore.set((h) => ({
      previous: replaced ? h.previous : h.current,
      current: entry,
      key: state.location.key,
    }));
  };
  record(router.state);
  return router.subscribe(record);
}

export const usePreviousScreen = () => useStore(historyStore, (h) => h.previous);
