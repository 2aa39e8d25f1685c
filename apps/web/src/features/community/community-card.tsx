import type { CommunitySession } from "@topset/shared";
import Card from "react-bootstrap/Card";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { Avatar } from "../../components/avatar";
import { SessionRpeTile } from "../../components/session-rpe-tile";
import { FollowButton } from "../../components/follow-button";
import { shownSets } from "./community-sets";
import { Icon } from "../../components/icon";
import {
  calendarRangeIcon,
  chatDotsIcon,
  chevronRightIcon,
  playCircleIcon,
  playFillIcon,
} from "../../components/icons";
import { formatLongDate, formatTime } from "../../lib/i18n";
import { useT } from "./i18n";

type CommunityLog = CommunitySession["logs"][number];

function SharedLog({ log, videoHref }: { log: CommunityLog; videoHref: string }) {
  const t = useT();
  const { lines, more } = shownSets(log);
  const video = log.videos[0];
  return (
    <li className="community-log d-flex gap-3 py-3">
      {video && (
        <Link
          to={videoHref}
          className="community-thumb rounded-3 flex-shrink-0"
          aria-label={t("communityCard.videoOf", { name: log.name })}
        >
          {video.screenshot_url ? (
            <img src={video.screenshot_url} alt="" className="w-100 h-100 rounded-3" loading="lazy" />
          ) : (
            <span className="w-100 h-100 d-flex align-items-center justify-content-center">
              <Icon svg={playCircleIcon} className="fs-2" />
            </span>
          )}
          <Icon svg={playFillIcon} className="community-thumb-play" />
        </Link>
      )}
      <div className="min-w-0 flex-grow-1">
        <h3 className="h6 fw-bold mb-1 text-break">{log.name}</h3>
        {log.tags.length > 0 && (
          <div className="d-flex flex-wrap gap-1 mb-1">
            {log.tags.map((tag) => (
              <span key={tag.id} className="badge text-bg-secondary fw-normal">
                {tag.name}
              </span>
            ))}
          </div>
        )}
        <ol className="list-unstyled small text-body-secondary mb-0">
          {lines.map((line, index) => (
            <li key={index}>
              <span className="text-body-tertiary me-2">{index + 1}.</span>
              {line}
            </li>
          ))}
          {more && (
            <li
              aria-label={t("communityCard.setsInAll", { count: log.sets_count })}
              title={t("communityCard.setsInAll", { count: log.sets_count })}
            >
              …
            </li>
          )}
        </ol>
      </div>
    </li>
  );
}

/** A completed session with shared videos, as the community feed shows it. */
export function CommunityCard({ session, viewerId }: { session: CommunitySession; viewerId: number }) {
  const t = useT();
  const own = session.user_id === viewerId;
  const videoHref = paths.videoDetails.href(session.session_id);
  const author = { id: session.user_id, username: session.username, first_name: null, last_name: null };
  return (
    <Card as="article" className="community-card border-0 shadow-sm">
      <Card.Body className="p-3">
        <div className="d-flex align-items-center gap-3">
          <Link
            to={paths.profile.href(session.username)}
            state={{ userId: session.user_id }}
            className="d-flex align-items-center gap-2 min-w-0 flex-grow-1 text-decoration-none text-body py-1"
          >
            <Avatar url={session.profile_picture_url} name={session.username} size={40} />
            <span className="fw-semibold text-truncate">@{session.username}</span>
          </Link>
          {!own && <FollowButton target={author} size="sm" className="py-2 px-3" />}
        </div>

        <div className="d-flex align-items-center gap-3 mt-3">
          <SessionRpeTile rpe={session.session_rpe} />
          <div className="min-w-0 flex-grow-1">
            <h2 className="h5 fw-bold mb-0 text-break">
              {own ? (
                <Link to={paths.sessionDetails.href(session.id)} className="text-decoration-none">
                  {session.name}
                </Link>
              ) : (
                session.name
              )}
            </h2>
            <div className="small text-body-secondary">
              <time dateTime={session.start_date}>
                {formatLongDate(session.start_date)} · {formatTime(session.start_date)}
              </time>
            </div>
            {session.block_id !== null && session.block_name && (
              <div className="small mt-1 text-truncate">
                <Icon svg={calendarRangeIcon} className="me-1 text-primary" />
                {own ? (
                  <Link to={paths.block.href(session.block_id)}>{session.block_name}</Link>
                ) : (
                  <span className="text-body-secondary">{session.block_name}</span>
                )}
              </div>
            )}
          </div>
        </div>

        <ul className="list-unstyled mb-0 mt-2 community-logs">
          {session.logs.map((log) => (
            <SharedLog key={log.id} log={log} videoHref={videoHref} />
          ))}
        </ul>

        <div className="d-flex gap-2 border-top pt-2">
          <Link to={videoHref} className="btn btn-link text-decoration-none px-0 py-2 text-body-secondary">
            <Icon svg={chatDotsIcon} className="me-1" />
            {t("communityCard.comments", { count: session.counts_of_comments })}
          </Link>
          {own && (
            <Link
              to={paths.sessionDetails.href(session.id)}
              className="btn btn-link text-decoration-none ms-auto px-0 py-2"
            >
              {t("communityCard.openSession")}
              <Icon svg={chevronRightIcon} className="ms-1" />
            </Link>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
