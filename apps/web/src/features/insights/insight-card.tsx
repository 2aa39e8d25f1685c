import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { Suspense, type ReactNode } from "react";
import Spinner from "react-bootstrap/Spinner";
import { ErrorAlert } from "../../components/error-alert";
import { ErrorBoundary } from "../../components/error-boundary";
import { useT } from "./i18n";

/** One insight: a card with its heading. */
export function InsightCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card card-body mb-3" aria-label={title}>
      <h2 className="h6 fw-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * An insight that loads on its own: its spinner while it loads, and a failure shown in its card, so one
 * model that cannot answer leaves the others on screen.
 */
export function InsightPart({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary
      onReset={reset}
      fallback={(error) => (
        <InsightCard title={title}>
          <ErrorAlert error={error} />
        </InsightCard>
      )}
    >
      <Suspense
        fallback={
          <InsightCard title={title}>
            <div className="text-center py-3">
              <Spinner
                animation="border"
                size="sm"
                variant="primary"
                aria-label={t("page.loading", { title })}
              />
            </div>
          </InsightCard>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
