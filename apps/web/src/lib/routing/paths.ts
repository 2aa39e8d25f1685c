/**
 * Every URL of the app, in one place: `pattern` is what the router matches, `href(...)` builds a link.
 * Section 2 of the spec is the source of these paths.
 */
type Path<A extends unknown[]> = { pattern: string; href: (...args: A) => string };

const fixed = (pattern: string): Path<[]> => ({ pattern, href: () => pattern });
const withParam = <A extends unknown[]>(pattern: string, href: (...args: A) => string): Path<A> => ({
  pattern,
  href,
});
const enc = encodeURIComponent;
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  // public site
  home: fixed("/"),
  features: fixed("/features"),
  contact: fixed("/contact"),
  terms: fixed("/terms"),
  privacy: fixed("/privacy"),
  login: fixed("/login"),
  signup: fixed("/signup"),
  // The server sends a single sign-on here (OIDC_LANDING_PATH in @topset/shared).
  ssoLanding: fixed("/login/sso"),
  forgetPassword: fixed("/forget-password"),
  resetPassword: withParam("/reset-password/:uid", (uid: number | string, token: string) =>
    withQuery(`/reset-password/${enc(String(uid))}`, { token }),
  ),
  verifyEmail: withParam("/verify-email/:uid", (uid: number | string, token: string) =>
    withQuery(`/verify-email/${enc(String(uid))}`, { token }),
  ),
  notFound: fixed("/404"),

  // admin
  admin: fixed("/admin"),
  adminUsers: fixed("/admin/users"),
  adminVideos: fixed("/admin/videos"),
  adminSessions: fixed("/admin/sessions"),

  // dashboard
  dashboard: fixed("/dashboard"),
  dashboardLogin: fixed("/dashboard/login"),
  dashboardSignup: fixed("/dashboard/signup"),
  community: fixed("/dashboard/community"),
  chat: fixed("/dashboard/community/chat"),
  chatWith: withParam(
    "/dashboard/community/chat/:user_id",
    (userId: number) => `/dashboard/community/chat/${userId}`,
  ),
  coach: fixed("/dashboard/coach"),
  ownProfile: fixed("/dashboard/profile"),
  profile: withParam(
    "/dashboard/profile/:username",
    (username: string) => `/dashboard/profile/${enc(username)}`,
  ),
  following: withParam(
    "/dashboard/profile/:username/following",
    (username: string, tab?: "Followings" | "Followers") =>
      withQuery(`/dashboard/profile/${enc(username)}/following`, { tab }),
  ),
  videos: fixed("/dashboard/videos"),
  videoDetails: withParam(
    "/dashboard/videos/:id",
    (id: number | string) => `/dashboard/videos/${enc(String(id))}`,
  ),
  sessions: fixed("/dashboard/sessions"),
  blocks: fixed("/dashboard/sessions/blocks"),
  categories: fixed("/dashboard/sessions/categories"),
  exercises: fixed("/dashboard/sessions/exercises"),
  // The three lists with their add modal open (the spec's `?model=true`).
  addBlock: withParam("/dashboard/sessions/blocks", () =>
    withQuery("/dashboard/sessions/blocks", { model: "true" }),
  ),
  addCategory: withParam("/dashboard/sessions/categories", () =>
    withQuery("/dashboard/sessions/categories", { model: "true" }),
  ),
  addExercise: withParam("/dashboard/sessions/exercises", () =>
    withQuery("/dashboard/sessions/exercises", { model: "true" }),
  ),
  sessionDetails: withParam("/dashboard/sessions/:sid", (sid: number) => `/dashboard/sessions/${sid}`),
  routines: fixed("/dashboard/routines"),
  newRoutine: fixed("/dashboard/routines/new"),
  routine: withParam("/dashboard/routines/:routine_id", (id: number) => `/dashboard/routines/${id}`),
  program: withParam("/dashboard/programs/:program_id", (id: number) => `/dashboard/programs/${id}`),
  editRoutine: withParam(
    "/dashboard/routines/:routine_id/edit",
    (id: number) => `/dashboard/routines/${id}/edit`,
  ),
  exercise: withParam("/dashboard/exercises/:exercise_id", (id: number) => `/dashboard/exercises/${id}`),
  block: withParam("/dashboard/blocks/:block_id", (id: number) => `/dashboard/blocks/${id}`),
  category: withParam("/dashboard/categories/:category_id", (id: number) => `/dashboard/categories/${id}`),
  dashboardError: fixed("/dashboard/error"),
  unauthorized: withParam("/dashboard/unauthorized", (back?: string) =>
    withQuery("/dashboard/unauthorized", { back }),
  ),

  tools: fixed("/dashboard/tools"),
  oneRepMaxCalculator: fixed("/dashboard/tools/calculators/one-rep-max-calculator"),
  rpeCalculator: fixed("/dashboard/tools/calculators/rpe-calculator"),
  plateCalculator: fixed("/dashboard/tools/calculators/plate-calculator"),
  attemptSelectionCalculator: fixed("/dashboard/tools/calculators/attempt-selection-calculator"),
  openPowerlifting: fixed("/dashboard/tools/reports/open-powerlifting"),
  trainingReport: fixed("/dashboard/tools/reports/training"),
  insights: fixed("/dashboard/tools/reports/insights"),
  nutritionReport: fixed("/dashboard/tools/reports/nutrition"),
  meets: fixed("/dashboard/tools/reports/meets"),
  newMeet: fixed("/dashboard/tools/reports/meets/new"),
  meet: withParam(
    "/dashboard/tools/reports/meets/:meet_id",
    (id: number) => `/dashboard/tools/reports/meets/${id}`,
  ),
  editMeet: withParam(
    "/dashboard/tools/reports/meets/:meet_id/edit",
    (id: number) => `/dashboard/tools/reports/meets/${id}/edit`,
  ),
  meetDay: withParam(
    "/dashboard/tools/reports/meets/:meet_id/day",
    (id: number) => `/dashboard/tools/reports/meets/${id}/day`,
  ),
  meetCard: withParam(
    "/dashboard/tools/reports/meets/:meet_id/card",
    (id: number) => `/dashboard/tools/reports/meets/${id}/card`,
  ),
  caloriesTracker: fixed("/dashboard/tools/others/calories"),
  recoveryTracker: fixed("/dashboard/tools/others/recovery"),
  bodyweightTracker: fixed("/dashboard/tools/others/bodyweight"),
  accessCodes: fixed("/dashboard/tools/others/access-codes"),
  athlete: withParam(
    "/dashboard/tools/others/access-codes/athletes/:athlete_id",
    (id: number) => `/dashboard/tools/others/access-codes/athletes/${id}`,
  ),

  settings: fixed("/dashboard/settings"),
  userDetails: withParam("/dashboard/settings/account/user-details", (editPersonalInfo?: boolean) =>
    withQuery("/dashboard/settings/account/user-details", {
      edit_personal_info: editPersonalInfo ? "true" : undefined,
    }),
  ),
  deleteAccount: fixed("/dashboard/settings/account/delete-account"),
  security: fixed("/dashboard/settings/account/security"),
  apiKeys: fixed("/dashboard/settings/data/api-keys"),
  webhooks: fixed("/dashboard/settings/data/webhooks"),
  importData: fixed("/dashboard/settings/data/import"),
  helpAndSupport: fixed("/dashboard/settings/others/help-and-support"),
  sendFeedback: fixed("/dashboard/settings/others/send-feedback"),
  changelogs: fixed("/dashboard/settings/others/changelogs"),
  dashboardTerms: fixed("/dashboard/settings/others/terms"),
  dashboardPrivacy: fixed("/dashboard/settings/others/privacy"),
  issues: fixed("/dashboard/settings/others/issues-and-pull-requests"),
} as const;

/** Server pages that live outside the SPA (open them with a plain <a>, not a router link). */
export const serverPaths = { apiDocs: "/docs/api/" } as const;
