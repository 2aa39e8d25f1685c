import type { ReactNode } from "react";
import { Link } from "react-router";
import "./settings-list.css";
import { Icon, type IconSvg } from "./icon";
import { boxArrowUpRightIcon, chevronRightIcon } from "./icons";
import { useT } from "./i18n";

/** A titled group of settings rows. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4" aria-label={title}>
      <h2 className="settings-group-title text-uppercase small fw-semibold text-body-secondary px-1 mb-2">
        {title}
      </h2>
      <ul className="list-group settings-list shadow-sm">{children}</ul>
    </section>
  );
}

type RowProps = {
  icon: IconSvg;
  label: string;
  /** An app screen. */
  to?: string;
  /** A server page outside the app (opens in a new tab). */
  href?: string;
  /** An action run in place (clear cache): the row is a button. */
  onClick?: () => void;
  /** A control at the right end (switch, badge). */
  end?: ReactNode;
  /** Not available yet: shown greyed with a 'Soon' badge. */
  soon?: boolean;
  tone?: string;
};

export function SettingsRow({ icon, label, to, href, onClick, end, soon, tone = "" }: RowProps) {
  const t = useT();
  const content = (
    <>
      <Icon svg={icon} className={`settings-icon ${tone}`} />
      <span className={`flex-grow-1 ${tone}`}>{label}</span>
      {soon && <span className="badge rounded-pill text-bg-secondary">{t("settingsList.soon")}</span>}
      {end}
      {(to || href) && (
        <Icon svg={href ? boxArrowUpRightIcon : chevronRightIcon} className="text-body-tertiary" />
      )}
    </>
  );
  const rowClass = "list-group-item d-flex align-items-center gap-3 py-3";
  if (to && !soon)
    return (
      <li className="p-0 list-group-item">
        <Link to={to} className={`${rowClass} list-group-item-action border-0`}>
          {content}
        </Link>
      </li>
    );
  if (onClick && !soon) {
    return (
      <li className="p-0 list-group-item">
        <button
          type="button"
          onClick={onClick}
          className={`${rowClass} list-group-item-action border-0 w-100 text-start`}
        >
          {content}
        </button>
      </li>
    );
  }
  if (href && !soon) {
    return (
      <li className="p-0 list-group-item">
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className={`${rowClass} list-group-item-action border-0`}
        >
          {content}
        </a>
      </li>
    );
  }
  return (
    <li className={`${rowClass}${soon ? " text-body-secondary" : ""}`} aria-disabled={soon || undefined}>
      {content}
    </li>
  );
}
