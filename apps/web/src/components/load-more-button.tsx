import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";
import { useT } from "./i18n";

type LoadMoreButtonProps = { hasMore: boolean; loading: boolean; onClick: () => void; label?: string };

/** 'Load more' under a paged list; shown only while more pages exist. */
export function LoadMoreButton({ hasMore, loading, onClick, label }: LoadMoreButtonProps) {
  const t = useT();
  if (!hasMore) return null;
  return (
    <div className="d-grid mt-3">
      <Button variant="outline-secondary" className="py-2" onClick={onClick} disabled={loading}>
        {loading ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {t("common.loading")}
          </>
        ) : (
          (label ?? t("loadMoreButton.loadMore"))
        )}
      </Button>
    </div>
  );
}
