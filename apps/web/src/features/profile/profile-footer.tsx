import { useSuspenseQuery } from "@tanstack/react-query";
import Card from "react-bootstrap/Card";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { followersQuery } from "../../lib/follows.api";
import { averageSleepQuery } from "./profile-stats.api";
import { sleepText } from "./profile-stats-view";
import { useT } from "./i18n";

// The following screen's tab names (part of its address, not shown).
const followersTab = "Followers";
const followingsTab = "Followings";

type FooterProps = { username: string; userId: number; showSleep: boolean };

/**
 * Average sleep (to the recovery tracker), followers and following counts (to those tabs of the
 * following screen). Sleep is private, so another member's profile shows the two counts only.
 */
export function ProfileFooter({ username, userId, showSleep }: FooterProps) {
  const t = useT();
  const { data: lists } = useSuspenseQuery(followersQuery(userId));
  const count = (n: number | undefined) => (n === undefined ? "–" : n);
  const cell = "flex-fill text-center text-decoration-none text-body py-3 profile-footer-link";
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body className="p-0 d-flex">
        {showSleep && <AverageSleep userId={userId} className={cell} />}
        {(
          [
            { tab: followersTab, label: t("footer.followers"), n: lists?.followers.length },
            { tab: followingsTab, label: t("footer.following"), n: lists?.followings.length },
          ] as const
        ).map(({ tab, label, n }) => (
          <Link key={tab} to={paths.following.href(username, tab)} state={{ userId }} className={cell}>
            <span className="d-block fw-bold fs-5">{count(n)}</span>
            <span className="small text-body-secondary">{label}</span>
          </Link>
        ))}
      </Card.Body>
    </Card>
  );
}

/** Private to the owner and admins: only asked for then, since a 403 would log the viewer out. */
function AverageSleep({ userId, className }: { userId: number; className: string }) {
  const t = useT();
  const { data: sleep } = useSuspenseQuery(averageSleepQuery(userId));
  return (
    <Link to={paths.recoveryTracker.href()} className={className}>
      <span className="d-block fw-bold fs-5 text-nowrap" data-testid="average-sleep">
        {sleepText(sleep?.average_sleep)}
      </span>
      <span className="small text-body-secondary">{t("footer.averageSleep")}</span>
    </Link>
  );
}
