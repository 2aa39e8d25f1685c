import { z } from "zod";

// NOTE: the only reader of import.meta.env. Every value has a default so `npm start` works untouched;
// an operator points the links at their own fork or community with VITE_* variables at build time.
const envSchema = z.object({
  VITE_SOURCE_URL: z.url().default("https://github.com/topset-app/topset"),
  VITE_CHAT_URL: z.url().optional(),
  VITE_ISSUES_URL: z.url().optional(),
  // Set by vite.config.ts from the root package.json; not an operator setting.
  VITE_APP_VERSION: z.string().default("dev"),
});

const env = envSchema.parse(import.meta.env);
const sourceUrl = env.VITE_SOURCE_URL.replace(/\/+$/, "");
const issuesUrl = env.VITE_ISSUES_URL ?? `${sourceUrl}/issues`;

export const config = {
  appName: "Topset",
  copyrightYear: 2022,
  sourceUrl,
  issuesUrl,
  chatUrl: env.VITE_CHAT_URL ?? `${sourceUrl}/discussions`,
  contributeUrl: `${sourceUrl}/pulls`,
  requestFeatureUrl: `${issuesUrl}/new?labels=feature`,
  apiDocsUrl: "/docs/api/",
  liveBuildTime: "8:00 PM EDT",
  isDev: import.meta.env.DEV,
  appVersion: env.VITE_APP_VERSION,
} as const;
