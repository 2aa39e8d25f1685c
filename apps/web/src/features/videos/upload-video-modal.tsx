import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Log } from "@topset/shared";
import { useId, useState, type FormEvent } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { FormAlert, errorText } from "../../components/form-alert";
import { useCurrentUser } from "../../lib/auth-store";
import { showToast } from "../../lib/ui-store";
import { sessionKeys } from "../sessions/sessions.api";
import { videoFileError, videoMessages } from "./video-helpers";
import { uploadVideo, videoKeys } from "./videos.api";

type Props = { log: Log; show: boolean; onHide: () => void };

/** Upload one video (≤ 10 MB) for a log; the server's 409/413/415 texts show in the modal. */
export function UploadVideoModal({ log, show, onHide }: Props) {
  const inputId = useId();
  const client = useQueryClient();
  const user = useCurrentUser();
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const upload = useMutation({
    mutationFn: (chosen: File) =>
      uploadVideo({ logId: log.id, sessionId: log.session_id, userId: user?.id, file: chosen }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: sessionKeys.detail(log.session_id) }),
        client.invalidateQueries({ queryKey: videoKeys.all }),
      ]);
      showToast(videoMessages.uploaded);
      onHide();
    },
  });
  const error = videoFileError(file);
  const tooBig = file !== null && error !== null;
  const showError = error !== null && (touched || tooBig);

  const reset = () => {
    setFile(null);
    setTouched(false);
    upload.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (file && !error) upload.mutate(file);
  };

  return (
    <Modal show={show} onHide={upload.isPending ? undefined : onHide} onExited={reset} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!upload.isPending}>
          <Modal.Title as="h2" className="h5">
            Upload a video
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            {log.name}: one video per log, at most 10 MB (mp4, mov or webm).
          </p>
          <Form.Group controlId={inputId}>
            <Form.Label className="fw-semibold">Video</Form.Label>
            <Form.Control
              type="file"
              name="video"
              accept="video/*"
              size="lg"
              isInvalid={showError}
              disabled={upload.isPending}
              onChange={(event) => {
                const input = event.target as HTMLInputElement;
                setFile(input.files?.[0] ?? null);
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
            Cancel
          </Button>
          <Button type="submit" className="session-tap fw-semibold" disabled={tooBig || upload.isPending}>
            {upload.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Upload
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
