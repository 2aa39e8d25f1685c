import { createBrowserRouter, type RouteObject } from "react-router";
import { authStore } from "../lib/auth-store";
import { AppShell } from "./app-shell";
import { PageSpinner } from "../components/page-spinner";
import { ErrorPage } from "../features/errors/error-page";
import { DashboardNotFoundPage, NotFoundPage } from "../features/errors/not-found-page";
import { paths as p } from "../lib/routing/paths";
import { createGuardLoader } from "./route-guard";
import { integerParams, numericParams, page, redirectTo } from "./route-helpers";
import { RootError } from "./route-error";
import type { RouteHandle } from "../lib/routing/route-handle";
import type { RouteTitle } from "./i18n";

// Route metadata shorthands: public site, dashboard login, dashboard (default layout), single column, admin.
// A title is the key of its text in app/locales (routeTitles); the page title and back headers translate it.
const pub = (title: RouteTitle, auth: RouteHandle["auth"] = "public"): RouteHandle => ({
  title,
  layout: "regular",
  auth,
});
const bare = (title: RouteTitle): RouteHandle => ({ title, layout: "empty", auth: "guest" });
const dash = (title: RouteTitle, warn?: boolean): RouteHandle => ({
  title,
  layout: "dashboard",
  auth: "user",
  warn,
});
const single = (title: RouteTitle, warn?: boolean): RouteHandle => ({
  title,
  layout: "dashboard-single",
  auth: "user",
  warn,
});
const admin = (title: RouteTitle): RouteHandle => ({ title, layout: "admin", auth: "admin" });

const ownProfile = redirectTo(() => p.profile.href(authStore.get().user?.username ?? ""));

// Screens: each import is its own chunk, so the public site never loads dashboard or admin code.
const adminHome = () => import("../features/admin/admin-home-page").then((m) => m.AdminHomePage);
const adminUsers = () => import("../features/admin/admin-users-page").then((m) => m.AdminUsersPage);
const adminVideos = () => import("../features/admin/admin-videos-page").then((m) => m.AdminVideosPage);
const adminSessions = () => import("../features/admin/admin-sessions-page").then((m) => m.AdminSessionsPage);
const home = () => import("../features/marketing/home-page").then((m) => m.HomePage);
const features = () => import("../features/marketing/features-page").then((m) => m.FeaturesPage);
const contact = () => import("../features/contact/contact-page").then((m) => m.ContactPage);
const feedback = () => import("../features/contact/feedback-page").then((m) => m.FeedbackPage);
const terms = () => import("../features/legal/terms-page").then((m) => m.TermsPage);
const privacy = () => import("../features/legal/privacy-page").then((m) => m.PrivacyPage);
const login = () => import("../features/auth/login-page").then((m) => m.LoginPage);
const dashboardLogin = () => import("../features/auth/login-page").then((m) => m.DashboardLoginPage);
const signup = () => import("../features/auth/signup-page").then((m) => m.SignupPage);
const dashboardSignup = () => import("../features/auth/signup-page").then((m) => m.DashboardSignupPage);
const forgetPassword = () =>
  import("../features/auth/forget-password-page").then((m) => m.ForgetPasswordPage);
const resetPassword = () => import("../features/auth/reset-password-page").then((m) => m.ResetPasswordPage);
const verifyEmail = () => import("../features/auth/verify-email-page").then((m) => m.VerifyEmailPage);
// The error screens are in the main bundle anyway (every route's error boundary shows them).
const notFound = () => Promise.resolve(NotFoundPage);
const dashboardNotFound = () => Promise.resolve(DashboardNotFoundPage);
const errorScreen = () => Promise.resolve(() => <ErrorPage />);
const unauthorized = () => import("../features/errors/unauthorized-page").then((m) => m.UnauthorizedPage);
const profile = () => import("../features/profile/profile-page").then((m) => m.ProfilePage);
const settings = () => import("../features/settings/settings-page").then((m) => m.SettingsPage);
const tools = () => import("../features/tools/tools-page").then((m) => m.ToolsPage);
const accessCodes = () => import("../features/access-codes/access-codes-page").then((m) => m.AccessCodesPage);
const athlete = () => import("../features/coaching/athlete-page").then((m) => m.AthletePage);
const roster = () => import("../features/coaching/roster-page").then((m) => m.RosterPage);
const apiKeys = () => import("../features/api-keys/api-keys-page").then((m) => m.ApiKeysPage);
const webhooks = () => import("../features/webhooks/webhooks-page").then((m) => m.WebhooksPage);
const security = () => import("../features/security/security-page").then((m) => m.SecurityPage);
const trainingReport = () =>
  import("../features/reports/training-report-page").then((m) => m.TrainingReportPage);
const nutritionReport = () =>
  import("../features/reports/nutrition-report-page").then((m) => m.NutritionReportPage);
const insights = () => import("../features/insights/insights-page").then((m) => m.InsightsPage);
const meets = () => import("../features/meets/meets-page").then((m) => m.MeetsPage);
const meet = () => import("../features/meets/meet-page").then((m) => m.MeetPage);
const meetForm = () => import("../features/meets/meet-form-page").then((m) => m.MeetFormPage);
const meetDay = () => import("../features/meets/meet-day-page").then((m) => m.MeetDayPage);
const meetCard = () => import("../features/meets/meet-card-page").then((m) => m.MeetCardPage);
const importData = () => import("../features/imports/import-page").then((m) => m.ImportPage);
const userDetails = () => import("../features/users/user-details-page").then((m) => m.UserDetailsPage);
const deleteAccount = () => import("../features/users/delete-account-page").then((m) => m.DeleteAccountPage);
const changelogs = () => import("../features/changelog/changelog-page").then((m) => m.ChangelogPage);
const helpAndSupport = () => import("../features/help/help-page").then((m) => m.HelpPage);
const issues = () => import("../features/help/issues-page").then((m) => m.IssuesPage);
const oneRepMax = () => import("../features/calculators/one-rep-max-page").then((m) => m.OneRepMaxPage);
const rpeCalculator = () =>
  import("../features/calculators/rpe-calculator-page").then((m) => m.RpeCalculatorPage);
const plateCalculator = () =>
  import("../features/calculators/plate-calculator-page").then((m) => m.PlateCalculatorPage);
const attemptSelection = () =>
  import("../features/calculators/attempt-selection-page").then((m) => m.AttemptSelectionPage);
const sessions = () => import("../features/training/sessions/sessions-page").then((m) => m.SessionsPage);
const videos = () => import("../features/videos/videos-page").then((m) => m.VideosPage);
const videoDetails = () => import("../features/videos/video-details-page").then((m) => m.VideoDetailsPage);
const sessionDetails = () =>
  import("../features/training/session/session-details-page").then((m) => m.SessionDetailsPage);
const exercises = () => import("../features/exercises/exercises-page").then((m) => m.ExercisesPage);
const exercise = () => import("../features/exercises/exercise-page").then((m) => m.ExercisePage);
const categories = () => import("../features/categories/categories-page").then((m) => m.CategoriesPage);
const category = () => import("../features/categories/category-page").then((m) => m.CategoryPage);
const blocks = () => import("../features/blocks/blocks-page").then((m) => m.BlocksPage);
const routines = () => import("../features/routines/routines-page").then((m) => m.RoutinesPage);
const routine = () => import("../features/routines/routine-page").then((m) => m.RoutinePage);
const program = () => import("../features/routines/program-page").then((m) => m.ProgramPage);
const routineForm = () => import("../features/routines/routine-form-page").then((m) => m.RoutineFormPage);
const block = () => import("../features/blocks/block-page").then((m) => m.BlockPage);
const community = () => import("../features/community/community-page").then((m) => m.CommunityPage);
const chats = () => import("../features/chats/chats-page").then((m) => m.ChatsPage);
const conversation = () => import("../features/chats/conversation-page").then((m) => m.ConversationPage);
const following = () => import("../features/follows/following-page").then((m) => m.FollowingPage);
const openPowerlifting = () =>
  import("../features/open-powerlifting/open-powerlifting-page").then((m) => m.OpenPowerliftingPage);
const caloriesTracker = () => import("../features/variables/calories-page").then((m) => m.CaloriesPage);
const recoveryTracker = () => import("../features/variables/recovery-page").then((m) => m.RecoveryPage);
const bodyweightTracker = () => import("../features/variables/bodyweight-page").then((m) => m.BodyweightPage);

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: AppShell,
    ErrorBoundary: RootError,
    HydrateFallback: PageSpinner,
    loader: createGuardLoader(() => routes),
    // NOTE: the guard must run on every navigation, not only when the root's own params change.
    shouldRevalidate: () => true,
    children: [
      // Public site (regular layout)
      page(p.home.pattern, pub("home"), home),
      page(p.features.pattern, pub("features"), features),
      page(p.contact.pattern, pub("contact"), contact),
      page(p.terms.pattern, pub("terms"), terms),
      page(p.privacy.pattern, pub("privacy"), privacy),
      page(p.login.pattern, pub("login", "guest"), login),
      page(p.signup.pattern, pub("signup", "guest"), signup),
      page(p.forgetPassword.pattern, pub("forgetPassword"), forgetPassword),
      page(p.resetPassword.pattern, pub("resetPassword"), resetPassword),
      page(p.verifyEmail.pattern, pub("verifyEmail"), verifyEmail),
      page(p.ssoLanding.pattern, pub("signingIn"), () =>
        import("../features/auth/oidc-landing-page").then((m) => m.OidcLandingPage),
      ),

      // Dashboard login (empty centred layout)
      page(p.dashboardLogin.pattern, bare("login"), dashboardLogin),
      page(p.dashboardSignup.pattern, bare("signup"), dashboardSignup),

      // Admin (admin layout; admins only)
      page(p.admin.pattern, admin("admin"), adminHome),
      page(p.adminUsers.pattern, admin("users"), adminUsers),
      page(p.adminVideos.pattern, admin("videos"), adminVideos),
      page(p.adminSessions.pattern, admin("sessions"), adminSessions),
      page("/admin/*", admin("notFound"), notFound),

      // Dashboard (login needed)
      { path: p.dashboard.pattern, handle: dash("dashboard"), loader: ownProfile },
      page(p.community.pattern, dash("community"), community),
      page(p.chat.pattern, single("chat"), chats),
      page(p.chatWith.pattern, single("conversation"), conversation, numericParams("user_id")),
      page(p.coach.pattern, single("coaching"), roster),
      { path: p.ownProfile.pattern, handle: dash("profile"), loader: ownProfile },
      page(p.profile.pattern, dash("profile"), profile),
      page(p.following.pattern, single("following"), following),
      page(p.videos.pattern, dash("videos"), videos),
      page(p.videoDetails.pattern, single("videoDetails"), videoDetails, numericParams("id")),
      page(p.sessions.pattern, dash("sessions"), sessions),
      page(p.blocks.pattern, single("blocks"), blocks),
      page(p.routines.pattern, single("routines"), routines),
      page(p.newRoutine.pattern, single("newRoutine"), routineForm),
      page(p.routine.pattern, single("routine"), routine, numericParams("routine_id")),
      page(p.editRoutine.pattern, single("editRoutine"), routineForm, numericParams("routine_id")),
      page(p.program.pattern, single("program"), program, numericParams("program_id")),
      page(p.categories.pattern, single("categories"), categories),
      page(p.exercises.pattern, single("exercises"), exercises),
      page(p.sessionDetails.pattern, single("sessionDetails"), sessionDetails, integerParams("sid")),
      page(p.exercise.pattern, single("exercise"), exercise, numericParams("exercise_id")),
      // A real block page replaces the spec's warn placeholder (docs/decisions/004-block-page.md).
      page(p.block.pattern, single("block"), block, numericParams("block_id")),
      page(p.category.pattern, single("category"), category, numericParams("category_id")),
      page(p.dashboardError.pattern, single("error"), errorScreen),
      page(p.unauthorized.pattern, single("unauthorized"), unauthorized),

      page(p.tools.pattern, dash("tools"), tools),
      page(p.oneRepMaxCalculator.pattern, single("oneRepMaxCalculator"), oneRepMax),
      page(p.rpeCalculator.pattern, single("rpeCalculator"), rpeCalculator),
      page(p.plateCalculator.pattern, single("plateCalculator"), plateCalculator),
      page(p.attemptSelectionCalculator.pattern, single("attemptSelection"), attemptSelection),
      page(p.openPowerlifting.pattern, single("openPowerlifting"), openPowerlifting),
      page(p.trainingReport.pattern, single("trainingReport"), trainingReport),
      page(p.nutritionReport.pattern, single("nutritionReport"), nutritionReport),
      page(p.insights.pattern, single("insights"), insights),
      page(p.meets.pattern, single("meetReport"), meets),
      page(p.newMeet.pattern, single("recordMeet"), meetForm),
      page(p.meet.pattern, single("meet"), meet, numericParams("meet_id")),
      page(p.editMeet.pattern, single("editMeet"), meetForm, numericParams("meet_id")),
      page(p.meetDay.pattern, single("meetDay"), meetDay, numericParams("meet_id")),
      page(p.meetCard.pattern, single("handlersCard"), meetCard, numericParams("meet_id")),
      page(p.caloriesTracker.pattern, single("caloriesTracker"), caloriesTracker),
      page(p.recoveryTracker.pattern, single("recovery"), recoveryTracker),
      page(p.bodyweightTracker.pattern, single("bodyweightTracker"), bodyweightTracker),
      page(p.accessCodes.pattern, single("accessCodes"), accessCodes),
      page(p.athlete.pattern, single("athlete"), athlete, numericParams("athlete_id")),

      page(p.settings.pattern, dash("settings"), settings),
      page(p.userDetails.pattern, single("userDetails"), userDetails),
      page(p.deleteAccount.pattern, single("deleteAccount"), deleteAccount),
      page(p.security.pattern, single("security"), security),
      page(p.apiKeys.pattern, single("apiKeys"), apiKeys),
      page(p.webhooks.pattern, single("webhooks"), webhooks),
      page(p.importData.pattern, single("importData"), importData),
      page(p.helpAndSupport.pattern, single("helpAndSupport"), helpAndSupport),
      page(p.sendFeedback.pattern, single("sendFeedback"), feedback),
      page(p.changelogs.pattern, single("changelogs"), changelogs),
      page(p.dashboardTerms.pattern, single("terms"), terms),
      page(p.dashboardPrivacy.pattern, single("privacy"), privacy),
      page(p.issues.pattern, single("issues"), issues),

      // Catch-alls
      page("/dashboard/*", single("notFound"), dashboardNotFound),
      page("*", pub("notFound"), notFound),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
