import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { PageSpinner } from "../../components/page-spinner";
import { PageTitle } from "../../components/page-title";
import { UnauthorizedRedirect } from "../../components/unauthorized-redirect";
import { routineQuery } from "../../lib/routines";
import { RoutineForm } from "./routine-form";
import "./routines.css";
import { clipboardPlusIcon } from "../../components/icons";
import { useT } from "./i18n";

/** /dashboard/routines/new and /dashboard/routines/:routine_id/edit: the routine builder. */
export function RoutineFormPage() {
  const t = useT();
  const param = useParams().routine_id;
  const id = param === undefined ? null : Number(param);
  return (
    <>
      <PageTitle
        icon={clipboardPlusIcon}
        title={id === null ? t("routineFormPage.newTitle") : t("routineFormPage.editTitle")}
      />
      <Suspense fallback={<PageSpinner />}>
        {id === null ? <RoutineForm routine={null} /> : <Existing id={id} />}
      </Suspense>
    </>
  );
}

function Existing({ id }: { id: number }) {
  const { data: routine } = useSuspenseQuery(routineQuery(id));
  if (!routine) return <UnauthorizedRedirect fallback={paths.routines.href()} />;
  return <RoutineForm routine={routine} />;
}
