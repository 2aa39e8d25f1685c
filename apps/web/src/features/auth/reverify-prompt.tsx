import { useMutation } from "@tanstack/react-query";
import { errorText, type FormAlertState } from "../../components/form-alert";
import { reverify } from "./auth.api";

type ReverifyPromptProps = { message: string; email: string; onResult: (alert: FormAlertState) => void };

/** The login's message for an unverified account, with a 'click here' that sends a new verification link. */
export function ReverifyPrompt({ message, email, onResult }: ReverifyPromptProps) {
  const mutation = useMutation({
    mutationFn: () => reverify(email),
    onSuccess: (answer) =>
      onResult({
        variant: "success",
        text: answer.message || "We have sent a new re-verification link to your email!",
      }),
    onError: (error) => onResult({ variant: "danger", text: errorText(error) }),
  });
  return (
    <>
      {message}{" "}
      <button
        type="button"
        className="btn btn-link alert-link p-0 align-baseline"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? "Sending..." : "Click here"}
      </button>{" "}
      to get a new verification email.
    </>
  );
}
