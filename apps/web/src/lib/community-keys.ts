/**
 * The community feed's query keys: everything under "community" is invalidated together. They live
 * here because following someone changes the feed's Following scope, so the follow mutation needs them.
 */
export type CommunityScope = "everyone" | "following";

export const communityKeys = {
  all: ["community"] as const,
  feed: (scope: CommunityScope) => [...communityKeys.all, "feed", scope] as const,
};
