import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { Link, useParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { PageTitle } from "../../components/page-title";
import { ProgramCalendar } from "../../components/program-calendar";
import { UnauthorizedRedirect } from "../../components/unauthorized-redirect";
import { attachProgram, programKeys, programQuery, useStartProgram } from "../../lib/programs";
import { programBlocksQuery } from "./routine-exercises.api";
import "./routines.css";
import { Icon } from "../../components/icon";
import { calendarWeekIcon, playFillIcon } from "../../components/icons";
import { useT } from "./i18n";

/** /dashboard/programs/:program_id: the weeks as a calendar, the next workout one tap away, its block. */
export function ProgramPage() {
  const t = useT();
  const id = Number(useParams().program_id);
  const client = useQueryClient();
  const { data: program } = useSuspenseQuery(programQuery(id));
  const { data: blocks = [] } = useQuery(programBlocksQuery());
  const start = useStartProgram();
  const attach = useMutation({
    mutationFn: (blockId: number | null) => attachProgram(id, blockId),
    onSuccess: (saved) => {
      if (saved) client.setQueryData(programKeys.detail(id), saved);
      void client.invalidateQueries({ queryKey: programKeys.all });
    },
  });
  if (!program) return <UnauthorizedRedirect fallback={paths.routines.href()} />;
  const next = program.next;

  return (
    <>
      <PageTitle
        icon={calendarWeekIcon}
        title={program.name}
        subtitle={
          program.coach
            ? t("programPage.weeksByCoach", {
                count: program.weeks.length,
                username: program.coach.username,
              })
            : t("programPage.weeks", { count: program.weeks.length })
        }
      />
      {program.notes && <p className="text-body-secondary text-break">{program.notes}</p>}
      {next ? (
        next.session_id !== null ? (
          <Link
            to={paths.sessionDetails.href(next.session_id)}
            className="btn btn-primary session-tap w-100 fw-bold mb-3"
          >
            {t("programPage.continue", { week: next.week, day: next.day, routine: next.routine_name })}
          </Link>
        ) : (
          <Button
            variant="success"
            className="session-tap w-100 fw-bold mb-3"
            onClick={() => start.mutate(program.id)}
            disabled={start.isPending || next.routine_name === null}
          >
            <Icon svg={playFillIcon} className="me-1" />
            {t("programPage.start", {
              week: next.week,
              day: next.day,
              routine: next.routine_name ?? t("deletedRoutine"),
            })}
          </Button>
        )
      ) : (
        <p className="fw-semibold">{t("programPage.allDone")}</p>
      )}
      {start.error && <p className="small text-danger">{start.error.message}</p>}
      <ProgramCalendar program={program} />
      <Form.Group className="mt-3" controlId="program-block">
        <Form.Label>{t("programPage.block")}</Form.Label>
        <Form.Select
          value={program.block_id ?? ""}
          disabled={attach.isPending}
          onChange={(event) => attach.mutate(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t("programPage.noBlock")}</option>
          {blocks.map((block) => (
            <option key={block.id} value={block.id}>
              {block.name}
            </option>
          ))}
        </Form.Select>
        <Form.Text>{t("programPage.blockHelp")}</Form.Text>
        {attach.error && <p className="small text-danger mb-0">{attach.error.message}</p>}
      </Form.Group>
    </>
  );
}
