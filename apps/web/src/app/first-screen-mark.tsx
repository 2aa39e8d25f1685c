import { useEffect } from "react";
import { firstScreenDrawn } from "../lib/first-screen";

/**
 * Rendered beside the route's screen inside its Suspense boundary, so its effect runs only when the
 * screen's content commits; the next frame's task comes after that content has painted.
 */
export function FirstScreenMark() {
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(firstScreenDrawn, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
