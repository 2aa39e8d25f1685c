import { useQuery } from "@tanstack/react-query";
import Card from "react-bootstrap/Card";
import { Link } from "react-router";
import { paths } from "../../app/paths";
import { followersQuery } from "../follows/follows.api";
import { averageSleepQuery } from "./profile-stats.api";
import { sleepText } from "./profile-stats-view";

type FooterProps = { username: string; userId: number; showSleep: boolean };

/**
 * Spec: average sleep (to the recovery tracker), followers and following counts (to those tabs of the
 * following screen). Sleep is private, so another member's profile shows the two counts only.
 */
export function ProfileFooter({ username, userId, showSleep }: FooterProps) {
  const lists = useQuery(followersQuery(userId));
  const sleep = useQuery({ ...averageSleepQuery(userId), enabled: showSleep });
  const count = (n: number | undefined) => (n === undefined ? "–" : n);
  const cell = "flex-fill text-center text-decoration-none text-body py-3 profile-footer-link";
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body className="p-0 d-flex">
        {showSleep && (
          <Link to={paths.recoveryTracker.href()} className={cell}>
            <span className="d-block fw-bold fs-5 text-nowrap" data-testid="average-sleep">
              {sleep.isPending ? "–" : sleepText(sleep.data?.average_sleep)}
            </span>
            <span className="small text-body-secondary">Avg. sleep</span>
          </Link>
        )}
        {(
          [
            { tab: "Followers", label: "Followers", n: lists.data?.followers.length },
            { tab: "Followings", label: "Following", n: lists.data?.followings.length },
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
