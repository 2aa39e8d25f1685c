import { useSuspenseQuery } from "@tanstack/react-query";
import { API_KEYS_MAX, type ApiKey } from "@topset/shared";
import { Suspense, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { config } from "../../lib/config";
import { ConfirmModal } from "../../components/confirm-modal";
import { FormAlert, errorText } from "../../components/form-alert";
import { PageSpinner } from "../../components/page-spinner";
import { useCurrentUser } from "../../lib/auth-store";
import { ApiKeyRow } from "./api-key-row";
import { apiKeysQuery, useCreateApiKey, useDeleteApiKey } from "./api-keys.api";
import "./api-keys.css";
import { Icon } from "../../components/icon";
import { plusLgIcon } from "../../components/icons";
import { formatNumber, Rich } from "../../lib/i18n";
import { useT } from "./i18n";

// A short pause before a request; it also stops double taps from asking twice.
const REQUEST_DELAY_MS = 500;
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * /dashboard/settings/data/api-keys: up to five personal keys for scripts and other apps. The
 * explanation shows at once; only the key list waits for its query.
 */
export function ApiKeysPage() {
  const t = useT();
  const user = useCurrentUser();
  const userId = user?.id ?? 0;
  const create = useCreateApiKey(userId);
  const remove = useDeleteApiKey(userId);
  const [waiting, setWaiting] = useState(false);
  // Full keys created on this visit, by id: only these can be shown and copied.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  const request = async () => {
    setWaiting(true);
    await wait(REQUEST_DELAY_MS);
    setWaiting(false);
    create.mutate(undefined, { onSuccess: (created) => setFresh((ids) => new Set(ids).add(created.id)) });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  };

  const busy = waiting || create.isPending;

  return (
    <div className="api-keys-page">
      <p className="text-body-secondary">
        <Rich
          text={t("apiKeysPage.intro")}
          tags={{
            code: (text) => <code>{text}</code>,
            docs: (text) => (
              <a href={config.apiDocsUrl} target="_blank" rel="noreferrer">
                {text}
              </a>
            ),
          }}
        />
      </p>
      {/* docs/decisions/010: keys are separate credentials, so a new password leaves them alone. */}
      <p className="small text-body-secondary">{t("apiKeysPage.passwordChange")}</p>

      {create.isError && <FormAlert alert={{ variant: "danger", text: errorText(create.error) }} />}

      {user ? (
        <Suspense fallback={<PageSpinner />}>
          <ApiKeyList
            userId={userId}
            fresh={fresh}
            busy={busy}
            onRequest={() => void request()}
            onDelete={setDeleting}
          />
        </Suspense>
      ) : (
        <PageSpinner />
      )}

      <ConfirmModal
        show={deleting !== null}
        title={t("apiKeysPage.deleteTitle")}
        confirmLabel={t("apiKeysPage.delete")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        onHide={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        <p className="mb-1">{t("apiKeysPage.deleteText")}</p>
        {deleting && (
          <code className="text-break">
            {fresh.has(deleting.id) ? `${deleting.key.slice(0, 12)}…` : deleting.key}
          </code>
        )}
      </ConfirmModal>
    </div>
  );
}

type ApiKeyListProps = {
  userId: number;
  fresh: ReadonlySet<number>;
  busy: boolean;
  onRequest: () => void;
  onDelete: (apiKey: ApiKey) => void;
};

/** The keys (suspends on their query), the limit warnings and the request button. */
function ApiKeyList({ userId, fresh, busy, onRequest, onDelete }: ApiKeyListProps) {
  const t = useT();
  const { data: list } = useSuspenseQuery(apiKeysQuery(userId));
  const atMax = list.length >= API_KEYS_MAX;
  return (
    <>
      {list.length === 0 && (
        <Alert variant="warning" className="small">
          {t("apiKeysPage.none")}
        </Alert>
      )}
      {atMax && (
        <Alert variant="danger" className="small">
          {t("apiKeysPage.atMax")}
        </Alert>
      )}
      {list.length > 0 && (
        <ul className="list-group api-keys-list shadow-sm mb-3" aria-label={t("apiKeysPage.list")}>
          {list.map((apiKey) => (
            <ApiKeyRow
              key={apiKey.id}
              apiKey={apiKey}
              fresh={fresh.has(apiKey.id) && !apiKey.key.includes("•")}
              onDelete={() => onDelete(apiKey)}
            />
          ))}
        </ul>
      )}
      <Button
        variant="primary"
        className="w-100 py-2 fw-semibold"
        disabled={atMax || busy}
        onClick={onRequest}
      >
        {busy ? (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        ) : (
          <Icon svg={plusLgIcon} className="me-2" />
        )}
        {t("apiKeysPage.request")}
      </Button>
      <p className="small text-body-secondary text-center mt-2">
        {t("apiKeysPage.count", { used: formatNumber(list.length), max: formatNumber(API_KEYS_MAX) })}
      </p>
    </>
  );
}
