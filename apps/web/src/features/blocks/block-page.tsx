import { useSuspenseQuery } from "@tanstack/react-query";
import { blockDurationText, displayWeight, sessionDurationText } from "@topset/shared";
import { formatMonthDay, formatShortDate, formatTime } from "../../lib/i18n";
import { blockLengthText, spanText, useT } from "./i18n";
import { useParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { PageTitle } from "../../components/page-title";
import { UnauthorizedRedirect } from "../../components/unauthorized-redirect";
import { useWeightUnit } from "../../lib/settings-store";
import { messages } from "../../lib/messages";
import { blockQuery } from "./blocks.api";
import { groupByWeek, weeklyVolumeSeries } from "./block-view";
import { BlockPrograms } from "./block-programs";
import { BlockSessions } from "./block-sessions";
import { BestE1rmTable } from "./best-e1rm-table";
import { WeeklyVolumeChart } from "./weekly-volume-chart";
import "./block.css";
import { calendarRangeIcon } from "../../components/icons";

/** /dashboard/blocks/:block_id: the block's sessions week by week, its best e1RM per lift, weekly volume. */
export function BlockPage() {
  const t = useT();
  const id = Number(useParams().block_id);
  const unit = useWeightUnit();
  const { data: block } = useSuspenseQuery(blockQuery(id));
  if (!block) return <UnauthorizedRedirect fallback={paths.blocks.href()} />;

  const weeks = groupByWeek(block.start_date, block.sessions);
  const volume = weeklyVolumeSeries(block.start_date, block.weekly_volume, unit);

  return (
    <>
      <PageTitle
        icon={calendarRangeIcon}
        title={block.name}
        subtitle={
          <>
            {formatShortDate(block.start_date)} – {formatShortDate(block.end_date)} ·{" "}
            {blockLengthText(blockDurationText(block.start_date, block.end_date))}
          </>
        }
      />
      {block.description && <p className="text-body-secondary mb-3 text-break">{block.description}</p>}

      <BlockPrograms blockId={block.id} />

      <section className="mb-4" aria-labelledby="block-sessions-title">
        <h2 id="block-sessions-title" className="block-section-title">
          {t("blockPage.sessions")}{" "}
          <span className="badge rounded-pill text-bg-secondary ms-1">{block.sessions.length}</span>
        </h2>
        {weeks.length === 0 ? (
          <p className="text-body-secondary small px-1">{t("blockPage.noSessions")}</p>
        ) : (
          <BlockSessions
            weeks={weeks}
            describe={(session) =>
              `${formatMonthDay(session.start_date)} · ${formatTime(session.start_date)} · ${
                session.end_date
                  ? spanText(sessionDurationText(session.start_date, session.end_date))
                  : t("blockPage.unfinished")
              }`
            }
          />
        )}
      </section>

      <section className="mb-4" aria-labelledby="block-best-title">
        <h2 id="block-best-title" className="block-section-title">
          {t("blockPage.bestE1rm")}
        </h2>
        {block.best_e1rm.length === 0 ? (
          <p className="text-body-secondary small px-1">{messages.noData}</p>
        ) : (
          <BestE1rmTable
            rows={block.best_e1rm.map((best) => ({
              ...best,
              shown: displayWeight({ value: best.e1rm, unit: best.weight_unit }, unit),
            }))}
            unit={unit}
          />
        )}
      </section>

      <section className="mb-2" aria-labelledby="block-volume-title">
        <h2 id="block-volume-title" className="block-section-title">
          {t("blockPage.weeklyVolume")}{" "}
          <span className="text-body-secondary fw-normal text-none">({unit})</span>
        </h2>
        {volume.volume.length === 0 ? (
          <p className="text-body-secondary small px-1">{messages.noData}</p>
        ) : (
          <div className="card border-0 shadow-sm block-card">
            <div className="card-body p-2">
              <WeeklyVolumeChart series={volume} unit={unit} />
            </div>
          </div>
        )}
      </section>
    </>
  );
}
