import { useSuspenseQuery } from "@tanstack/react-query";
import { formatLongDate, type AccessCode } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { accessCodesQuery, useRevokeAccessCode } from "../lib/coaching";
import { ConfirmModal } from "./confirm-modal";
import { Icon } from "./icon";
import { personCheckIcon } from "./icons";

const stateText: Record<AccessCode["state"], string> = {
  unused: "Not used yet",
  expired: "Expired unused",
  active: "Coaching",
  revoked: "Revoked",
};
const scopeText: Record<AccessCode["scope"], string> = { read: "Read", coach: "Coach" };
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
  const { data } = useSuspenseQuery(accessCodesQuery());
  const revoke = useRevokeAccessCode();
  const [revoking, setRevoking] = useState<AccessCode | null>(null);
  const rows = coachesOnly ? data.filter((c) => c.state === "active") : data;
  if (rows.length === 0) {
    return (
      <p className="small text-body-secondary mb-0 py-2">
        {coachesOnly ? "No coach can read your training." : "You have made no access code yet."}
      </p>
    );
  }
  return (
    <>
      <ul className="list-group shadow-sm" aria-label={coachesOnly ? "Your coaches" : "Your access codes"}>
        {rows.map((c) => (
          <li key={c.id} className="list-group-item d-flex align-items-center gap-2 py-3">
            <Icon svg={personCheckIcon} className="fs-5 text-body-secondary flex-shrink-0" />
            <div className="flex-grow-1 min-w-0">
              <div className="fw-semibold text-break">
                {c.redeemed_by ? c.redeemed_by.username : (c.label ?? "Access code")}
                {!coachesOnly && (
                  <span className={`badge ms-2 ${stateTone[c.state]}`}>{stateText[c.state]}</span>
                )}
                {coachesOnly && (
                  <span
                    className="badge ms-2 text-bg-light border"
                    title={
                      c.scope === "coach"
                        ? "Reads your training, writes programs and notes"
                        : "Reads your training"
                    }
                  >
                    {scopeText[c.scope]}
                  </span>
                )}
              </div>
              <div className="small text-body-secondary">
                {!coachesOnly && `${c.scope === "coach" ? "Coach" : "Read only"} · `}
                {c.label && c.redeemed_by ? `${c.label} · ` : ""}
                Made {formatLongDate(c.created_at)}
                {c.redeemed_at ? ` · redeemed ${formatLongDate(c.redeemed_at)}` : ""}
                {c.state === "unused" ? ` · expires ${formatLongDate(c.expires_at)}` : ""}
              </div>
            </div>
            {(c.state === "active" || c.state === "unused") && (
              <Button variant="outline-danger" size="sm" onClick={() => setRevoking(c)}>
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmModal
        show={revoking !== null}
        title="Revoke access"
        confirmLabel="Revoke"
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
        onHide={() => {
          revoke.reset();
          setRevoking(null);
        }}
      >
        {revoking?.redeemed_by
          ? `${revoking.redeemed_by.username} stops reading your training at once.`
          : "Nobody can use this code any more."}
      </ConfirmModal>
    </>
  );
}
