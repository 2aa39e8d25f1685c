/** The user id passed along with a link to a profile (`state={{ userId }}`), when there is one. */
export function userIdFromState(state: unknown): number | null {
  if (typeof state !== "object" || state === null || !("userId" in state)) return null;
  const { userId } = state as { userId: unknown };
  return typeof userId === "number" && Number.isInteger(userId) && userId > 0 ? userId : null;
}

export type FollowTab = "Followings" | "Followers";

/** The `?tab=` value, Followings unless it says Followers. */
export const parseFollowTab = (value: string | null): FollowTab =>
  value === "Followers" ? "Followers" : "Followings";
