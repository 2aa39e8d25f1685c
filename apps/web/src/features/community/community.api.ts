import { infiniteQueryOptions } from "@tanstack/react-query";
import { COMMUNITY_PAGE_SIZE, communitySessionSchema, successSchema } from "@topset/shared";
import { api } from "../../lib/api-client";
import { communityKeys, type CommunityScope } from "../../lib/community-keys";

export type { CommunityScope };

const communityPage = successSchema(communitySessionSchema);

export const communityFeedQuery = (scope: CommunityScope) =>
  infiniteQueryOptions({
    queryKey: communityKeys.feed(scope),
    queryFn: ({ pageParam, signal }) =>
      api.send(communityPage, "/api/v1/sessions/community-sessions", {
        query: { perPage: COMMUNITY_PAGE_SIZE, currentPage: pageParam, scope },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const p = last.pagination;
      return p && p.currentPage < p.lastPage ? p.currentPage + 1 : undefined;
    },
  });
