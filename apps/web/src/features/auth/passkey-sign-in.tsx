import { useMutation } from "@tanstack/react-query";
import type { CurrentUser } from "@topset/shared";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { errorText, FormAlert } from "../../components/form-alert";
import { Icon } from "../../components/icon";
import { keyIcon } from "../../components/icons";
import { passkeysSupported } from "../../lib/passkey-ceremony";
import { signInWithPasskey } from "./passkey-sign-in.api";
import { useT } from "./i18n";

type PasskeySignInButtonProps = {
  /** The step token of a password login that asked for a second factor; absent: the passkey alone. */
  mfaToken?: string;
  /** "Remember me" for a passkey-alone sign-in (a second factor keeps the password login's choice). */
  remember?: boolean;
  /** Signed in: finish exactly as a password login does. */
  onSignedIn: (user: CurrentUser, appVersion: string | null) => void;
  /** Disabled while the form around it is busy. */
  disabled?: boolean;
};

/**
 * "Sign in with a passkey" (decision 048): the device's prompt, then the session. Hidden where the
 * browser has no WebAuthn. Cancelling the prompt says so and leaves everything as it was.
 */
export function PasskeySignInButton({ mfaToken, remember, onSignedIn, disabled }: PasskeySignInButtonProps) {
  const t = useT();
  const mutation = useMutation({
    mutationFn: () => signInWithPasskey({ mfaToken, remember }),
    onSuccess: ({ user, appVersion }) => onSignedIn(user, appVersion),
  });
  if (!passkeysSupported()) return null;
  return (
    <div className="passkey-sign-in mt-3">
      {mutation.isError && (
        <FormAlert
          alert={{ variant: "danger", text: errorText(mutation.error) }}
          onClose={() => mutation.reset()}
        />
      )}
      <Button
        variant="outline-secondary"
        className="w-100 py-2 fw-semibold"
        disabled={disabled || mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        ) : (
          <Icon svg={keyIcon} className="me-2" />
        )}
        {mfaToken ? t("passkey.use") : t("passkey.signIn")}
      </Button>
    </div>
  );
}
