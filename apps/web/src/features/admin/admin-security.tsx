import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import { Link } from "react-router";
import { errorText, FormAlert } from "../../components/form-alert";
import { paths } from "../../lib/routing/paths";
import { adminKeys, adminSecurityQuery, setAdminRequirement } from "./admin.api";
import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";

/**
 * Holds the admin screens back while the admins' two-factor requirement shuts this admin out: the
 * admin API would answer 403 to every call, so none is made, and the way to the security page shows.
 */
export function AdminFactorGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { data } = useSuspenseQuery(adminSecurityQuery());
  if (data.require_admin_2fa && !data.caller_has_second_factor) {
    return (
      <Alert variant="warning" className="admin-factor-gate" data-testid="admin-two-factor-required">
        <Alert.Heading as="h2" className="h6 fw-semibold">
          {t("security.gateTitle")}
        </Alert.Heading>
        <p className="small">{t("security.gateText")}</p>
        <Link to={paths.security.href()} className="btn btn-warning btn-sm fw-semibold">
          {t("security.setUp")}
        </Link>
      </Alert>
    );
  }
  return children;
}

/** Admin home: the switch that requires a second factor of every admin (no lock-out: 409 without one). */
export function AdminSecurityCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(adminSecurityQuery());
  const change = useMutation({
    mutationFn: setAdminRequirement,
    onSuccess: (answer) => {
      if (answer.data[0]) queryClient.setQueryData(adminKeys.security(), answer.data[0]);
    },
  });
  const canChange = data.caller_has_second_factor;
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h6 fw-semibold mb-2">{t("security.cardTitle")}</h2>
        {change.isError && <FormAlert alert={{ variant: "danger", text: errorText(change.error) }} />}
        <Form.Check
          type="switch"
          id="require-admin-2fa"
          label={t("security.requireSwitch")}
          checked={data.require_admin_2fa}
          disabled={change.isPending || !canChange}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        <p className="small text-body-secondary mt-2 mb-0">
          {canChange ? (
            t("security.whileOn")
          ) : (
            <Rich
              text={t("security.setUpFirst")}
              tags={{ link: (text) => <Link to={paths.security.href()}>{text}</Link> }}
            />
          )}
        </p>
      </Card.Body>
    </Card>
  );
}
