import { useQueryClient } from "@tanstack/react-query";
import type { Log } from "@topset/shared";
import { useId } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { useController, useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert, errorText } from "../../../components/form-alert";
import { useCurrentUser } from "../../../lib/auth-store";
import { showToast } from "../../../lib/ui-store";
import { videoKeys } from "../../../lib/video-keys";
import { uploadVideo } from "../logs.api";
import { withVideoAdded } from "../writes/session-cache";
import { useSessionMutation } from "../writes/use-session-mutation";
import { videoFileError, videoMessages } from "./video-file";
import { DialogTitle } from "../../../components/dialog-title";
import { formResolver } from "../../../lib/i18n/form-resolver";
import { useT } from "./i18n";

// The file itself travels as multipart, outside the JSON schemas; its one rule is the size limit.
const schema = z.object({
  video: z.custom<File | null>().superRefine((file, ctx) => {
    const error = videoFileError(file);
    if (error) ctx.addIssue({ code: "custom", message: error });
  }),
});
type Values = z.input<typeof schema>;

type Props = { log: Log; show: boolean; onHide: () => void };

/** Upload one video (≤ 10 MB) for a log; the server's 409/413/415 texts show in the modal. */
export function UploadVideoModal({ log, show, onHide }: Props) {
  const t = useT();
  const inputId = useId();
  const client = useQueryClient();
  const user = useCurrentUser();
  const form = useForm<Values>({ resolver: formResolver(schema), defaultValues: { video: null } });
  const { field } = useController({ control: form.control, name: "video" });
  const upload = useSessionMutation(
    log.session_id,
    (chosen: File) =>
      uploadVideo({ logId: log.id, sessionId: log.session_id, userId: user?.id, file: chosen }),
    {
      apply: withVideoAdded,
      onDone: () => {
        void client.invalidateQueries({ queryKey: videoKeys.all });
        showToast(videoMessages.uploaded);
        onHide();
      },
    },
  );
  const file = field.value ?? null;
  const error = videoFileError(file);
  const tooBig = file !== null && error !== null;
  // A missing file is said once Upload was pressed; a file too big, as soon as it is chosen.
  const showError = error !== null && (form.formState.isSubmitted || tooBig);

  const reset = () => {
    form.reset();
    upload.reset();
  };
  const submit = form.handleSubmit(({ video }) => {
    if (video) upload.mutate(video);
  });

  return (
    <Modal show={show} onHide={upload.isPending ? undefined : onHide} onExited={reset} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!upload.isPending}>
          <DialogTitle>{t("video.title")}</DialogTitle>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">{t("video.intro", { name: log.name })}</p>
          <Form.Group controlId={inputId}>
            <Form.Label className="fw-semibold">{t("video.label")}</Form.Label>
            <Form.Control
              type="file"
              name={field.name}
              accept="video/*"
              size="lg"
              isInvalid={showError}
              disabled={upload.isPending}
              onChange={(event) => {
                const input = event.target as HTMLInputElement;
                field.onChange(input.files?.[0] ?? null);
                upload.reset();
              }}
            />
            {showError && (
              <Form.Control.Feedback type="invalid" className="d-block">
                {tooBig ? (
                  <label htmlFor={inputId} className="text-decoration-underline" role="button">
                    {error}
                  </label>
                ) : (
                  error
                )}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          {upload.error && (
            <div className="mt-3">
              <FormAlert alert={{ variant: "danger", text: errorText(upload.error) }} />
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button
            variant="outline-secondary"
            className="session-tap"
            onClick={onHide}
            disabled={upload.isPending}
          >
            {t("video.cancel")}
          </Button>
          <Button type="submit" className="session-tap fw-semibold" disabled={tooBig || upload.isPending}>
            {upload.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t("video.upload")}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
