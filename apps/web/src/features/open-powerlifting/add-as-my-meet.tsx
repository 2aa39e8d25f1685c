import { useNavigate } from "react-router";
import { paths } from "../../lib/routing/paths";
import { errorText } from "../../components/form-alert";
import { showToast } from "../../lib/ui-store";
import { useMeetFromOpenPowerlifting } from "./open-powerlifting.api";
import { useT } from "./i18n";

/** On an OpenPowerlifting result: "this was me", recorded as the member's meet with its points. */
export function AddAsMyMeet({ resultId, name }: { resultId: number; name: string }) {
  const t = useT();
  const navigate = useNavigate();
  const add = useMeetFromOpenPowerlifting();
  return (
    <button
      type="button"
      className="btn btn-link btn-sm p-0 mt-1 d-block"
      disabled={add.isPending}
      aria-label={t("addAsMyMeet.ariaLabel", { name })}
      onClick={() =>
        add.mutate(resultId, {
          onSuccess: (meet) => navigate(paths.meet.href(meet.id)),
          onError: (error) => showToast(errorText(error)),
        })
      }
    >
      {t("addAsMyMeet.label")}
    </button>
  );
}
