import type { BlockDetails } from "@topset/shared";
import { formatMonthDay } from "../../lib/i18n";
import { useT } from "./i18n";
import { paths } from "../../lib/routing/paths";
import { LinkList, LinkListItem } from "../../components/link-list";
import { SessionRpeTile } from "../../components/session-rpe-tile";
import { weekLabel, type WeekGroup } from "./block-view";

type BlockSession = BlockDetails["sessions"][number];

/** The block's sessions under a heading per block week, each linking to its details. */
export function BlockSessions({
  weeks,
  describe,
}: {
  weeks: WeekGroup<BlockSession>[];
  describe: (session: BlockSession) => string;
}) {
  const t = useT();
  return (
    <>
      {weeks.map((group) => (
        <div className="mb-3" key={group.week}>
          <div className="d-flex align-items-baseline justify-content-between px-1 mb-1">
            <h3 className="h6 fw-bold mb-0">{weekLabel(group.week)}</h3>
            <span className="small text-body-secondary">
              {formatMonthDay(group.from)} – {formatMonthDay(group.to)} ·{" "}
              {t("blockSessions.sessions", { count: group.sessions.length })}
            </span>
          </div>
          <LinkList label={weekLabel(group.week)}>
            {group.sessions.map((session) => (
              <LinkListItem
                key={session.id}
                to={paths.sessionDetails.href(session.id)}
                start={<SessionRpeTile rpe={session.session_rpe} />}
                title={session.name}
                detail={describe(session)}
              />
            ))}
          </LinkList>
        </div>
      ))}
    </>
  );
}
