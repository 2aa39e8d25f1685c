import type { CoachComment, Log } from "@topset/shared";
import { useState } from "react";
import { ConfirmModal } from "../../../../components/confirm-modal";
import { CoachCommentForm } from "./coach-comment-form";
import { CoachCommentItem } from "./coach-comment-item";
import { threadOf } from "./comment-about";
import { useDeleteCoachComment } from "./coach-comments.api";
import "./coach-comments.css";
import { useT } from "./i18n";

type Props = {
  sessionId: number;
  /** Whether I may write in the thread (else no Reply). */
  canWrite: boolean;
  comments: readonly CoachComment[];
  logs: readonly Log[];
  meId: number | undefined;
};

/** The comments, oldest first and the newest at the bottom, each reply under what it answers. */
export function CoachCommentThread({ sessionId, canWrite, comments, logs, meId }: Props) {
  const t = useT();
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = useDeleteCoachComment(sessionId);
  if (comments.length === 0) return <p className="small text-body-secondary mb-2">{t("thread.empty")}</p>;

  const replyBox = (commentId: number) =>
    replyingTo === commentId ? (
      <div className="mt-2">
        <CoachCommentForm sessionId={sessionId} parentId={commentId} onDone={() => setReplyingTo(null)} />
      </div>
    ) : null;

  return (
    <>
      <ul className="list-unstyled vstack gap-2 mb-3" aria-label={t("thread.label")}>
        {threadOf(comments).map((node) => (
          <CoachCommentItem
            key={node.comment.id}
            node={node}
            logs={logs}
            meId={meId}
            depth={0}
            replyBox={replyBox}
            onReply={canWrite ? setReplyingTo : undefined}
            onDelete={setDeleting}
          />
        ))}
      </ul>
      <ConfirmModal
        show={deleting !== null}
        title={t("thread.deleteTitle")}
        confirmLabel={t("thread.delete")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting !== null && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        onHide={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        {t("thread.deleteText")}
      </ConfirmModal>
    </>
  );
}
