import { useSuspenseQuery } from "@tanstack/react-query";
import type { OidcIdentity } from "@topset/shared";
import { Suspense } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { errorText, FormAlert } from "../../components/form-alert";
import { Icon } from "../../components/icon";
import { shieldLockIcon } from "../../components/icons";
import { PageSpinner } from "../../components/page-spinner";
import { oidcIdentitiesQuery, useRemoveOidcIdentity } from "./oidc-identities.api";
import { formatDate as formatDateIn } from "../../lib/i18n";
import { t as translate, useT } from "./i18n";

const formatDate = (iso: string | null) =>
  iso ? formatDateIn(iso, { year: "numeric", month: "numeric", day: "numeric" }) : translate("oidc.never");
const hostOf = (issuer: string) => {
  try {
    return new URL(issuer).host;
  } catch {
    return issuer;
  }
};

/**
 * The "Single sign-on" card of the security page (decision 049): the provider accounts linked to this
 * one, each removable. Nothing shows on a site without single sign-on and no old links.
 */
export function OidcIdentitiesPanel() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OidcIdentitiesCard />
    </Suspense>
  );
}

function OidcIdentitiesCard() {
  const { identities, provider } = useSuspenseQuery(oidcIdentitiesQuery()).data;
  const t = useT();
  const remove = useRemoveOidcIdentity();
  if (!provider?.enabled && identities.length === 0) return null;
  const name = provider?.enabled ? provider.name : null;
  const intro =
    identities.length === 0
      ? t("oidc.notLinked", { name })
      : name === null
        ? t("oidc.linkedUnnamed")
        : t("oidc.linked", { name });

  return (
    <Card className="shadow-sm border-0 mb-3 oidc-identities-panel">
      <Card.Body>
        <h2 className="h6 fw-semibold d-flex align-items-center gap-2 mb-3">
          <Icon svg={shieldLockIcon} />
          {t("oidc.title")}
        </h2>
        <p className="small text-body-secondary">{intro}</p>
        {remove.isError && (
          <FormAlert
            alert={{ variant: "danger", text: errorText(remove.error) }}
            onClose={() => remove.reset()}
          />
        )}
        {identities.length > 0 && (
          <ul className="list-group list-group-flush">
            {identities.map((link) => (
              <IdentityRow
                key={link.id}
                link={link}
                busy={remove.isPending && remove.variables === link.id}
                onRemove={() => remove.mutate(link.id)}
              />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}

function IdentityRow({ link, busy, onRemove }: { link: OidcIdentity; busy: boolean; onRemove: () => void }) {
  const t = useT();
  return (
    <li className="list-group-item px-0 py-3 d-flex align-items-center gap-3">
      <div className="flex-grow-1 min-w-0">
        <div className="fw-semibold text-truncate">{link.email ?? hostOf(link.issuer)}</div>
        <div className="small text-body-secondary text-truncate">{hostOf(link.issuer)}</div>
        <div className="small text-body-secondary">
          {t("oidc.dates", {
            linked: formatDate(link.created_at),
            lastLogin: formatDate(link.last_login_at),
          })}
        </div>
      </div>
      <Button variant="outline-danger" size="sm" disabled={busy} onClick={onRemove}>
        {t("oidc.remove")}
      </Button>
    </li>
  );
}
