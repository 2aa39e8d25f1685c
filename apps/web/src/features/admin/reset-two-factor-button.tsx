import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { errorText, type FormAlertState } from "../../components/form-alert";
import { resetTwoFactor } from "./admin.api";
import { translateText } from "../../lib/i18n";
import { useT } from "./i18n";

type Props = { userId: number; disabled: boolean; onResult: (alert: FormAlertState) => void };

/**
 * The way back in for a member who lost their phone and their recovery codes: their authenticator,
 * codes and passkeys go (the member is mailed). Asks once more before it acts.
 */
export function ResetTwoFactorButton({ userId, disabled, onResult }: Props) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: () => resetTwoFactor(userId),
    onSuccess: (answer) => onResult({ variant: "success", text: translateText(answer.message) }),
    onError: (error) => onResult({ variant: "danger", text: errorText(error) }),
    onSettled: () => setAsking(false),
  });
  if (!asking) {
    return (
      <Button variant="outline-warning" size="sm" onClick={() => setAsking(true)} disabled={disabled}>
        {t("resetTwoFactor.button")}
      </Button>
    );
  }
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small">
      <span>{t("resetTwoFactor.question")}</span>
      <Button variant="warning" size="sm" onClick={() => reset.mutate()} disabled={reset.isPending}>
        {reset.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t("resetTwoFactor.reset")}
      </Button>
      <Button variant="link" size="sm" onClick={() => setAsking(false)} disabled={reset.isPending}>
        {t("resetTwoFactor.cancel")}
      </Button>
    </div>
  );
}
