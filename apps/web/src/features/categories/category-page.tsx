import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { EmptyState } from "../../components/empty-state";
import { LinkList, LinkListItem } from "../../components/link-list";
import { PageTitle } from "../../components/page-title";
import { UnauthorizedRedirect } from "../../components/unauthorized-redirect";
import { categoryQuery } from "./categories.api";
import { Icon } from "../../components/icon";
import { collectionIcon, listOlIcon, plusLgIcon } from "../../components/icons";
import { useT } from "./i18n";

/** /dashboard/categories/:category_id: the exercises of one category. */
export function CategoryPage() {
  const t = useT();
  const id = Number(useParams().category_id);
  const { data: category } = useSuspenseQuery(categoryQuery(id));
  if (!category) return <UnauthorizedRedirect fallback={paths.categories.href()} />;

  return (
    <>
      <PageTitle
        icon={collectionIcon}
        title={category.name}
        subtitle={t("exerciseCount", { count: category.exercises.length })}
      />
      {category.exercises.length === 0 ? (
        <EmptyState
          icon={listOlIcon}
          action={
            <Link to={paths.addExercise.href()} className="btn btn-outline-primary py-2 px-4">
              <Icon svg={plusLgIcon} className="me-1" /> {t("categoryPage.addExercise")}
            </Link>
          }
        >
          {t("categoryPage.empty")}
        </EmptyState>
      ) : (
        <LinkList label={t("categoryPage.listLabel", { name: category.name })}>
          {category.exercises.map((exercise, index) => (
            <LinkListItem
              key={exercise.id}
              to={paths.exercise.href(exercise.id)}
              number={index + 1}
              title={exercise.name}
            />
          ))}
        </LinkList>
      )}
    </>
  );
}
