import type { Webhook } from "@topset/shared";
import { Suspense, useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { FormAlert, errorText } from "../../components/form-alert";
import { Icon } from "../../components/icon";
import { chevronDownIcon, chevronUpIcon, pencilIcon, sendFillIcon, trash3Icon } from "../../components/icons";
import { PageSpinner } from "../../components/page-spinner";
import { showToast } from "../../lib/ui-store";
import { WebhookDeliveries } from "./webhook-deliveries";
import { eventLabel, when } from "./webhook-labels";
import { useSendTest, useUpdateWebhook } from "./webhooks.api";
import { useT } from "./i18n";

/** The badges' text colour (a Bootstrap variant, not words). */
const BADGE_TEXT = "body";

type Props = { webhook: Webhook; onEdit: () => void; onDelete: () => void };

function LastStatus({ webhook }: { webhook: Webhook }) {
  const t = useT();
  if (!webhook.last_status || !webhook.last_delivery_at) {
    return <span className="text-body-secondary">{t("webhookCard.noDeliveries")}</span>;
  }
  const ok = webhook.last_status === "succeeded";
  return (
    <>
      <Badge bg={ok ? "success" : "danger"}>{ok ? t("status.delivered") : t("status.failed")}</Badge>{" "}
      <span className="text-body-secondary">
        {t("webhookCard.lastAttempt", { when: when(webhook.last_delivery_at) })}
      </span>
    </>
  );
}

/** One webhook: where it sends, what, how the last attempt went; test, edit, pause, delete, deliveries. */
export function WebhookCard({ webhook, onEdit, onDelete }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const test = useSendTest();
  const update = useUpdateWebhook();
  const error = test.error ?? update.error;

  const sendTest = () =>
    test.mutate(webhook.id, {
      onSuccess: () => {
        showToast(t("webhookCard.testQueued"));
        setOpen(true);
      },
    });

  return (
    <li className="list-group-item py-3" aria-label={webhook.description || webhook.url}>
      <div className="d-flex align-items-start gap-2">
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          {webhook.description && <div className="fw-semibold text-break">{webhook.description}</div>}
          <code className="webhook-url text-break d-block">{webhook.url}</code>
        </div>
        <Form.Check
          type="switch"
          id={`webhook-active-${webhook.id}`}
          className="webhook-action d-flex align-items-center justify-content-end"
          aria-label={webhook.active ? t("webhookCard.pause") : t("webhookCard.resume")}
          title={webhook.active ? t("webhookCard.active") : t("webhookCard.paused")}
          checked={webhook.active}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ id: webhook.id, active: e.currentTarget.checked })}
        />
      </div>
      <div className="d-flex flex-wrap gap-1 mt-2" aria-label={t("webhookCard.events")}>
        {webhook.events.map((event) => (
          <Badge key={event} bg="secondary-subtle" text={BADGE_TEXT} className="fw-normal">
            {eventLabel(event)}
          </Badge>
        ))}
        {!webhook.active && (
          <Badge bg="warning-subtle" text={BADGE_TEXT} className="fw-normal">
            {t("webhookCard.paused")}
          </Badge>
        )}
      </div>
      <div className="small mt-2">
        <LastStatus webhook={webhook} />
      </div>
      {error && <FormAlert alert={{ variant: "danger", text: errorText(error) }} />}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button
          variant="outline-primary"
          size="sm"
          className="webhook-action"
          disabled={test.isPending}
          onClick={sendTest}
        >
          <Icon svg={sendFillIcon} className="me-1" />
          {t("webhookCard.sendTest")}
        </Button>
        <Button
          variant="outline-secondary"
          size="sm"
          className="webhook-action"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
        >
          <Icon svg={open ? chevronUpIcon : chevronDownIcon} className="me-1" />
          {t("webhookCard.deliveries")}
        </Button>
        <Button
          variant="outline-secondary"
          size="sm"
          className="webhook-action ms-auto"
          onClick={onEdit}
          aria-label={t("webhookCard.edit")}
        >
          <Icon svg={pencilIcon} />
        </Button>
        <Button
          variant="outline-danger"
          size="sm"
          className="webhook-action"
          onClick={onDelete}
          aria-label={t("webhookCard.delete")}
        >
          <Icon svg={trash3Icon} />
        </Button>
      </div>
      {open && (
        <Suspense fallback={<PageSpinner />}>
          <WebhookDeliveries webhookId={webhook.id} />
        </Suspense>
      )}
    </li>
  );
}
