import { COACH_COMMENT_MAX, createCoachCommentSchema, type Log } from "@topset/shared";
import { useId } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { aboutFields, aboutOptions } from "./comment-about";
import { useAddCoachComment } from "./coach-comments.api";
import { translateText } from "../../../../lib/i18n";
import { formResolver } from "../../../../lib/i18n/form-resolver";
import { useT } from "./i18n";

const schema = z.object({ body: createCoachCommentSchema.shape.body, about: z.string() });
type Values = z.input<typeof schema>;

type Props = {
  sessionId: number;
  /** The session's logs, for the "About" select; a reply has none (it is about what it answers). */
  logs?: readonly Log[];
  parentId?: number;
  onDone?: () => void;
};

/** The box to write a comment on the session, or a reply under one. */
export function CoachCommentForm({ sessionId, logs, parentId, onDone }: Props) {
  const t = useT();
  const id = useId();
  const add = useAddCoachComment(sessionId);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { body: "", about: "" },
  });
  const submit = form.handleSubmit(({ body, about }) => {
    const input = parentId ? { body, parent_id: parentId } : { body, ...aboutFields(about) };
    add.mutate(input, {
      onSuccess: () => {
        form.reset({ body: "", about: "" });
        onDone?.();
      },
    });
  });
  const error = form.formState.errors.body?.message;
  const reply = parentId !== undefined;

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="vstack gap-2"
      aria-label={reply ? t("form.reply") : t("form.writeNote")}
    >
      {!reply && logs && (
        <Form.Group controlId={`${id}-about`}>
          <Form.Label className="small mb-1">{t("form.about")}</Form.Label>
          <Form.Select size="sm" {...form.register("about")}>
            {aboutOptions(logs).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Form.Group controlId={`${id}-body`}>
        <Form.Label className="visually-hidden">
          {reply ? t("form.yourReply") : t("form.yourNote")}
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={reply ? 2 : 3}
          autoFocus={reply}
          maxLength={COACH_COMMENT_MAX}
          placeholder={reply ? t("form.writeReply") : t("form.writeNote")}
          isInvalid={Boolean(error)}
          {...form.register("body")}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
      {add.error && <p className="small text-danger mb-0">{translateText(add.error.message)}</p>}
      <div className="d-flex justify-content-end gap-2">
        {onDone && reply && (
          <Button variant="link" size="sm" onClick={onDone}>
            {t("form.cancel")}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={add.isPending}>
          {reply ? t("form.reply") : t("form.sendNote")}
        </Button>
      </div>
    </Form>
  );
}
