import { useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense, useMemo } from "react";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { recentRecoveryQuery } from "./profile-stats.api";
import { recoverySeries } from "./profile-stats-view";
import { StatCard } from "./stat-card";
import { CHART_HEIGHT } from "../../components/chart-theme";
import { moonStarsIcon } from "../../components/icons";
import { useT } from "./i18n";

// chart.js is the heaviest dependency: it loads only when there is something to draw.
const RecoveryChart = lazy(() => import("./recovery-chart").then((m) => ({ default: m.RecoveryChart })));

/** Sleep, stress and session RPE of the newest recovery entries (the recovery tracker's own list). */
export function RecoveryCard({ userId }: { userId: number }) {
  const t = useT();
  const { data: rows } = useSuspenseQuery(recentRecoveryQuery(userId));
  const series = useMemo(() => recoverySeries(rows), [rows]);
  const aside = (
    <Link to={paths.recoveryTracker.href()} className="small text-nowrap">
      {t("recovery.tracker")}
    </Link>
  );
  return (
    <StatCard title={t("recovery.title")} icon={moonStarsIcon} aside={aside} rows={rows}>
      {() => (
        <div className="card-body p-2">
          <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
            <RecoveryChart series={series} />
          </Suspense>
        </div>
      )}
    </StatCard>
  );
}
