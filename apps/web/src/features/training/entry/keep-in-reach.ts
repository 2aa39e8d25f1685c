import { useEffect, useRef, type RefObject } from "react";

/**
 * Brings an exercise's next set (its Log button) into view, clear of the session's bar and the header
 * (the entry's scroll margins, session-details.css): after a logged set pushed it down with a new row,
 * and after the exercise was added at the bottom. Found by the exercise, which keeps its id when the
 * log's own id becomes the server's, once the screen has rendered the change; while a modal is still
 * closing (the page does not scroll under it) it waits, a second at most.
 */
export function keepInReach(exerciseId: number, framesLeft = 60) {
  requestAnimationFrame(() => {
    if (document.body.classList.contains("modal-open") && framesLeft > 0) {
      keepInReach(exerciseId, framesLeft - 1);
      return;
    }
    const entry = document.querySelector(`[data-entry-for="${exerciseId}"]`);
    if (!entry) return;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    entry.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    holdInReach(entry);
  });
}

/** How long an entry just brought into reach is held there while its card still fills in. */
const HOLD_MS = 3000;

/**
 * What arrives after the scroll can push the Log button back under the bar: "last time" read for a
 * newly added exercise puts lines above the entry, a new row's figures fill in. For a few seconds, a
 * card that changes size brings its entry back into reach (`nearest`: no move while it is in view),
 * until the lifter touches or scrolls the page themselves.
 */
function holdInReach(entry: Element) {
  const card = entry.closest(".card") ?? entry.parentElement;
  if (!card || typeof ResizeObserver === "undefined") return;
  // The observer reports the card's size once at the start: only a change moves the page.
  let height = card.getBoundingClientRect().height;
  const observer = new ResizeObserver(() => {
    const now = card.getBoundingClientRect().height;
    if (now !== height) entry.scrollIntoView({ block: "nearest" });
    height = now;
  });
  const release = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of ["pointerdown", "wheel", "keydown"] as const)
      window.removeEventListener(type, release);
  };
  const timer = window.setTimeout(release, HOLD_MS);
  for (const type of ["pointerdown", "wheel", "keydown"] as const)
    window.addEventListener(type, release, { once: true, passive: true });
  observer.observe(card);
}

/**
 * Keeps an entry in reach while the lifter works it (`engaged`: they changed something in it): a
 * change that makes it taller (new plates to load, a longer line) would push its Log button under the
 * bar, so a taller entry whose top is on screen is brought back into view. An entry nobody touched
 * (last time filling it as the screen opens) and one scrolled away from are left alone.
 */
export function useKeptInReach(ref: RefObject<HTMLElement | null>, engaged: boolean) {
  const engagedNow = useRef(engaged);
  useEffect(() => {
    engagedNow.current = engaged;
  }, [engaged]);
  useEffect(() => {
    const entry = ref.current;
    if (!entry || typeof ResizeObserver === "undefined") return;
    let height = entry.offsetHeight;
    const observer = new ResizeObserver(() => {
      const grew = entry.offsetHeight > height;
      height = entry.offsetHeight;
      const { top } = entry.getBoundingClientRect();
      if (grew && engagedNow.current && top >= 0 && top < window.innerHeight)
        entry.scrollIntoView({ block: "nearest" });
    });
    observer.observe(entry);
    return () => observer.disconnect();
  }, [ref]);
}
