import { useSuspenseQuery } from "@tanstack/react-query";
import { PASSKEYS_MAX, type Passkey } from "@topset/shared";
import { Suspense, useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { Icon } from "../../components/icon";
import { keyIcon, plusLgIcon } from "../../components/icons";
import { PageSpinner } from "../../components/page-spinner";
import { passkeysSupported } from "../../lib/passkey-ceremony";
import { showToast } from "../../lib/ui-store";
import { PasskeyNameModal, suggestPasskeyName } from "./passkeys-name-modal";
import { PasskeysList } from "./passkeys-list";
import {
  passkeysQuery,
  useCreatePasskey,
  useRemovePasskey,
  useRenamePasskey,
  useSavePasskey,
  type CreatedOnDevice,
} from "./passkeys.api";
import { PasswordModal } from "./password-modal";
import "./passkeys-panel.css";
import { formatNumber } from "../../lib/i18n";
import { useT } from "./i18n";

/**
 * The "Passkeys" card of the security page (decision 048). Adding one: the password, the device's
 * prompt (fingerprint, face, screen lock or security key), then a name. Each passkey signs in alone
 * or as the step after the password.
 */
export function PasskeysPanel() {
  const t = useT();
  const supported = passkeysSupported();
  return (
    <Card className="shadow-sm border-0 mb-3 passkeys-panel">
      <Card.Body>
        <h2 className="h6 fw-semibold d-flex align-items-center gap-2 mb-3">
          <Icon svg={keyIcon} />
          {t("passkeys.title")}
        </h2>
        <p className="small text-body-secondary">{t("passkeys.intro")}</p>
        {!supported && (
          <p className="small text-warning" data-testid="passkeys-unsupported">
            {t("passkeys.unsupported")}
          </p>
        )}
        <Suspense fallback={<PageSpinner />}>
          <PasskeysBody supported={supported} />
        </Suspense>
      </Card.Body>
    </Card>
  );
}

function PasskeysBody({ supported }: { supported: boolean }) {
  const t = useT();
  const { data: passkeys } = useSuspenseQuery(passkeysQuery());
  const create = useCreatePasskey();
  const save = useSavePasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [asking, setAsking] = useState(false);
  const [created, setCreated] = useState<CreatedOnDevice | null>(null);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const atMax = passkeys.length >= PASSKEYS_MAX;

  const closeAll = () => {
    setAsking(false);
    setCreated(null);
    setRenaming(null);
    setRemoving(null);
    [create, save, rename, remove].forEach((m) => m.reset());
  };

  return (
    <>
      {passkeys.length > 0 ? (
        <PasskeysList passkeys={passkeys} onRename={setRenaming} onRemove={setRemoving} />
      ) : (
        <p className="small mb-3">{t("passkeys.none")}</p>
      )}
      {supported && (
        <>
          <Button
            variant={passkeys.length > 0 ? "outline-primary" : "primary"}
            className="w-100 py-2 fw-semibold"
            disabled={atMax}
            onClick={() => setAsking(true)}
          >
            <Icon svg={plusLgIcon} className="me-2" />
            {t("passkeys.add")}
          </Button>
          {atMax && (
            <p className="small text-body-secondary text-center mt-2 mb-0">
              {t("passkeys.atMax", { max: formatNumber(PASSKEYS_MAX) })}
            </p>
          )}
        </>
      )}

      <PasswordModal
        show={asking}
        title={t("passkeys.add")}
        submitLabel={t("passkeys.continue")}
        pending={create.isPending}
        error={create.error}
        onSubmit={(password) =>
          create.mutate(password, {
            onSuccess: (made) => {
              setAsking(false);
              setCreated(made);
            },
          })
        }
        onHide={closeAll}
      >
        <p className="small">{t("passkeys.addText")}</p>
      </PasswordModal>

      <PasskeyNameModal
        show={created !== null}
        title={t("passkeys.nameTitle")}
        submitLabel={t("passkeys.savePasskey")}
        initialName={suggestPasskeyName(created?.response.authenticatorAttachment)}
        pending={save.isPending}
        error={save.error}
        onSubmit={(name) => {
          if (!created) return;
          save.mutate(
            { created, name },
            {
              onSuccess: () => {
                closeAll();
                showToast(t("passkeys.added"));
              },
            },
          );
        }}
        onHide={closeAll}
      >
        <p className="small">{t("passkeys.madeText")}</p>
      </PasskeyNameModal>

      <PasskeyNameModal
        show={renaming !== null}
        title={t("passkeys.renameTitle")}
        submitLabel={t("passkeys.save")}
        initialName={renaming?.name ?? ""}
        pending={rename.isPending}
        error={rename.error}
        onSubmit={(name) => {
          if (renaming) rename.mutate({ id: renaming.id, name }, { onSuccess: closeAll });
        }}
        onHide={closeAll}
      />

      <PasswordModal
        show={removing !== null}
        title={t("passkeys.removeTitle")}
        submitLabel={t("passkeys.remove")}
        pending={remove.isPending}
        error={remove.error}
        onSubmit={(password) => {
          if (!removing) return;
          remove.mutate(
            { id: removing.id, password },
            {
              onSuccess: () => {
                closeAll();
                showToast(t("passkeys.removed"));
              },
            },
          );
        }}
        onHide={closeAll}
      >
        <p className="small">{t("passkeys.removeText", { name: removing?.name ?? "" })}</p>
      </PasswordModal>
    </>
  );
}
