import type { ComingSoonProps } from "../components/coming-soon";

/** What each not-yet-built screen will offer (from spec section 2), shown by the ComingSoon panel. */
export const comingSoon = {
  oneRepMax: {
    title: "One-rep max calculator",
    icon: "bi-calculator",
    items: ["Your estimated 1RM from reps, weight and RPE"],
  },
  rpe: {
    title: "RPE calculator",
    icon: "bi-speedometer2",
    items: ["Weights for a target RPE and rep count"],
  },
  plate: {
    title: "Plate calculator",
    icon: "bi-vinyl",
    items: ["The plates to load on each side of the bar"],
  },
  attempts: {
    title: "Attempt selection calculator",
    icon: "bi-trophy",
    items: ["Openers, second and third attempts for meet day"],
  },
  openPowerlifting: {
    title: "Open Powerlifting",
    icon: "bi-search",
    items: ["Search meet results by lifter name"],
  },
  calories: {
    title: "Calories tracker",
    icon: "bi-fire",
    items: [
      "A chart and a table of calories before sessions and per day",
      "Add, delete, print and CSV download",
    ],
  },
  recovery: {
    title: "Recovery",
    icon: "bi-moon-stars",
    items: ["A chart of sleep, stress and session RPE", "Add, delete, print and CSV download"],
  },
  bodyweight: {
    title: "Bodyweight tracker",
    icon: "bi-speedometer",
    items: ["A chart and a table of your bodyweight", "Add, delete, print and CSV download"],
  },
  accessCodes: { title: "Access codes", icon: "bi-key", items: ["Codes to share access with a coach"] },
  userDetails: {
    title: "User details",
    icon: "bi-person-lines-fill",
    items: [
      "Your profile picture",
      "Personal information: names, bio, birth date, weight",
      "Account information: e-mail, username, password",
    ],
  },
  deleteAccount: {
    title: "Delete account",
    icon: "bi-person-x",
    items: ["Permanently delete your account and all of its data"],
  },
  apiKeys: {
    title: "API keys",
    icon: "bi-key",
    items: ["Up to 5 personal API keys", "Copy, show or revoke each key"],
  },
  helpAndSupport: {
    title: "Help and support",
    icon: "bi-question-circle",
    items: ["Answers to common questions", "Videos must be under 10 MB; the app is free"],
  },
  changelogs: {
    title: "Changelogs",
    icon: "bi-journal-code",
    items: ["What changed in each version", "An e-mail subscription to the changelog"],
  },
  issues: {
    title: "Issues and pull requests",
    icon: "bi-github",
    items: ["The open issues of the project, linked to the tracker"],
  },
  adminHome: {
    title: "Admin home",
    icon: "bi-speedometer2",
    items: ["Users registered this week", "Videos uploaded this week"],
  },
  adminUsers: {
    title: "Users",
    icon: "bi-people",
    items: ["Search, edit, reset the password of and delete users", "Bulk delete and pagination"],
  },
  adminVideos: { title: "Videos", icon: "bi-camera-video", items: ["Every uploaded video"] },
  adminSessions: { title: "Sessions", icon: "bi-journal-text", items: ["Every logged session"] },
} satisfies Record<string, ComingSoonProps>;
