import { useMutation } from "@tanstack/react-query";
import { errorText, type FormAlertState } from "../../components/form-alert";
import { reverify } from "./auth.api";
import { Rich, translateText } from "../../lib/i18n";
import { useT } from "./i18n";

type ReverifyPromptProps = { message: string; email: string; onResult: (alert: FormAlertState) => void };

/** The login's message for an unverified account, with a 'click here' that sends a new verification link. */
export function ReverifyPrompt({ message, email, onResult }: ReverifyPromptProps) {
  const t = useT();
  const mutation = useMutation({
    mutationFn: () => reverify(email),
    onSuccess: (answer) =>
      onResult({
        variant: "success",
        text: answer.message ? translateText(answer.message) : t("reverify.sent"),
      }),
    onError: (error) => onResult({ variant: "danger", text: errorText(error) }),
  });
  return (
    <>
      {message}{" "}
      <Rich
        text={t("reverify.prompt")}
        tags={{
          button: (text) => (
            <button
              type="button"
              className="btn btn-link alert-link p-0 align-baseline"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              {mutation.isPending ? t("reverify.sending") : text}
            </button>
          ),
        }}
      />
    </>
  );
}
