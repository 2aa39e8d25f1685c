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

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : "never");
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
  const remove = useRemoveOidcIdentity();
  if (!provider?.enabled && identities.length === 0) return null;
  const name = provider?.enabled ? provider.name : "the provider";

  return (
    <Card className="shadow-sm border-0 mb-3 oidc-identities-panel">
      <Card.Body>
        <h2 className="h6 fw-semibold d-flex align-items-center gap-2 mb-3">
          <Icon svg={shieldLockIcon} />
          Single sign-on
        </h2>
        <p className="small text-body-secondary">
          {identities.length > 0
            ? `You can sign in with ${name}. Removing a link forgets it; signing in with ${name} again links it again when ${name} vouches for this account's e-mail address.`
            : `Use "Continue with ${name}" on the login page to link your account.`}
        </p>
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
  return (
    <li className="list-group-item px-0 py-3 d-flex align-items-center gap-3">
      <div className="flex-grow-1 min-w-0">
        <div className="fw-semibold text-truncate">{link.email ?? hostOf(link.issuer)}</div>
        <div className="small text-body-secondary text-truncate">{hostOf(link.issuer)}</div>
        <div className="small text-body-secondary">
          Linked {formatDate(link.created_at)} · last sign-in {formatDate(link.last_login_at)}
        </div>
      </div>
      <Button variant="outline-danger" size="sm" disabled={busy} onClick={onRemove}>
        Remove
      </Button>
    </li>
  );
}
