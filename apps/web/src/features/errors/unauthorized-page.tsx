import { useNavigate, useSearchParams } from "react-router";
import { StatusScreen } from "../../components/status-screen";
import { Icon } from "../../components/icon";
import { arrowLeftIcon, shieldLockIcon } from "../../components/icons";
import { useT } from "./i18n";

/** 'Go back' returns to ?back=..., or three steps back in history when it is missing or 'null'. */
export function UnauthorizedPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = params.get("back");
  const goBack = () => {
    if (back && back !== "null" && back.startsWith("/") && !back.startsWith("//")) void navigate(back);
    else void navigate(-3);
  };
  return (
    <StatusScreen icon={shieldLockIcon} title={t("unauthorizedPage.title")} tone="text-warning">
      <button type="button" className="btn btn-primary mt-2" onClick={goBack}>
        <Icon svg={arrowLeftIcon} className="me-1" /> {t("unauthorizedPage.goBack")}
      </button>
    </StatusScreen>
  );
}
