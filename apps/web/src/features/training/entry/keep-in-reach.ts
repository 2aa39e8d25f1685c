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
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    entry?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  });
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
