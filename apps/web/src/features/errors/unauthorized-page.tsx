import { useNavigate, useSearchParams } from "react-router";
import { StatusScreen } from "../../components/status-screen";

/** 'Go back' returns to ?back=..., or three steps back in history when it is missing or 'null'. */
export function UnauthorizedPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = params.get("back");
  const goBack = () => {
    if (back && back !== "null" && back.startsWith("/") && !back.startsWith("//")) void navigate(back);
    else void navigate(-3);
  };
  return (
    <StatusScreen
      icon="bi-shield-lock"
      title="You do not have proper permission to view this page."
      tone="text-warning"
    >
      <button type="button" className="btn btn-primary mt-2" onClick={goBack}>
        <i className="bi bi-arrow-left me-1" aria-hidden="true" /> Go back
      </button>
    </StatusScreen>
  );
}
