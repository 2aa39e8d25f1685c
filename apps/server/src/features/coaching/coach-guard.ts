import type { Db } from "../../db/client.js";
import { forbidden, notFound } from "../../lib/http-errors.js";
import { grantScope } from "../access-codes/access-codes.queries.js";

export const COACH_SCOPE_NEEDED =
  "This athlete gave you read access only: ask them for a coach code to write programs or comment.";

/**
 * The coach workspace's one authorization step (docs/decisions/045-coach-workspace.md), asked on every
 * request with no cache so a revocation counts at once, on every server copy: without a live grant from
 * the athlete the athlete does not exist for the caller (404, as for any member's private rows); with a
 * `read` grant, what needs `coach` is a 403 saying why.
 */
export async function requireGrant(
  db: Db,
  where: { coachId: number; athleteId: number },
  needed: "read" | "coach",
): Promise<void> {
  const scope = where.coachId === where.athleteId ? null : await grantScope(db, where);
  if (scope === null) throw notFound("Athlete");
  if (needed === "coach" && scope !== "coach") throw forbidden(COACH_SCOPE_NEEDED);
}
