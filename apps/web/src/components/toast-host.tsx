import { Suspense } from "react";
import { useUi } from "../lib/ui-store";
import { lazyExtra } from "./lazy-extra";

// react-bootstrap's Toast brings its transition code (about 4 KB compressed): it loads with the first
// toast, not with the first screen (decision 053).
const ToastView = lazyExtra(() => import("./toast-view").then((m) => m.ToastView));

/** The toast at top right: vanishes after 5 seconds or on close. */
export function ToastHost() {
  const toast = useUi((state) => state.toast);
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView toast={toast} />
    </Suspense>
  );
}
