import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useNavigate } from "react-router";
import { ConfirmModal } from "../../components/confirm-modal";
import { paths } from "../../lib/routing/paths";
import { showToast } from "../../lib/ui-store";
import { useStopCoaching } from "./coaching.api";
import { useT } from "./i18n";

/** "Stop coaching", confirmed: ends my access to this athlete and goes back to the roster. */
export function StopCoachingButton({ athleteId, username }: { athleteId: number; username: string }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const stop = useStopCoaching();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outline-danger" size="sm" className="text-nowrap" onClick={() => setAsking(true)}>
        {t("stopCoaching.button")}
      </Button>
      <ConfirmModal
        show={asking}
        title={t("stopCoaching.button")}
        confirmLabel={t("stopCoaching.button")}
        pending={stop.isPending}
        error={stop.error}
        onConfirm={() =>
          stop.mutate(athleteId, {
            onSuccess: () => {
              showToast(t("stopCoaching.stopped", { username }));
              void navigate(paths.coach.href());
            },
          })
        }
        onHide={() => {
          stop.reset();
          setAsking(false);
        }}
      >
        {t("stopCoaching.confirm", { username })}
      </ConfirmModal>
    </>
  );
}
