import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import { Link } from "react-router";
import { errorText, FormAlert } from "../../components/form-alert";
import { paths } from "../../lib/routing/paths";
import { adminKeys, adminSecurityQuery, setAdminRequirement } from "./admin.api";

/**
 * Holds the admin screens back while the admins' two-factor requirement shuts this admin out: the
 * admin API would answer 403 to every call, so none is made, and the way to the security page shows.
 */
export function AdminFactorGate({ children }: { children: ReactNode }) {
  const { data } = useSuspenseQuery(adminSecurityQuery());
  if (data.require_admin_2fa && !data.caller_has_second_factor) {
    return (
      <Alert variant="warning" className="admin-factor-gate" data-testid="admin-two-factor-required">
        <Alert.Heading as="h2" className="h6 fw-semibold">
          Two-factor sign-in is required for admins
        </Alert.Heading>
        <p className="small">
          Set up an authenticator app or a passkey for your account, then come back: the admin area opens as
          soon as you have one.
        </p>
        <Link to={paths.security.href()} className="btn btn-warning btn-sm fw-semibold">
          Set up two-factor sign-in
        </Link>
      </Alert>
    );
  }
  return children;
}

/** Admin home: the switch that requires a second factor of every admin (no lock-out: 409 without one). */
export function AdminSecurityCard() {
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
        <h2 className="h6 fw-semibold mb-2">Sign-in security</h2>
        {change.isError && <FormAlert alert={{ variant: "danger", text: errorText(change.error) }} />}
        <Form.Check
          type="switch"
          id="require-admin-2fa"
          label="Require two-factor for admins"
          checked={data.require_admin_2fa}
          disabled={change.isPending || !canChange}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        <p className="small text-body-secondary mt-2 mb-0">
          {canChange ? (
            "While on, an admin without an authenticator app or passkey cannot use the admin area until they set one up."
          ) : (
            <>
              <Link to={paths.security.href()}>Set up two-factor sign-in</Link> for your own account first.
            </>
          )}
        </p>
      </Card.Body>
    </Card>
  );
}
