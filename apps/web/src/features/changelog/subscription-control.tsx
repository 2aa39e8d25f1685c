import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { ConfirmModal } from "../../components/confirm-modal";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
import { useCurrentUser } from "../../lib/auth-store";
import { subscriptionQuery, useSubscriptionMutation } from "./changelog.api";
import { Icon } from "../../components/icon";
import { envelopePaperIcon } from "../../components/icons";
import { translateText } from "../../lib/i18n";
import { useT } from "./i18n";

/** The changelog e-mail: subscribing confirms the address in a modal; unsubscribing is immediate. */
export function SubscriptionControl() {
  const t = useT();
  const user = useCurrentUser();
  const email = user?.email ?? "";
  const { data: subscribed } = useSuspenseQuery(subscriptionQuery(email));
  const mutation = useSubscriptionMutation({ id: user?.id ?? 0, email });
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<FormAlertState>(null);

  const run = (subscribe: boolean) =>
    mutation.mutate(subscribe, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        setAlert({ variant: "success", text: translateText(message) });
      },
      onError: (error) => {
        if (!subscribe) setAlert({ variant: "danger", text: errorText(error) });
      },
    });

  return (
    <div className="changelog-subscription rounded-3 shadow-sm p-3 mb-3">
      <div className="d-flex align-items-center gap-3">
        <Icon svg={envelopePaperIcon} className="fs-4 text-warning" />
        <div className="flex-grow-1 small">
          <div className="fw-semibold">{t("subscription.title")}</div>
          <div className="text-body-secondary">
            {subscribed ? t("subscription.subscribed") : t("subscription.notSubscribed")}
          </div>
        </div>
        {subscribed ? (
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={mutation.isPending}
            onClick={() => run(false)}
          >
            {t("subscription.unsubscribe")}
          </Button>
        ) : (
          <Button variant="primary" size="sm" onClick={() => setConfirming(true)}>
            {t("subscription.subscribe")}
          </Button>
        )}
      </div>
      {alert && (
        <div className="mt-3">
          <FormAlert alert={alert} onClose={() => setAlert(null)} />
        </div>
      )}
      <ConfirmModal
        show={confirming}
        title={t("subscription.confirmTitle")}
        confirmLabel={t("subscription.subscribe")}
        variant="primary"
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={() => run(true)}
        onHide={() => {
          mutation.reset();
          setConfirming(false);
        }}
      >
        <p className="mb-1">{t("subscription.confirmText")}</p>
        <p className="fw-semibold text-break mb-0">{email}</p>
      </ConfirmModal>
    </div>
  );
}
