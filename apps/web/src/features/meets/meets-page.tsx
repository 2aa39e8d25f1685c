import { useSuspenseQuery } from "@tanstack/react-query";
import { convertWeight, roundTo, type Meet, type WeightUnit } from "@topset/shared";
import { Suspense } from "react";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { useChartTheme } from "../../components/chart-theme";
import { EmptyState } from "../../components/empty-state";
import { awardIcon } from "../../components/icons";
import { LineChart, lineDataset } from "../../components/line-chart";
import { PageSpinner } from "../../components/page-spinner";
import { useCurrentUser } from "../../lib/auth-store";
import { meetsQuery } from "./meets.api";
import "./meets.css";
import { formatDate, formatNumber, Rich } from "../../lib/i18n";
import { t as translate, useT, weightText } from "./i18n";

const trendScales = () => ({
  y: { title: { display: true, text: translate("meetsPage.totalAxis") } },
  points: { position: "right" as const, grid: { display: false }, title: { display: true, text: "DOTS" } },
});

export const meetDate = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return formatDate(new Date(y!, m! - 1, d!), { day: "numeric", month: "short", year: "numeric" });
};

export const points = (value: number | null) =>
  value == null ? "–" : formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Totals and DOTS across the meets that have a total, oldest first. */
function MeetTrend({ meets, unit }: { meets: Meet[]; unit: WeightUnit }) {
  const t = useT();
  const theme = useChartTheme();
  const scored = meets.filter((m) => m.total_kg != null).reverse();
  if (scored.length < 2) return null;
  return (
    <section className="card card-body mb-3" aria-label={t("meetsPage.acrossMeets")}>
      <h2 className="h6 fw-bold">{t("meetsPage.acrossMeets")}</h2>
      <LineChart
        label={t("meetsPage.chartLabel", { unit })}
        labels={scored.map((m) => meetDate(m.date))}
        theme={theme}
        scales={trendScales()}
        datasets={[
          lineDataset(
            t("meetsPage.totalDataset", { unit }),
            scored.map((m) => roundTo(convertWeight(m.total_kg!, "kg", unit), 1)),
            theme.primary,
            {
              yAxisID: "y",
            },
          ),
          lineDataset(
            "DOTS",
            scored.map((m) => m.dots),
            theme.secondary,
            { yAxisID: "points" },
          ),
        ]}
      />
    </section>
  );
}

function MeetRow({ meet, unit }: { meet: Meet; unit: WeightUnit }) {
  const t = useT();
  const total = meet.total_kg == null ? null : roundTo(convertWeight(meet.total_kg, "kg", unit), 1);
  return (
    <li className="list-group-item p-0">
      <Link to={paths.meet.href(meet.id)} className="d-block px-3 py-2 text-decoration-none text-body">
        <div className="d-flex justify-content-between gap-2">
          <span className="fw-semibold text-truncate">{meet.name}</span>
          <span className="small text-body-secondary flex-shrink-0">{meetDate(meet.date)}</span>
        </div>
        <div className="small text-body-secondary d-flex flex-wrap column-gap-3">
          <span>
            {total == null
              ? t("meetsPage.noTotal")
              : t("meetsPage.total", { total: weightText(total), unit })}
          </span>
          <span>DOTS {points(meet.dots)}</span>
          <span>GL {points(meet.ipf_gl)}</span>
          {meet.placement && (
            <span>
              {t("meetsPage.placement", {
                place: meet.placement.place,
                of: meet.placement.of,
                federation: meet.placement.federation,
              })}
            </span>
          )}
        </div>
      </Link>
    </li>
  );
}

/** /dashboard/tools/reports/meets: every meet with its total and points, and the trend across them. */
export function MeetsPage() {
  const t = useT();
  return (
    <div className="meets-page">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
        <p className="small text-body-secondary mb-0">{t("meetsPage.intro")}</p>
        <Link to={paths.newMeet.href()} className="btn btn-primary">
          {t("meetsPage.recordMeet")}
        </Link>
      </div>
      <Suspense fallback={<PageSpinner />}>
        <MeetList />
      </Suspense>
      <p className="small text-body-secondary">
        <Rich
          text={t("meetsPage.openPowerlifting")}
          tags={{ link: (text) => <Link to={paths.openPowerlifting.href()}>{text}</Link> }}
        />
      </p>
    </div>
  );
}

function MeetList() {
  const t = useT();
  const { data: meets } = useSuspenseQuery(meetsQuery());
  const unit: WeightUnit = useCurrentUser()?.weight_unit ?? "kg";
  if (meets.length === 0) {
    return <EmptyState icon={awardIcon}>{t("meetsPage.empty")}</EmptyState>;
  }
  return (
    <>
      <MeetTrend meets={meets} unit={unit} />
      <ul className="list-group mb-3" aria-label={t("meetsPage.meets")}>
        {meets.map((meet) => (
          <MeetRow key={meet.id} meet={meet} unit={unit} />
        ))}
      </ul>
    </>
  );
}
