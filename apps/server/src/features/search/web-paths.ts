/**
 * The web app's paths that a search result opens. NOTE: the same shapes as `paths` in
 * apps/web/src/lib/routing/paths.ts; a route moved there moves here too (search.test.ts checks each shape).
 */
export const webPaths = {
  profile: (username: string) => `/dashboard/profile/${encodeURIComponent(username)}`,
  session: (id: number) => `/dashboard/sessions/${id}`,
  exercise: (id: number) => `/dashboard/exercises/${id}`,
  block: (id: number) => `/dashboard/blocks/${id}`,
  category: (id: number) => `/dashboard/categories/${id}`,
} as const;
