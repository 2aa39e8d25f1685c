import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import Button from "react-bootstrap/Button";
import { Link, useNavigate } from "react-router";
import { paths } from "../../lib/routing/paths";
import { copyStarter, programKeys, programsQuery, startersQuery } from "../../lib/programs";
import { routineKeys } from "../../lib/routines";
import { useT } from "./i18n";

/** The member's programs (each with its next workout), and the starter programs to copy and edit. */
export function ProgramsSection() {
  const t = useT();
  const { data: programs } = useSuspenseQuery(programsQuery());
  const { data: starters } = useSuspenseQuery(startersQuery());
  const client = useQueryClient();
  const navigate = useNavigate();
  const copy = useMutation({
    mutationFn: copyStarter,
    onSuccess: async (program) => {
      client.setQueryData(programKeys.detail(program.id), program);
      await client.invalidateQueries({ queryKey: routineKeys.all });
      await navigate(paths.program.href(program.id));
    },
  });
  return (
    <>
      <h2 className="h5 fw-bold mt-4 mb-2">{t("programsSection.title")}</h2>
      {programs.length === 0 ? (
        <p className="small text-body-secondary">{t("programsSection.empty")}</p>
      ) : (
        <ul className="list-unstyled vstack gap-2 mb-3" aria-label={t("programsSection.listLabel")}>
          {programs.map((program) => (
            <li key={program.id}>
              <Link
                to={paths.program.href(program.id)}
                className="routine-row d-block p-3 rounded-3 shadow-sm text-decoration-none text-body"
              >
                <span className="d-block fw-semibold">{program.name}</span>
                {program.coach && (
                  <span className="d-block small text-body-secondary">
                    {t("programsSection.byCoach", { username: program.coach.username })}
                  </span>
                )}
                <span className="d-block small text-body-secondary">
                  {program.next
                    ? t("programsSection.next", {
                        week: program.next.week,
                        day: program.next.day,
                        routine: program.next.routine_name ?? t("deletedRoutine"),
                      })
                    : t("programsSection.allDone")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h3 className="h6 fw-bold mb-2">{t("programsSection.starters")}</h3>
      {copy.error && <p className="small text-danger">{copy.error.message}</p>}
      <ul className="list-unstyled vstack gap-2 mb-0" aria-label={t("programsSection.starters")}>
        {starters.map((starter) => (
          <li key={starter.key} className="routine-row p-3 rounded-3 shadow-sm">
            <div className="d-flex align-items-start gap-2">
              <div className="flex-grow-1 min-w-0">
                <span className="d-block fw-semibold">{starter.name}</span>
                <span className="d-block small text-body-secondary">
                  {t("programsSection.weeks", { count: starter.weeks.length })} · {starter.description}
                </span>
              </div>
              <Button
                variant="outline-primary"
                className="session-tap flex-shrink-0"
                onClick={() => copy.mutate(starter.key)}
                disabled={copy.isPending}
                aria-label={t("programsSection.copyStarter", { name: starter.name })}
              >
                {t("programsSection.copy")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
