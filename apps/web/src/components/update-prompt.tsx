import { Suspense } from "react";
import { useUpdateWaiting } from "../lib/app-update";
import { lazyExtra } from "./lazy-extra";

// The toast and its transitions load only when a new version is waiting (decision 053).
const UpdateToast = lazyExtra(() => import("./update-toast").then((m) => m.UpdateToast));

/** "A new version is available": stays until the lifter reloads into it or closes it. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast />
    </Suspense>
  );
}
