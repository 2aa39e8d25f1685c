import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepInReach } from "./keep-in-reach";

/** A ResizeObserver jsdom lacks: the test reports size changes itself. */
class FakeObserver {
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(public report: () => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

let cardHeight = 300;

function card() {
  document.body.innerHTML = `<div class="card"><p class="last-time"></p><section data-entry-for="7"></section></div>`;
  const entry = document.querySelector("section")!;
  entry.scrollIntoView = vi.fn();
  document.querySelector(".card")!.getBoundingClientRect = () => ({ height: cardHeight }) as DOMRect;
  return entry;
}

beforeEach(() => {
  cardHeight = 300;
  vi.useFakeTimers();
  vi.stubGlobal("ResizeObserver", FakeObserver);
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => {
    run(0);
    return 0;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe("keepInReach", () => {
  it("brings the entry into reach, and again when its card grows while last time arrives", () => {
    const entry = card();
    keepInReach(7);
    expect(entry.scrollIntoView).toHaveBeenCalledTimes(1);
    FakeObserver.last!.report(); // the first report: the size it started with
    expect(entry.scrollIntoView).toHaveBeenCalledTimes(1);
    cardHeight = 360; // "Last time …" lines above the entry
    FakeObserver.last!.report();
    expect(entry.scrollIntoView).toHaveBeenCalledTimes(2);
    expect(entry.scrollIntoView).toHaveBeenLastCalledWith({ block: "nearest" });
  });

  it("lets go after a few seconds, or as soon as the lifter touches the page", () => {
    card();
    keepInReach(7);
    vi.advanceTimersByTime(3000);
    expect(FakeObserver.last!.disconnected).toBe(true);

    card();
    keepInReach(7);
    expect(FakeObserver.last!.disconnected).toBe(false);
    window.dispatchEvent(new Event("pointerdown"));
    expect(FakeObserver.last!.disconnected).toBe(true);
  });
});
