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

type Asking = "start" | "off" | "codes" | null;

const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" }) : "";

/** The "Authenticator app" card: set up (password → QR → code → recovery codes), new codes, turn off. */
export function AuthenticatorCard() {
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
          showToast("Two-factor sign-in is off.");
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
    start: { title: "Set up an authenticator app", label: "Continue", text: "Enter your password to begin." },
    off: {
      title: "Turn off two-factor sign-in",
      label: "Turn off",
      text: "Your password alone will sign you in again, and your recovery codes stop working.",
    },
    codes: {
      title: "New recovery codes",
      label: "Make new codes",
      text: "Ten new codes replace the ones you have: the old ones stop working at once.",
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
            <strong>On</strong> since {dateOf(status.totp_confirmed_at)}
          </span>
        </p>
        <p className="small text-body-secondary" data-testid="recovery-left">
          {status.recovery_codes_left} of 10 recovery codes left.
        </p>
        {status.recovery_codes_left <= 3 && (
          <Alert variant="warning" className="small py-2">
            You are running out of recovery codes: make new ones and keep them safe.
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" className="flex-fill" onClick={() => setAsking("codes")}>
            <Icon svg={arrowClockwiseIcon} className="me-2" />
            New recovery codes
          </Button>
          <Button variant="outline-danger" className="flex-fill" onClick={() => setAsking("off")}>
            Turn off
          </Button>
        </div>
      </>
    );
  else
    body = (
      <>
        <p className="small text-body-secondary">
          After your password, signing in asks for a 6-digit code from an app on your phone, so a stolen
          password alone cannot open your account.
        </p>
        <Button variant="primary" className="w-100 py-2 fw-semibold" onClick={() => setAsking("start")}>
          Set up authenticator app
        </Button>
      </>
    );

  return (
    <Card className="shadow-sm border-0 mb-3">
      <Card.Body>
        <h2 className="h6 fw-semibold d-flex align-items-center gap-2 mb-3">
          <Icon svg={lockIcon} />
          Authenticator app
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
