import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useNavigate } from "react-router";
import { ConfirmModal } from "../../components/confirm-modal";
import { paths } from "../../lib/routing/paths";
import { showToast } from "../../lib/ui-store";
import { useStopCoaching } from "./coaching.api";

/** "Stop coaching", confirmed: ends my access to this athlete and goes back to the roster. */
export function StopCoachingButton({ athleteId, username }: { athleteId: number; username: string }) {
  const [asking, setAsking] = useState(false);
  const stop = useStopCoaching();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outline-danger" size="sm" className="text-nowrap" onClick={() => setAsking(true)}>
        Stop coaching
      </Button>
      <ConfirmModal
        show={asking}
        title="Stop coaching"
        confirmLabel="Stop coaching"
        pending={stop.isPending}
        error={stop.error}
        onConfirm={() =>
          stop.mutate(athleteId, {
            onSuccess: () => {
              showToast(`You no longer coach ${username}.`);
              void navigate(paths.coach.href());
            },
          })
        }
        onHide={() => {
          stop.reset();
          setAsking(false);
        }}
      >
        You stop reading {username}&apos;s training at once. Programs you wrote stay in their account; they
        need to give you a new code to coach again.
      </ConfirmModal>
    </>
  );
}
