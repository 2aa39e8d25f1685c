import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { WebhookDelivery } from "@topset/shared";
import { useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import { FormAlert, errorText } from "../../components/form-alert";
import { Icon } from "../../components/icon";
import { arrowRepeatIcon } from "../../components/icons";
import { RefreshButton } from "../../components/refresh-button";
import { eventLabel, statusBadge, when } from "./webhook-labels";
import { deliveriesQuery, useRetryDelivery, webhookKeys } from "./webhooks.api";
import { formatNumber } from "../../lib/i18n";
import { t as translate, useT } from "./i18n";

/** The outcome in words: the answer's status or the error, the attempts, and when the next one runs. */
function outcome(d: WebhookDelivery): string {
  const parts: string[] = [];
  if (d.error) parts.push(d.error);
  else if (d.response_status) parts.push(`HTTP ${d.response_status}`);
  if (d.attempts > 1) parts.push(translate("deliveries.attempts", { count: d.attempts }));
  if (d.status === "pending" && d.next_attempt_at && d.attempts > 0) {
    parts.push(translate("deliveries.nextTry", { when: when(d.next_attempt_at) }));
  }
  return parts.join(" · ");
}

/** One webhook's deliveries, newest first, a page at a time; a finished one can be sent again. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const { data, isFetching, refetch } = useSuspenseQuery(deliveriesQuery(webhookId, page));
  const retry = useRetryDelivery(webhookId);
  const refresh = () => {
    void refetch();
    // The webhook's last status changes with its deliveries.
    void client.invalidateQueries({ queryKey: webhookKeys.list() });
  };

  return (
    <div className="mt-2">
      <div className="d-flex align-items-center justify-content-between mb-2">
        <span className="small fw-semibold">{t("deliveries.title")}</span>
        <RefreshButton size="sm" refreshing={isFetching} onClick={refresh} label={t("deliveries.refresh")} />
      </div>
      {retry.isError && <FormAlert alert={{ variant: "danger", text: errorText(retry.error) }} />}
      {data.deliveries.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t("deliveries.none")}</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label={t("deliveries.title")}>
          {data.deliveries.map((d) => (
            <li key={d.id} className="d-flex align-items-center gap-2 py-2 border-top">
              <div className="flex-grow-1 small" style={{ minWidth: 0 }}>
                <div className="d-flex align-items-center gap-2 flex-wrap">
                  <Badge bg={statusBadge(d.status).bg}>{statusBadge(d.status).text}</Badge>
                  <span className="fw-semibold">{eventLabel(d.event)}</span>
                  <span className="text-body-secondary">{when(d.created_at)}</span>
                </div>
                {outcome(d) && <div className="text-body-secondary text-break mt-1">{outcome(d)}</div>}
              </div>
              {d.status !== "pending" && (
                <Button
                  variant="outline-secondary"
                  size="sm"
                  className="webhook-action"
                  disabled={retry.isPending}
                  onClick={() => retry.mutate(d.id)}
                  aria-label={t("deliveries.sendAgainLabel", { id: d.id })}
                  title={t("deliveries.sendAgain")}
                >
                  <Icon svg={arrowRepeatIcon} />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data.lastPage > 1 && (
        <div className="d-flex justify-content-between align-items-center mt-2">
          <Button variant="link" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("deliveries.newer")}
          </Button>
          <span className="small text-body-secondary">
            {t("deliveries.page", { page: formatNumber(page), pages: formatNumber(data.lastPage) })}
          </span>
          <Button variant="link" size="sm" disabled={page >= data.lastPage} onClick={() => setPage(page + 1)}>
            {t("deliveries.older")}
          </Button>
        </div>
      )}
    </div>
  );
}
