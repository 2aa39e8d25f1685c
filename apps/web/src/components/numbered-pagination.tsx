import type { ReactNode } from "react";
import "./numbered-pagination.css";
import { Icon } from "./icon";
import { chevronLeftIcon, chevronRightIcon } from "./icons";
import { useT } from "./i18n";

export type PageItem = number | "gap";

/** Page numbers to show: the first, the last, and `siblings` either side of the current one, with gaps. */
export function pageItems(current: number, last: number, siblings = 1): PageItem[] {
  const items: PageItem[] = [];
  for (let page = 1; page <= last; page += 1) {
    const near = Math.abs(page - current) <= siblings;
    // A gap of a single page shows that page instead of an ellipsis.
    const bridges = Math.abs(page - current) === siblings + 1 && (page === 2 || page === last - 1);
    if (page === 1 || page === last || near || bridges) items.push(page);
    else if (items[items.length - 1] !== "gap") items.push("gap");
  }
  return items;
}

type Props = { current: number; last: number; onChange: (page: number) => void; disabled?: boolean };

/** The pagination control: Previous, numbered pages, Next. */
export function NumberedPagination({ current, last, onChange, disabled = false }: Props) {
  const t = useT();
  if (last <= 1) return null;
  const button = (page: number, label: ReactNode, name: string, off: boolean, active = false) => (
    <li className={`page-item${active ? " active" : ""}${off ? " disabled" : ""}`} key={name}>
      <button
        type="button"
        className="page-link"
        onClick={() => onChange(page)}
        disabled={off || disabled}
        aria-label={name}
        aria-current={active ? "page" : undefined}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label={t("numberedPagination.label")}>
      <ul className="pagination numbered-pagination justify-content-center flex-wrap mb-0">
        {button(
          current - 1,
          <>
            <Icon svg={chevronLeftIcon} />
            <span className="d-none d-sm-inline ms-1">{t("numberedPagination.previous")}</span>
          </>,
          t("numberedPagination.previous"),
          current <= 1,
        )}
        {pageItems(current, last).map((item, index) =>
          item === "gap" ? (
            <li className="page-item disabled" key={`gap-${index}`} aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            button(item, item, t("numberedPagination.page", { page: item }), false, item === current)
          ),
        )}
        {button(
          current + 1,
          <>
            <span className="d-none d-sm-inline me-1">{t("numberedPagination.next")}</span>
            <Icon svg={chevronRightIcon} />
          </>,
          t("numberedPagination.next"),
          current >= last,
        )}
      </ul>
    </nav>
  );
}
