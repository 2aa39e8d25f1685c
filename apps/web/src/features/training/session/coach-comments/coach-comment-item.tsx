import { humanizeDuration, type Log } from "@topset/shared";
import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import { VideoPlayer } from "../../../../components/video-player";
import { aboutLabel, type CommentNode } from "./comment-about";
import { formatLongDate, formatTime } from "../../../../lib/i18n";
import { spanText, useTrainingWords } from "../../i18n";
import { useT } from "./i18n";

type Props = {
  node: CommentNode;
  logs: readonly Log[];
  meId: number | undefined;
  depth: number;
  /** What the comment answered is about: a reply about the same thing does not say it again. */
  parentAbout?: string | null;
  /** The reply box, under this comment while it is open. */
  replyBox: (commentId: number) => ReactNode;
  /** Absent when I may not write in the thread. */
  onReply?: (commentId: number) => void;
  onDelete: (commentId: number) => void;
};

/** One comment of the thread and, indented under it, its replies. */
export function CoachCommentItem({
  node,
  logs,
  meId,
  depth,
  parentAbout,
  replyBox,
  onReply,
  onDelete,
}: Props) {
  const t = useT();
  useTrainingWords();
  const { comment, replies } = node;
  const own = comment.author.id === meId;
  const about = aboutLabel(logs, comment.log_id, comment.set_id);
  const log = comment.log_id === null ? undefined : logs.find((l) => l.id === comment.log_id);
  // The video of the lift discussed, under the comment that opens the discussion (not every reply).
  const videos = depth === 0 && log ? log.videos : [];
  const who = own
    ? t("item.you")
    : comment.from_athlete
      ? comment.author.username
      : t("item.coach", { name: comment.author.username });

  return (
    <li aria-label={t("item.label", { who, body: comment.body })}>
      <div className={`coach-comment rounded-3 p-2 ${own ? "bg-primary-subtle" : "bg-body-tertiary"}`}>
        <div className="small">
          <span className="fw-semibold">{who}</span>
          <span className="text-body-secondary">
            {" · "}
            <time
              dateTime={comment.created_at}
              title={`${formatLongDate(comment.created_at)} ${formatTime(comment.created_at)}`}
            >
              {spanText(humanizeDuration(comment.created_at, new Date()), true)}
            </time>
          </span>
        </div>
        {about && about !== parentAbout && (
          <div className="small text-body-secondary">{t("item.about", { about })}</div>
        )}
        <p className="coach-comment-body mb-1 text-break">{comment.body}</p>
        {log &&
          videos.map((video) => (
            <div key={video.id} className="my-2">
              <VideoPlayer video={video} label={log.name} />
            </div>
          ))}
        <div className="d-flex align-items-center gap-2 small">
          {own && comment.read_at && <span className="text-body-secondary">{t("item.seen")}</span>}
          <span className="ms-auto" />
          {onReply && (
            <Button variant="link" size="sm" className="p-0" onClick={() => onReply(comment.id)}>
              {t("item.reply")}
            </Button>
          )}
          {own && (
            <Button
              variant="link"
              size="sm"
              className="p-0 link-danger"
              onClick={() => onDelete(comment.id)}
              aria-label={t("item.deleteLabel")}
            >
              {t("item.delete")}
            </Button>
          )}
        </div>
      </div>
      {replyBox(comment.id)}
      {replies.length > 0 && (
        <ul className={`list-unstyled vstack gap-2 mt-2 mb-0 ${depth < 3 ? "coach-comment-replies" : ""}`}>
          {replies.map((reply) => (
            <CoachCommentItem
              key={reply.comment.id}
              node={reply}
              logs={logs}
              meId={meId}
              depth={depth + 1}
              parentAbout={about}
              replyBox={replyBox}
              onReply={onReply}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
