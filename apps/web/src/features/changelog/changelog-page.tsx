import { usePrefetchQuery, useSuspenseQuery } from "@tanstack/react-query";
import type { ChangelogEntry } from "@topset/shared";
import { useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { useCurrentUser } from "../../lib/auth-store";
import { messages } from "../../lib/messages";
import { changelogsQuery, subscriptionQuery } from "./changelog.api";
import { SubscriptionControl } from "./subscription-control";
import "./changelog.css";
import { Icon } from "../../components/icon";
import { chevronDownIcon, chevronUpIcon, journalCodeIcon } from "../../components/icons";
import { useT } from "./i18n";

/** /dashboard/settings/others/changelogs: every version, newest first; the newest starts open. */
export function ChangelogPage() {
  // Both calls start together; the screen shows once both have answered.
  usePrefetchQuery(subscriptionQuery(useCurrentUser()?.email ?? ""));
  const { data: entries } = useSuspenseQuery(changelogsQuery());
  return (
    <div className="changelogs-page">
      <SubscriptionControl />
      {entries.length === 0 ? (
        <EmptyState icon={journalCodeIcon}>{messages.noData}</EmptyState>
      ) : (
        <div className="d-flex flex-column gap-2">
          {entries.map((entry) => (
            <ChangelogCard key={entry.version} entry={entry} />
          ))}
        </div>
      )}
    </div>
  );
}

function ChangelogCard({ entry }: { entry: ChangelogEntry }) {
  const t = useT();
  const [open, setOpen] = useState(entry.current);
  const bodyId = `changelog-${entry.version.replace(/\W/g, "-")}`;
  return (
    <section className="changelog-card rounded-3 shadow-sm">
      <button
        type="button"
        className="changelog-toggle btn w-100 d-flex align-items-center gap-2 text-start px-3 py-3"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="fw-bold">{t("changelogPage.version", { version: entry.version })}</span>
        {entry.current && (
          <span className="badge rounded-pill text-bg-warning">{t("changelogPage.latest")}</span>
        )}
        <span className="small text-body-secondary ms-auto">
          {entry.date ?? t("changelogPage.unreleased")}
        </span>
        <Icon svg={open ? chevronUpIcon : chevronDownIcon} />
      </button>
      {open && (
        // The server renders CHANGELOG.md with an escaping renderer that emits only a fixed set of tags.
        <div
          id={bodyId}
          className="changelog-body px-3 pb-3"
          dangerouslySetInnerHTML={{ __html: entry.changelog }}
        />
      )}
    </section>
  );
}
