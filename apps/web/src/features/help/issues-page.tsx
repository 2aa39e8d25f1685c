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

const trackerLink = (
  <a href={config.issuesUrl} target="_blank" rel="noreferrer" className="btn btn-outline-primary">
    <Icon svg={boxArrowUpRightIcon} className="me-2" />
    Open the issue tracker
  </a>
);

/** /dashboard/settings/others/issues-and-pull-requests: the project's open issues and pull requests. */
export function IssuesPage() {
  const { available, data } = useSuspenseQuery(issuesQuery()).data;
  if (!available) {
    return (
      <EmptyState icon={githubIcon} action={trackerLink}>
        The list of issues cannot be shown here right now. You can read them, report a bug or ask for a
        feature on the project&apos;s issue tracker.
      </EmptyState>
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState icon={check2CircleIcon} action={trackerLink}>
        There are no open issues or pull requests.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="list-group issues-list shadow-sm mb-3" aria-label="Issues and pull requests">
        {data.map((item) => (
          <IssueRow key={`${item.kind}-${item.number}`} item={item} />
        ))}
      </ul>
      <div className="text-center">{trackerLink}</div>
    </>
  );
}

function IssueRow({ item }: { item: TrackerItem }) {
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
          label={pull ? "Pull request" : "Issue"}
        />
        <span className="flex-grow-1 min-w-0">
          <span className="d-block text-body fw-semibold text-break">{item.title}</span>
          <span className="small text-body-secondary">
            #{item.number} · {pull ? "pull request" : "issue"} · {item.state} · updated{" "}
            {new Date(item.updated).toLocaleDateString()}
          </span>
        </span>
        <Icon svg={boxArrowUpRightIcon} className="text-body-tertiary" />
      </a>
    </li>
  );
}
