import { useQueryErrorResetBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { prChanceQuerySchema, type WeightUnit } from "@topset/shared";
import { Suspense, useDeferredValue, useState } from "react";
import { ErrorAlert } from "../../components/error-alert";
import { ErrorBoundary } from "../../components/error-boundary";
import { NumberField } from "../../components/number-field";
import { useTimeout } from "../../lib/use-timeout";
import { InsightCard } from "./insight-card";
import { prChanceBasis, prChanceText } from "./insights-text";
import { prChanceQuery } from "./insights.api";
import type { Lift } from "./lift-order";
import { useWeights } from "./weights";
import { translateText } from "../../lib/i18n";
import { useT } from "./i18n";

/** Wait after the last keystroke before asking, so "190" is one question, not three. */
const TYPING_PAUSE_MS = 400;

/** A typed weight checked by the server's own rule: the weight, or the message to show under the field. */
function readWeight(text: string): { weight: number | null; error?: string } {
  if (text.trim() === "") return { weight: null };
  const parsed = prChanceQuerySchema.shape.weight.safeParse(text);
  if (parsed.success) return { weight: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return { weight: null, error: message === undefined ? undefined : translateText(message) };
}

type Ask = { exerciseId: number; weight: number; unit: WeightUnit };

function Chance({ ask }: { ask: Ask }) {
  const t = useT();
  const w = useWeights();
  const { data } = useSuspenseQuery(prChanceQuery(ask.exerciseId, ask.weight, ask.unit));
  if (!data) return <p className="mb-0">{t("prChance.nothingYet")}</p>;
  return (
    <>
      <p className="fs-5 fw-semibold mb-1">{prChanceText(data, ask.weight, w)}</p>
      <p className="small text-body-secondary mb-0">{prChanceBasis(data, w)}</p>
    </>
  );
}

/**
 * The chance to make a weight today. The answer follows the field once typing pauses, and the last one
 * stays up while the next loads (a deferred value), so the card does not blink at every question.
 */
export function PrChanceSection({ lift }: { lift: Lift }) {
  const t = useT();
  const { unit } = useWeights();
  const { reset } = useQueryErrorResetBoundary();
  const [text, setText] = useState("");
  const [settled, setSettled] = useState("");
  useTimeout(() => setSettled(text), TYPING_PAUSE_MS, text);
  const typed = readWeight(text.trim() === "" ? "" : settled);
  const weight = useDeferredValue(typed.weight);
  return (
    <InsightCard title={t("titles.prChance")}>
      <NumberField
        id="pr-chance-weight"
        label={t("prChance.weight", { unit })}
        value={text}
        onChange={setText}
        decimal
        min={0}
        error={typed.error}
      />
      <div aria-live="polite">
        {/* NOTE: the Suspense stays put while the weight changes, so the last answer stays up meanwhile;
            the error boundary inside goes with each weight, so a failed question does not stick. */}
        <Suspense fallback={<p className="small text-body-secondary mb-0">{t("prChance.working")}</p>}>
          <ErrorBoundary key={weight} onReset={reset} fallback={(error) => <ErrorAlert error={error} />}>
            {weight != null ? (
              <Chance ask={{ exerciseId: lift.id, weight, unit }} />
            ) : (
              <p className="small text-body-secondary mb-0">{t("prChance.typeWeight")}</p>
            )}
          </ErrorBoundary>
        </Suspense>
      </div>
    </InsightCard>
  );
}
