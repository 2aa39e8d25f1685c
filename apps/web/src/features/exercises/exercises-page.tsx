import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { EmptyState } from "../../components/empty-state";
import { LinkList, LinkListItem } from "../../components/link-list";
import { PageSpinner } from "../../components/page-spinner";
import { TrainingListsNav } from "../../components/training-lists-nav";
import { AddExercisesModal } from "./add-exercises-modal";
import { exercisesQuery } from "./exercises.api";
import { listOlIcon } from "../../components/icons";
import { translateText } from "../../lib/i18n";
import { useT } from "./i18n";

/** /dashboard/sessions/exercises; `?model=true` opens the add modal. */
export function ExercisesPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(() => params.get("model") === "true");
  return (
    <>
      <TrainingListsNav addLabel={t("exercisesPage.add")} onAdd={() => setAdding(true)} />
      <Suspense fallback={<PageSpinner />}>
        <ExerciseList />
      </Suspense>
      <AddExercisesModal show={adding} onClose={() => setAdding(false)} />
    </>
  );
}

function ExerciseList() {
  const t = useT();
  const { data } = useSuspenseQuery(exercisesQuery());
  if (data.exercises.length === 0) {
    return (
      <EmptyState icon={listOlIcon}>
        {t("exercisesPage.empty", { message: translateText(data.message) })}
      </EmptyState>
    );
  }
  return (
    <LinkList label={t("exercisesPage.listLabel")}>
      {data.exercises.map((exercise, index) => (
        <LinkListItem
          key={exercise.id}
          to={paths.exercise.href(exercise.id)}
          number={index + 1}
          title={exercise.name}
          detail={exercise.category_name}
        />
      ))}
    </LinkList>
  );
}
