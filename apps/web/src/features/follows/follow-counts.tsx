import { useQuery } from "@tanstack/react-query";
import Card from "react-bootstrap/Card";
import { Link } from "react-router";
import { paths } from "../../app/paths";
import { followersQuery } from "./follows.api";

/** The profile footer's followers / following counts, each linking to that tab of the following screen. */
export function FollowCounts({ username, userId }: { username: string; userId: number }) {
  const lists = useQuery(followersQuery(userId));
  const count = (n: number | undefined) => (n === undefined ? "–" : n);
  const links = [
    { tab: "Followers", label: "Followers", n: lists.data?.followers.length },
    { tab: "Followings", label: "Following", n: lists.data?.followings.length },
  ] as const;
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body className="p-0 d-flex">
        {links.map(({ tab, label, n }) => (
          <Link
            key={tab}
            to={paths.following.href(username, tab)}
            state={{ userId }}
            className="flex-fill text-center text-decoration-none text-body py-3"
          >
            <span className="d-block fw-bold fs-5">{count(n)}</span>
            <span className="small text-body-secondary">{label}</span>
          </Link>
        ))}
      </Card.Body>
    </Card>
  );
}
