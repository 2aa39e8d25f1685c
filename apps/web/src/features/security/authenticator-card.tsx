import { useSuspenseQuery } from "@tanstack/react-query";
import type { TotpEnrolment } from "@topset/shared";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { Icon } from "../../components/icon";
import { arrowClockwiseIcon, checkCircleFillIcon, lockIcon } from "../../components/icons";
import { showToast } from "../../lib/ui-store";
import { PasswordModal } from "./password-modal";
import { RecoveryCodesView } from "./recovery-codes-view";
import { TotpSetup } from "./totp-setup";
import { twoFactorQuery, useRenewRecoveryCodes, useStartTotp, useTurnOffTotp } from "./two-factor.api";
import { formatDate, formatNumber, Rich } from "../../lib/i18n";
import { useT } from "./i18n";

type Asking = "start" | "off" | "codes" | null;

const dateOf = (iso: string | null) =>
  iso ? formatDate(iso, { day: "numeric", month: "short", year: "numeric" }) : "";

/** The "Authenticator app" card: set up (password → QR → code → recovery codes), new codes, turn off. */
export function AuthenticatorCard() {
  const t = useT();
  const { data: status } = useSuspenseQuery(twoFactorQuery());
  const start = useStartTotp();
  const turnOff = useTurnOffTotp();
  const renew = useRenewRecoveryCodes();
  const [asking, setAsking] = useState<Asking>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  const close = () => {
    setAsking(null);
    start.reset();
    turnOff.reset();
    renew.reset();
  };
  const submit = (password: string) => {
    if (asking === "start")
      start.mutate(password, {
        onSuccess: (created) => {
          setEnrolment(created);
          close();
        },
      });
    if (asking === "off")
      turnOff.mutate(password, {
        onSuccess: () => {
          close();
          showToast(t("authenticator.turnedOff"));
        },
      });
    if (asking === "codes")
      renew.mutate(password, {
        onSuccess: (codes) => {
          setFreshCodes(codes);
          close();
        },
      });
  };
  const running = { start, off: turnOff, codes: renew }[asking ?? "start"];
  const modal = {
    start: {
      title: t("authenticator.startTitle"),
      label: t("authenticator.continue"),
      text: t("authenticator.startText"),
    },
    off: {
      title: t("authenticator.offTitle"),
      label: t("authenticator.turnOff"),
      text: t("authenticator.offText"),
    },
    codes: {
      title: t("authenticator.codesTitle"),
      label: t("authenticator.makeCodes"),
      text: t("authenticator.codesText"),
    },
  }[asking ?? "start"];

  let body;
  if (enrolment) body = <TotpSetup enrolment={enrolment} onDone={() => setEnrolment(null)} />;
  else if (freshCodes) body = <RecoveryCodesView codes={freshCodes} onDone={() => setFreshCodes(null)} />;
  else if (status.totp_enabled)
    body = (
      <>
        <p className="mb-1 d-flex align-items-center gap-2">
          <Icon svg={checkCircleFillIcon} className="text-success" />
          <span>
            <Rich
              text={t("authenticator.onSince", { date: dateOf(status.totp_confirmed_at) })}
              tags={{ strong: (text) => <strong>{text}</strong> }}
            />
          </span>
        </p>
        <p className="small text-body-secondary" data-testid="recovery-left">
          {t("authenticator.codesLeft", { left: formatNumber(status.recovery_codes_left) })}
        </p>
        {status.recovery_codes_left <= 3 && (
          <Alert variant="warning" className="small py-2">
            {t("authenticator.runningOut")}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" className="flex-fill" onClick={() => setAsking("codes")}>
            <Icon svg={arrowClockwiseIcon} className="me-2" />
            {t("authenticator.codesTitle")}
          </Button>
          <Button variant="outline-danger" className="flex-fill" onClick={() => setAsking("off")}>
            {t("authenticator.turnOff")}
          </Button>
        </div>
      </>
    );
  else
    body = (
      <>
        <p className="small text-body-secondary">{t("authenticator.intro")}</p>
        <Button variant="primary" className="w-100 py-2 fw-semibold" onClick={() => setAsking("start")}>
          {t("authenticator.setUp")}
        </Button>
      </>
    );

  return (
    <Card className="shadow-sm border-0 mb-3">
      <Card.Body>
        <h2 className="h6 fw-semibold d-flex align-items-center gap-2 mb-3">
          <Icon svg={lockIcon} />
          {t("authenticator.title")}
        </h2>
        {body}
      </Card.Body>
      <PasswordModal
        show={asking !== null}
        title={modal.title}
        submitLabel={modal.label}
        pending={running.isPending}
        error={running.error}
        onSubmit={submit}
        onHide={close}
      >
        <p className="small">{modal.text}</p>
      </PasswordModal>
    </Card>
  );
}
