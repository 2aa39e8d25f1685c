import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router";
import Spinner from "react-bootstrap/Spinner";
import { FormAlert, errorText, type FormAlertState } from "../../components/form-alert";
import { useCurrentUser } from "../../lib/auth-store";
import { useTimeout } from "../../lib/use-timeout";
import { SettingsRow } from "../../components/settings-list";
import { arrowRepeatIcon, databaseXIcon, trash3Icon } from "../../components/icons";
import type { IconSvg } from "../../components/icon";
import { translateText } from "../../lib/i18n";
import { paths } from "../../lib/routing/paths";
import { adminPowersQuery, clearAllCache, clearMyCache, refreshIndexes } from "./settings.api";
import { useT } from "./i18n";

// The cache-clear alert vanishes after 5 seconds.
const ALERT_MS = 5_000;

type Action = "mine" | "all" | "indexes";

const calls: Record<Action, (userId: number) => Promise<{ message: string }>> = {
  mine: clearMyCache,
  all: clearAllCache,
  indexes: refreshIndexes,
};

/**
 * Settings > App maintenance: clear my cache (server read caches and this device's query cache) for
 * everyone; clear all cache and refresh indexes for admins. The result shows in a short-lived alert.
 */
export function MaintenanceActions({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<FormAlertState>(null);
  useTimeout(() => setAlert(null), ALERT_MS, alert);
  const mutation = useMutation({
    mutationFn: (action: Action) => calls[action](user?.id ?? 0),
    onSuccess: (answer, action) => {
      // Whatever this device kept is refetched on the next screen.
      if (action !== "indexes") queryClient.clear();
      setAlert({ variant: "success", text: translateText(answer.message) });
    },
    onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
  });

  const row = (action: Action, icon: IconSvg, label: string) => (
    <SettingsRow
      icon={icon}
      label={label}
      onClick={mutation.isPending ? undefined : () => mutation.mutate(action)}
      end={
        mutation.isPending && mutation.variables === action ? (
          <Spinner animation="border" size="sm" role="status" aria-label={t("maintenance.working")} />
        ) : null
      }
    />
  );

  const clearMine = row("mine", trash3Icon, t("maintenance.clearCache"));
  const clearAll = row("all", databaseXIcon, t("maintenance.clearAllCache"));
  const refresh = row("indexes", arrowRepeatIcon, t("maintenance.refreshIndexes"));

  return (
    <>
      {clearMine}
      {isAdmin && (
        <Suspense fallback={null}>
          <AdminRows>
            {clearAll}
            {refresh}
          </AdminRows>
        </Suspense>
      )}
      {alert && (
        <li className="list-group-item pb-0">
          <FormAlert alert={alert} onClose={() => setAlert(null)} />
        </li>
      )}
    </>
  );
}

/** The admin rows, or, for an admin the two-factor requirement shuts out, the way to lift it. */
function AdminRows({ children }: { children: ReactNode }) {
  const t = useT();
  const { data: allowed } = useSuspenseQuery(adminPowersQuery());
  if (allowed) return children;
  return (
    <li className="list-group-item small text-body-secondary" data-testid="admin-powers-shut-out">
      {t("maintenance.shutOut")} <Link to={paths.security.href()}>{t("maintenance.setUpFactor")}</Link>
    </li>
  );
}
