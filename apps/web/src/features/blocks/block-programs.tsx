import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { ProgramCalendar } from "../../components/program-calendar";
import { programsQuery } from "../../lib/programs";
import { useT } from "./i18n";

/**
 * The programs attached to the block, each as a calendar of planned and done workouts. Nothing shows
 * without one; it never holds the rest of the block page up.
 */
export function BlockPrograms({ blockId }: { blockId: number }) {
  const t = useT();
  const { data: programs = [] } = useQuery(programsQuery(blockId));
  if (programs.length === 0) return null;
  return (
    <section className="mb-4" aria-labelledby="block-program-title">
      <h2 id="block-program-title" className="block-section-title">
        {t("blockPage.program")}
      </h2>
      <div className="vstack gap-3">
        {programs.map((program) => (
          <div key={program.id}>
            <Link to={paths.program.href(program.id)} className="fw-semibold d-inline-block mb-1">
              {program.name}
            </Link>
            <ProgramCalendar program={program} />
          </div>
        ))}
      </div>
    </section>
  );
}
