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

const TREND_SCALES = {
  y: { title: { display: true, text: "Total" } },
  points: { position: "right" as const, grid: { display: false }, title: { display: true, text: "DOTS" } },
};

export const meetDate = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString(undefined, {
    day: "numeric",
    month: "short",
    year: "numeric",
  });
};

export const points = (value: number | null) => (value == null ? "–" : value.toFixed(2));

/** Totals and DOTS across the meets that have a total, oldest first. */
function MeetTrend({ meets, unit }: { meets: Meet[]; unit: WeightUnit }) {
  const theme = useChartTheme();
  const scored = meets.filter((m) => m.total_kg != null).reverse();
  if (scored.length < 2) return null;
  return (
    <section className="card card-body mb-3" aria-label="Across meets">
      <h2 className="h6 fw-bold">Across meets</h2>
      <LineChart
        label={`Total in ${unit} and DOTS across meets`}
        labels={scored.map((m) => meetDate(m.date))}
        theme={theme}
        scales={TREND_SCALES}
        datasets={[
          lineDataset(
            `Total (${unit})`,
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
  const total = meet.total_kg == null ? null : roundTo(convertWeight(meet.total_kg, "kg", unit), 1);
  return (
    <li className="list-group-item p-0">
      <Link to={paths.meet.href(meet.id)} className="d-block px-3 py-2 text-decoration-none text-body">
        <div className="d-flex justify-content-between gap-2">
          <span className="fw-semibold text-truncate">{meet.name}</span>
          <span className="small text-body-secondary flex-shrink-0">{meetDate(meet.date)}</span>
        </div>
        <div className="small text-body-secondary d-flex flex-wrap column-gap-3">
          <span>{total == null ? "No total yet" : `Total ${total} ${unit}`}</span>
          <span>DOTS {points(meet.dots)}</span>
          <span>GL {points(meet.ipf_gl)}</span>
          {meet.placement && (
            <span>
              {meet.placement.place} of {meet.placement.of} in {meet.placement.federation}
            </span>
          )}
        </div>
      </Link>
    </li>
  );
}

/** /dashboard/tools/reports/meets: every meet with its total and points, and the trend across them. */
export function MeetsPage() {
  return (
    <div className="meets-page">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
        <p className="small text-body-secondary mb-0">Totals, points and placings of your meets.</p>
        <Link to={paths.newMeet.href()} className="btn btn-primary">
          Record a meet
        </Link>
      </div>
      <Suspense fallback={<PageSpinner />}>
        <MeetList />
      </Suspense>
      <p className="small text-body-secondary">
        Competed before? Find your result in the{" "}
        <Link to={paths.openPowerlifting.href()}>OpenPowerlifting search</Link> and add it as your meet.
      </p>
    </div>
  );
}

function MeetList() {
  const { data: meets } = useSuspenseQuery(meetsQuery());
  const unit: WeightUnit = useCurrentUser()?.weight_unit ?? "kg";
  if (meets.length === 0) {
    return (
      <EmptyState icon={awardIcon}>
        No meets yet. Record your next meet to plan its attempts from your training, or a past one to see its
        points.
      </EmptyState>
    );
  }
  return (
    <>
      <MeetTrend meets={meets} unit={unit} />
      <ul className="list-group mb-3" aria-label="Meets">
        {meets.map((meet) => (
          <MeetRow key={meet.id} meet={meet} unit={unit} />
        ))}
      </ul>
    </>
  );
}
