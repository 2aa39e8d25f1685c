import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { EmptyState } from "../../components/empty-state";
import { LinkList, LinkListItem } from "../../components/link-list";
import { PageSpinner } from "../../components/page-spinner";
import { TrainingListsNav } from "../../components/training-lists-nav";
import { AddCategoriesModal } from "./add-categories-modal";
import { categoriesQuery } from "./categories.api";
import { collectionIcon } from "../../components/icons";
import { formatNumber, translateText } from "../../lib/i18n";
import { useT } from "./i18n";

/** /dashboard/sessions/categories; `?model=true` opens the add modal. */
export function CategoriesPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(() => params.get("model") === "true");
  return (
    <>
      <TrainingListsNav addLabel={t("categoriesPage.add")} onAdd={() => setAdding(true)} />
      <Suspense fallback={<PageSpinner />}>
        <CategoryList />
      </Suspense>
      <AddCategoriesModal show={adding} onClose={() => setAdding(false)} />
    </>
  );
}

function CategoryList() {
  const t = useT();
  const { data } = useSuspenseQuery(categoriesQuery());
  if (data.categories.length === 0) {
    return (
      <EmptyState icon={collectionIcon}>
        {translateText(data.message)} {t("categoriesPage.emptyHint")}
      </EmptyState>
    );
  }
  return (
    <LinkList label={t("categoriesPage.listLabel")}>
      {data.categories.map((category, index) => (
        <LinkListItem
          key={category.id}
          to={paths.category.href(category.id)}
          number={index + 1}
          title={category.name}
          end={
            category.exercises_counts > 0 && (
              <span
                className="badge rounded-pill text-bg-secondary"
                title={t("exerciseCount", {
                  count: category.exercises_counts,
                })}
              >
                {t("categoriesPage.countBadge", { n: formatNumber(category.exercises_counts) })}
              </span>
            )
          }
        />
      ))}
    </LinkList>
  );
}
