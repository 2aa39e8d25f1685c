import { useSuspenseQuery } from "@tanstack/react-query";
import type { AccessCode } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { accessCodesQuery, useRevokeAccessCode } from "../lib/coaching";
import { formatLongDate } from "../lib/i18n";
import { ConfirmModal } from "./confirm-modal";
import { Icon } from "./icon";
import { personCheckIcon } from "./icons";
import { useT } from "./i18n";

const stateTone: Record<AccessCode["state"], string> = {
  unused: "text-bg-info",
  expired: "text-bg-secondary",
  active: "text-bg-success",
  revoked: "text-bg-secondary",
};

/**
 * My access codes (suspends on their query), or with `coachesOnly` the coaches they gave access to,
 * each with a revoke button: revoking ends the code and the coach's access at once.
 */
export function AccessCodeList({ coachesOnly = false }: { coachesOnly?: boolean }) {
  const t = useT();
  const { data } = useSuspenseQuery(accessCodesQuery());
  const revoke = useRevokeAccessCode();
  const [revoking, setRevoking] = useState<AccessCode | null>(null);
  const rows = coachesOnly ? data.filter((c) => c.state === "active") : data;
  if (rows.length === 0) {
    return (
      <p className="small text-body-secondary mb-0 py-2">
        {coachesOnly ? t("accessCodeList.noCoach") : t("accessCodeList.noCode")}
      </p>
    );
  }
  return (
    <>
      <ul
        className="list-group shadow-sm"
        aria-label={coachesOnly ? t("accessCodeList.yourCoaches") : t("accessCodeList.yourCodes")}
      >
        {rows.map((c) => (
          <li key={c.id} className="list-group-item d-flex align-items-center gap-2 py-3">
            <Icon svg={personCheckIcon} className="fs-5 text-body-secondary flex-shrink-0" />
            <div className="flex-grow-1 min-w-0">
              <div className="fw-semibold text-break">
                {c.redeemed_by ? c.redeemed_by.username : (c.label ?? t("accessCodeList.accessCode"))}
                {!coachesOnly && (
                  <span className={`badge ms-2 ${stateTone[c.state]}`}>
                    {t(`accessCodeList.state.${c.state}`)}
                  </span>
                )}
                {coachesOnly && (
                  <span
                    className="badge ms-2 text-bg-light border"
                    title={t(`accessCodeList.scopeTitle.${c.scope}`)}
                  >
                    {t(`accessCodeList.scope.${c.scope}`)}
                  </span>
                )}
              </div>
              <div className="small text-body-secondary">
                {!coachesOnly && `${t(`accessCodeList.scopeLine.${c.scope}`)} · `}
                {c.label && c.redeemed_by ? `${c.label} · ` : ""}
                {t("accessCodeList.made", { date: formatLongDate(c.created_at) })}
                {c.redeemed_at ? t("accessCodeList.redeemed", { date: formatLongDate(c.redeemed_at) }) : ""}
                {c.state === "unused"
                  ? t("accessCodeList.expires", { date: formatLongDate(c.expires_at) })
                  : ""}
              </div>
            </div>
            {(c.state === "active" || c.state === "unused") && (
              <Button variant="outline-danger" size="sm" onClick={() => setRevoking(c)}>
                {t("accessCodeList.revoke")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmModal
        show={revoking !== null}
        title={t("accessCodeList.revokeTitle")}
        confirmLabel={t("accessCodeList.revoke")}
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
        onHide={() => {
          revoke.reset();
          setRevoking(null);
        }}
      >
        {revoking?.redeemed_by
          ? t("accessCodeList.revokeCoach", { username: revoking.redeemed_by.username })
          : t("accessCodeList.revokeCode")}
      </ConfirmModal>
    </>
  );
}
