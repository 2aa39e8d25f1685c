import type { createSessionSchema } from "@topset/shared";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { useCurrentUser } from "../../../lib/auth-store";
import { paths } from "../../../lib/routing/paths";
import { startSession } from "../writes/training-writes.api";
import { useTrainingWrite } from "../writes/use-training-write";
import { currentLanguage, formatDate } from "../../../lib/i18n";
import { t } from "./i18n";

type Input = z.output<typeof createSessionSchema> & { start_date: string };

const DAY = { weekday: "long", day: "numeric", month: "short" } as const;

/**
 * "Wednesday 25 Nov" ("Mittwoch, 25. Nov." in German): a session started in one tap is named after
 * its day (renamed any time).
 */
export const dayName = (date: Date) =>
  currentLanguage() === "en" ? date.toLocaleDateString("en-GB", DAY) : formatDate(date, DAY);

/**
 * Starts a session through the outbox (with no signal too) and opens it. `blockName` only labels the
 * session on screen until the server's copy arrives.
 */
export function useStartSession({ onStarted }: { onStarted?: () => void } = {}) {
  const navigate = useNavigate();
  const me = useCurrentUser();
  return useTrainingWrite(
    ({ input, blockName = null }: { input: Input; blockName?: string | null }) => {
      if (!me) throw new Error(t("start.logInAgain"));
      return startSession(me, input, blockName);
    },
    {
      onDone: (_vars, [started]) => {
        onStarted?.();
        if (started) void navigate(paths.sessionDetails.href(started.request.sessionId));
      },
    },
  );
}
