import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { COMMENT_MAX, createCommentSchema, type Comment } from "@topset/shared";
import { useId, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { ConfirmModal } from "../../components/confirm-modal";
import { useCurrentUser } from "../../lib/auth-store";
import { videoKeys } from "../../lib/video-keys";
import { addComment, commentsQuery, deleteComment } from "./videos.api";
import { Icon } from "../../components/icon";
import { trashIcon } from "../../components/icons";
import { formatDate, Rich, translateText } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

const schema = createCommentSchema.pick({ comment: true });
type Values = z.input<typeof schema>;

const when = (iso: string) => formatDate(iso, { dateStyle: "medium", timeStyle: "short" });

/** A session's comments: the list, a form, and a delete control on my own comments. */
export function CommentsSection({ sessionId }: { sessionId: number }) {
  const t = useT();
  const me = useCurrentUser();
  const client = useQueryClient();
  const fieldId = useId();
  const { data: list } = useSuspenseQuery(commentsQuery(sessionId));
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { comment: "" },
  });
  const text = useWatch({ control: form.control, name: "comment" }) ?? "";
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: videoKeys.comments(sessionId) });

  const add = useMutation({
    mutationFn: (comment: string) => addComment({ session_id: sessionId, comment }),
    onSuccess: async () => {
      await refresh();
      form.reset({ comment: "" });
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteComment(id),
    onSuccess: async () => {
      await refresh();
      setConfirming(false);
    },
  });

  const trimmed = text.trim();
  const submit = form.handleSubmit((values) => {
    if (!add.isPending) add.mutate(values.comment);
  });

  return (
    <section className="mt-4" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="h6 fw-bold mb-3">
        <Rich
          text={t("comments.title", { count: list.length })}
          tags={{ count: (text) => <span className="text-body-secondary fw-normal">{text}</span> }}
        />
      </h2>
      {list.length === 0 && <p className="small text-body-secondary">{t("comments.empty")}</p>}
      <ul className="list-unstyled vstack gap-2 mb-3">
        {list.map((comment) => (
          <li key={comment.id} className="d-flex gap-2 align-items-start bg-body-tertiary rounded p-2">
            <div className="min-w-0 flex-grow-1">
              <div className="small">
                <span className="fw-semibold">{comment.username}</span>{" "}
                <time className="text-body-secondary" dateTime={comment.created_at}>
                  {when(comment.created_at)}
                </time>
              </div>
              <p className="mb-0 text-break" style={{ whiteSpace: "pre-wrap" }}>
                {comment.comment}
              </p>
            </div>
            {me?.id === comment.user_id && (
              <Button
                variant="link"
                className="session-tap text-danger px-2"
                aria-label={t("comments.delete")}
                onClick={() => {
                  remove.reset();
                  setToDelete(comment);
                  setConfirming(true);
                }}
              >
                <Icon svg={trashIcon} />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Form onSubmit={submit} noValidate>
        <Form.Label htmlFor={fieldId} className="visually-hidden">
          {t("comments.yourComment")}
        </Form.Label>
        <Form.Control
          id={fieldId}
          as="textarea"
          rows={2}
          maxLength={COMMENT_MAX}
          placeholder={t("comments.placeholder")}
          disabled={add.isPending}
          {...form.register("comment")}
        />
        <div className="d-flex align-items-center justify-content-between mt-2 gap-2">
          <span className="small text-body-secondary">
            {text.length}/{COMMENT_MAX}
          </span>
          <Button type="submit" className="session-tap fw-semibold" disabled={!trimmed || add.isPending}>
            {add.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t("comments.submit")}
          </Button>
        </div>
        {add.error && <p className="small text-danger mt-2 mb-0">{translateText(add.error.message)}</p>}
      </Form>
      <ConfirmModal
        show={confirming}
        title={t("comments.confirmTitle")}
        confirmLabel={t("comments.confirmDelete")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        onHide={() => setConfirming(false)}
      >
        {t("comments.confirmText")}
      </ConfirmModal>
    </section>
  );
}
