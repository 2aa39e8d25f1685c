import { PROFILE_PICTURE_MAX_BYTES, type CurrentUser } from "@topset/shared";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Spinner from "react-bootstrap/Spinner";
import { Avatar } from "../../components/avatar";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
import { useUploadPicture } from "./users.api";
import { Icon } from "../../components/icon";
import { cameraIcon } from "../../components/icons";
import { translateText } from "../../lib/i18n";
import { useT } from "./i18n";

/** Choose a picture, see it, upload it: the server squares and re-encodes it. */
export function ProfilePictureCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alert, setAlert] = useState<FormAlertState>(null);
  const upload = useUploadPicture(user.id);

  // The preview URL holds the file in memory until it is revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setAlert(null);
    if (!chosen) return;
    if (!chosen.type.startsWith("image/"))
      return setAlert({ variant: "danger", text: t("picture.notImage") });
    if (chosen.size > PROFILE_PICTURE_MAX_BYTES)
      return setAlert({ variant: "danger", text: t("picture.tooBig") });
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = "";
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (answer) => {
        reset();
        setAlert({ variant: "success", text: translateText(answer.message) });
      },
      onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
    });
  };

  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h6 fw-semibold mb-3">{t("picture.title")}</h2>
        <FormAlert alert={alert} onClose={() => setAlert(null)} />
        <div className="d-flex align-items-center gap-3 flex-wrap">
          {preview ? (
            <img src={preview} alt={t("picture.previewAlt")} className="account-avatar-preview" />
          ) : (
            <Avatar url={user.profile_picture_url} name={user.username} size={96} />
          )}
          <div className="d-flex flex-column gap-2 flex-grow-1">
            <input
              ref={input}
              id="profile-picture-input"
              type="file"
              accept="image/*"
              className="visually-hidden"
              onChange={choose}
              disabled={upload.isPending}
            />
            {!file ? (
              <label htmlFor="profile-picture-input" className="btn btn-outline-primary py-2">
                <Icon svg={cameraIcon} className="me-2" />
                {t("picture.choose")}
              </label>
            ) : (
              <div className="d-flex gap-2">
                <Button
                  variant="outline-secondary"
                  className="flex-fill py-2"
                  onClick={reset}
                  disabled={upload.isPending}
                >
                  {t("picture.cancel")}
                </Button>
                <Button
                  variant="primary"
                  className="flex-fill py-2 fw-semibold"
                  onClick={send}
                  disabled={upload.isPending}
                >
                  {upload.isPending && (
                    <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                  )}
                  {upload.isPending ? t("picture.loading") : t("picture.upload")}
                </Button>
              </div>
            )}
            <span className="small text-body-secondary">{t("picture.hint")}</span>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
