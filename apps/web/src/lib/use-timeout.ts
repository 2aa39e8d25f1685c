import { useEffect, useRef } from "react";

/**
 * Calls `callback` once, `ms` after `trigger` becomes truthy. A new trigger value restarts the wait;
 * a falsy one or leaving the screen cancels it.
 */
export function useTimeout(callback: () => void, ms: number, trigger: unknown) {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  useEffect(() => {
    if (!trigger) return;
    const timer = window.setTimeout(() => saved.current(), ms);
    return () => window.clearTimeout(timer);
  }, [trigger, ms]);
}
