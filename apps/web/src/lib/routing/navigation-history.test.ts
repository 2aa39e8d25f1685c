import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { trackNavigation, usePreviousScreen } from "./navigation-history";

type State = Parameters<typeof trackNavigation>[0]["state"];

/** A router stand-in: each visit is a settled navigation to a screen with a title. */
function fakeRouter() {
  let listener: (s: State) => void = () => {};
  let n = 0;
  const state = (title: string, historyAction = "PUSH"): State => ({
    historyAction,
    navigation: { state: "idle" },
    location: { key: `k${++n}`, pathname: `/${title}`, search: "" },
    matches: [{ route: { handle: { title, auth: "user" } } }],
  });
  const router = {
    state: state("Tools"),
    subscribe: (l: (s: State) => void) => {
      listener = l;
      return () => {};
    },
  };
  return { router, visit: (title: string, action?: string) => listener(state(title, action)) };
}

describe("the previous screen of a back header", () => {
  it("is the screen before; a replaced screen is skipped, as the browser's back skips it", () => {
    const { router, visit } = fakeRouter();
    trackNavigation(router);
    visit("Meet report");
    visit("Record a meet");
    visit("Meet", "REPLACE");
    const { result } = renderHook(() => usePreviousScreen());
    expect(result.current?.title).toBe("Meet report");
  });
});
