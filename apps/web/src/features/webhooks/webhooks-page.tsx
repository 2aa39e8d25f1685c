import { useSuspenseQuery } from "@tanstack/react-query";
import { WEBHOOKS_MAX, type Webhook } from "@topset/shared";
import { Suspense, useState } from "react";
import Button from "react-bootstrap/Button";
import { ConfirmModal } from "../../components/confirm-modal";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../components/icon";
import { broadcastIcon, plusLgIcon } from "../../components/icons";
import { PageSpinner } from "../../components/page-spinner";
import { NewSecret } from "./new-secret";
import { WebhookCard } from "./webhook-card";
import { WebhookFormModal } from "./webhook-form-modal";
import { WebhookVerifyHelp } from "./webhook-verify-help";
import { useDeleteWebhook, webhooksQuery } from "./webhooks.api";
import "./webhooks.css";
import { formatNumber } from "../../lib/i18n";
import { useT } from "./i18n";

/**
 * /dashboard/settings/data/webhooks: up to ten URLs that receive this account's training events,
 * signed. The explanation shows at once; only the list waits for its query.
 */
export function WebhooksPage() {
  // null: closed; "new": adding; a webhook: editing it.
  const t = useT();
  const [form, setForm] = useState<Webhook | "new" | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const remove = useDeleteWebhook();

  return (
    <div className="webhooks-page">
      <p className="text-body-secondary">{t("webhooksPage.intro")}</p>
      {secret && <NewSecret secret={secret} onDone={() => setSecret(null)} />}
      <Suspense fallback={<PageSpinner />}>
        <WebhookList onAdd={() => setForm("new")} onEdit={setForm} onDelete={setDeleting} />
      </Suspense>
      <WebhookVerifyHelp />

      <WebhookFormModal
        show={form !== null}
        webhook={form === "new" ? null : form}
        onHide={() => setForm(null)}
        onCreated={setSecret}
      />
      <ConfirmModal
        show={deleting !== null}
        title={t("webhooksPage.deleteTitle")}
        confirmLabel={t("webhooksPage.delete")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onHide={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        <p className="mb-1">{t("webhooksPage.deleteText")}</p>
        {deleting && <code className="text-break">{deleting.url}</code>}
      </ConfirmModal>
    </div>
  );
}

type ListProps = {
  onAdd: () => void;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
};

/** The webhooks (suspends on their query) and the add button, off at the ceiling. */
function WebhookList({ onAdd, onEdit, onDelete }: ListProps) {
  const t = useT();
  const { data: list } = useSuspenseQuery(webhooksQuery());
  const atMax = list.length >= WEBHOOKS_MAX;
  return (
    <>
      {list.length === 0 ? (
        <EmptyState icon={broadcastIcon}>{t("webhooksPage.empty")}</EmptyState>
      ) : (
        <ul className="list-group webhooks-list shadow-sm mb-3" aria-label={t("webhooksPage.list")}>
          {list.map((webhook) => (
            <WebhookCard
              key={webhook.id}
              webhook={webhook}
              onEdit={() => onEdit(webhook)}
              onDelete={() => onDelete(webhook)}
            />
          ))}
        </ul>
      )}
      <Button variant="primary" className="w-100 py-2 fw-semibold" disabled={atMax} onClick={onAdd}>
        <Icon svg={plusLgIcon} className="me-2" />
        {t("webhooksPage.add")}
      </Button>
      <p className="small text-body-secondary text-center mt-2">
        {t("webhooksPage.count", { used: formatNumber(list.length), max: formatNumber(WEBHOOKS_MAX) })}
      </p>
    </>
  );
}
