import { useSuspenseQuery } from "@tanstack/react-query";
import type { TrackerItem } from "@topset/shared";
import { config } from "../../lib/config";
import { EmptyState } from "../../components/empty-state";
import { issuesQuery } from "./issues.api";
import "./help.css";
import { Icon } from "../../components/icon";
import {
  bezier2Icon,
  boxArrowUpRightIcon,
  check2CircleIcon,
  githubIcon,
  recordCircleIcon,
} from "../../components/icons";
import { formatDate } from "../../lib/i18n";
import { useT } from "./i18n";

function TrackerLink() {
  const t = useT();
  return (
    <a href={config.issuesUrl} target="_blank" rel="noreferrer" className="btn btn-outline-primary">
      <Icon svg={boxArrowUpRightIcon} className="me-2" />
      {t("issuesPage.openTracker")}
    </a>
  );
}

const trackerLink = <TrackerLink />;

/** GitHub's states as the row shows them; another state shows as GitHub wrote it. */
const stateKeys = { open: "issuesPage.stateOpen", closed: "issuesPage.stateClosed" } as const;

/** /dashboard/settings/others/issues-and-pull-requests: the project's open issues and pull requests. */
export function IssuesPage() {
  const t = useT();
  const { available, data } = useSuspenseQuery(issuesQuery()).data;
  if (!available) {
    return (
      <EmptyState icon={githubIcon} action={trackerLink}>
        {t("issuesPage.unavailable")}
      </EmptyState>
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState icon={check2CircleIcon} action={trackerLink}>
        {t("issuesPage.empty")}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="list-group issues-list shadow-sm mb-3" aria-label={t("issuesPage.listLabel")}>
        {data.map((item) => (
          <IssueRow key={`${item.kind}-${item.number}`} item={item} />
        ))}
      </ul>
      <div className="text-center">{trackerLink}</div>
    </>
  );
}

function IssueRow({ item }: { item: TrackerItem }) {
  const t = useT();
  const stateKey = Object.hasOwn(stateKeys, item.state)
    ? stateKeys[item.state as keyof typeof stateKeys]
    : undefined;
  const pull = item.kind === "pull";
  return (
    <li className="list-group-item p-0">
      <a
        href={item.url}
        target="_blank"
        rel="noreferrer"
        className="list-group-item-action d-flex align-items-start gap-3 px-3 py-3 border-0 text-decoration-none"
      >
        <Icon
          svg={pull ? bezier2Icon : recordCircleIcon}
          className={`${item.state === "open" ? "text-success" : "text-body-secondary"} mt-1`}
          label={pull ? t("issuesPage.pullRequest") : t("issuesPage.issue")}
        />
        <span className="flex-grow-1 min-w-0">
          <span className="d-block text-body fw-semibold text-break">{item.title}</span>
          <span className="small text-body-secondary">
            #{item.number} · {pull ? t("issuesPage.kindPull") : t("issuesPage.kindIssue")} ·{" "}
            {stateKey ? t(stateKey) : item.state} ·{" "}
            {t("issuesPage.updated", {
              date: formatDate(item.updated, { year: "numeric", month: "numeric", day: "numeric" }),
            })}
          </span>
        </span>
        <Icon svg={boxArrowUpRightIcon} className="text-body-tertiary" />
      </a>
    </li>
  );
}
