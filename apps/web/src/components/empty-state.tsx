import type { ReactNode } from "react";
import { Icon, type IconSvg } from "./icon";
import { inboxIcon } from "./icons";

type EmptyStateProps = { icon?: IconSvg; children: ReactNode; action?: ReactNode };

/** What a list shows when it has nothing yet: an icon, the warning text, and an optional action. */
export function EmptyState({ icon = inboxIcon, children, action }: EmptyStateProps) {
  return (
    <div className="empty-state text-center text-body-secondary py-5 px-3" role="status">
      <Icon svg={icon} className="d-block mx-auto mb-3 fs-1 opacity-50" />
      <p className="mb-3 mx-auto" style={{ maxWidth: "26rem" }}>
        {children}
      </p>
      {action}
    </div>
  );
}
