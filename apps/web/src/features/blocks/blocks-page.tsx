import { useSuspenseQuery } from "@tanstack/react-query";
import { blockDurationText } from "@topset/shared";
import { formatShortDate, translateText } from "../../lib/i18n";
import { blockLengthText, useT } from "./i18n";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { EmptyState } from "../../components/empty-state";
import { LinkList, LinkListItem } from "../../components/link-list";
import { PageSpinner } from "../../components/page-spinner";
import { TrainingListsNav } from "../../components/training-lists-nav";
import { AddBlockModal } from "./add-block-modal";
import { blocksQuery } from "./blocks.api";
import { calendarRangeIcon } from "../../components/icons";

/** /dashboard/sessions/blocks; `?model=true` opens the add modal. */
export function BlocksPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(() => params.get("model") === "true");
  return (
    <>
      <TrainingListsNav addLabel={t("blocksPage.add")} onAdd={() => setAdding(true)} />
      <Suspense fallback={<PageSpinner />}>
        <BlockList />
      </Suspense>
      <AddBlockModal show={adding} onClose={() => setAdding(false)} />
    </>
  );
}

function BlockList() {
  const t = useT();
  const { data } = useSuspenseQuery(blocksQuery());
  if (data.blocks.length === 0) {
    return (
      <EmptyState icon={calendarRangeIcon}>
        {t("blocksPage.empty", { message: translateText(data.message) })}
      </EmptyState>
    );
  }
  return (
    <LinkList label={t("blocksPage.listLabel")}>
      {data.blocks.map((block) => (
        <LinkListItem
          key={block.id}
          to={paths.block.href(block.id)}
          title={block.name}
          detail={
            <>
              {block.description && <span className="d-block text-truncate">{block.description}</span>}
              <span className="d-block">
                {formatShortDate(block.start_date)} – {formatShortDate(block.end_date)} ·{" "}
                {blockLengthText(blockDurationText(block.start_date, block.end_date))}
              </span>
            </>
          }
        />
      ))}
    </LinkList>
  );
}
