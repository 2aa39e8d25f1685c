import type { ReactNode } from "react";

type EmptyStateProps = { icon?: string; children: ReactNode; action?: ReactNode };

/** What a list shows when it has nothing yet: an icon, the warning text, and an optional action. */
export function EmptyState({ icon = "bi-inbox", children, action }: EmptyStateProps) {
  return (
    <div className="empty-state text-center text-body-secondary py-5 px-3" role="status">
      <i className={`bi ${icon} d-block mb-3 fs-1 opacity-50`} aria-hidden="true" />
      <p className="mb-3 mx-auto" style={{ maxWidth: "26rem" }}>
        {children}
      </p>
      {action}
    </div>
  );
}
