import { useSuspenseQuery } from "@tanstack/react-query";
import { ssoErrorText } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../components/form-alert";
import { Icon } from "../../components/icon";
import { shieldLockIcon } from "../../components/icons";
import { paths } from "../../lib/routing/paths";
import { oidcSettingsQuery, oidcStartHref } from "./oidc.api";
import { Rich, translateText } from "../../lib/i18n";
import { useT } from "./i18n";

/** The site's single sign-on settings, for the pages that place the password forms around the button. */
export const useOidcSettings = () => useSuspenseQuery(oidcSettingsQuery).data;

type OidcSignInProps = {
  /** The signup page: the first sign-in creates the account, so the words say so. */
  signup?: boolean;
  /** Where to land after signing in (a path on this site). */
  returnTo?: string | null;
};

/**
 * "Continue with <provider>" (decision 049): a plain link to the server, which sends the browser to the
 * provider and back. A failed sign-in comes back as /login?sso_error=<code>, explained here. With
 * passwords turned off (OIDC_ONLY) this is the whole page, with its own "Remember me".
 */
export function OidcSignIn({ signup = false, returnTo }: OidcSignInProps) {
  const t = useT();
  const settings = useOidcSettings();
  const [params, setParams] = useSearchParams();
  const [remember, setRemember] = useState(false);
  const failure = params.get("sso_error");
  const dismiss = () =>
    setParams(
      (current) => {
        current.delete("sso_error");
        return current;
      },
      { replace: true },
    );

  return (
    <div className="oidc-sign-in">
      {failure && (
        <FormAlert
          alert={{ variant: "danger", text: translateText(ssoErrorText(failure)) }}
          onClose={dismiss}
        />
      )}
      {settings.enabled && (
        <>
          <Button
            href={oidcStartHref({ remember, returnTo })}
            variant={settings.only ? "primary" : "outline-primary"}
            className="w-100 py-2 fw-semibold d-flex align-items-center justify-content-center gap-2"
          >
            <Icon svg={shieldLockIcon} className="flex-shrink-0" />
            <span className="text-break">{t("oidc.continueWith", { name: settings.name })}</span>
          </Button>
          {signup && (
            // The signup form's agree box, for the account the first sign-in creates.
            <p className="small text-body-secondary text-center mt-2 mb-0">
              <Rich
                text={t("oidc.agree")}
                tags={{
                  terms: (text) => <Link to={paths.terms.href()}>{text}</Link>,
                  privacy: (text) => <Link to={paths.privacy.href()}>{text}</Link>,
                }}
              />
            </p>
          )}
          {settings.only ? (
            <>
              <Form.Check
                className="mt-3"
                id="oidc-remember"
                label={t("oidc.remember")}
                checked={remember}
                onChange={(event) => setRemember(event.currentTarget.checked)}
              />
              <p className="small text-body-secondary mt-3 mb-0">
                {signup ? t("oidc.createdOnFirst") : t("oidc.noPasswords", { name: settings.name })}
              </p>
            </>
          ) : (
            <div className="oidc-divider d-flex align-items-center gap-2 my-4 small text-body-secondary">
              <hr className="flex-grow-1 m-0" />
              <span>{signup ? t("oidc.orSignUp") : t("oidc.orLogIn")}</span>
              <hr className="flex-grow-1 m-0" />
            </div>
          )}
        </>
      )}
    </div>
  );
}
