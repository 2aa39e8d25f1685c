import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import i18next from "eslint-plugin-i18next";
import topset from "./eslint-rules/index.js";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "**/migrations/**",
      "test-results/**",
      "playwright-report/**",
      // Generated from the OpenAPI document (npm run client:generate).
      "packages/client/src/schema.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  // The shape of the code (docs/architecture.md, "Rules that hold the shape").
  { plugins: { topset } },
  {
    files: ["apps/server/src/features/**/*.{ts,tsx}"],
    rules: {
      "topset/feature-boundaries": [
        "error",
        {
          featuresDir: "apps/server/src/features",
          allow: "queries",
          // At most 5, each with its reason: { from: "<file>", to: "<imported file>", reason: "…" }.
          exceptions: [
            {
              from: "apps/server/src/features/programs/programs.service.ts",
              to: "apps/server/src/features/routines/routines.service.ts",
              reason:
                "A program's workout starts through the routine's own start (progression, loads, planned sets): one start path, not two.",
            },
            {
              from: "apps/server/src/features/users/account.service.ts",
              to: "apps/server/src/features/insights/insights.service.ts",
              reason:
                "Choosing the personal e1RM method fits the member's chart at once with the insights' own fit (refreshPersonalChart): one fit, not two. Insights never import users.",
            },
            {
              from: "apps/server/src/features/meets/meet-evidence.ts",
              to: "apps/server/src/features/insights/insights.service.ts",
              reason:
                "The attempt planner reads each lift's form from the readiness model's own walk-forward fit (liftForms): one model, not a second estimate of the same thing. Insights imports nothing from meets.",
            },
            {
              from: "apps/server/src/features/coaching/athlete-programs.service.ts",
              to: "apps/server/src/features/programs/programs.service.ts",
              reason:
                "A coach reads and edits an athlete's programs in the answer the athlete's own program screens get (workouts, sessions, next): one answer, not two. Programs import nothing from coaching.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "topset/feature-boundaries": ["error", { featuresDir: "apps/web/src/features", allow: "none" }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx,mts,cts}"],
    ignores: [
      "**/*.test.{ts,tsx}",
      "**/*.spec.{ts,tsx}",
      "**/*.fixtures.ts",
      "apps/server/src/test/**",
      "e2e/**",
      "**/migrations/**",
    ],
    rules: { "topset/no-outside-citations": "error" },
  },
  // react-bootstrap by each component's own path: apps/web/bootstrap-parts.config.ts hangs the CSS of
  // Modal, Offcanvas, Accordion and Navbar on those paths, so an import from the index would draw them
  // unstyled (and would pull every component into the chunk).
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-bootstrap",
              message: "Import each component from its own path: react-bootstrap/Modal.",
            },
          ],
        },
      ],
    },
  },
  // Every word on a screen comes from a catalog (lib/i18n, decision 052): text and user-facing attributes in
  // JSX may not be written inline. Symbols, numbers and code-like values (paths, variants, ids) pass.
  {
    files: ["apps/web/src/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: [
              "aria-label",
              "aria-description",
              "alt",
              "title",
              "placeholder",
              "label",
              "text",
              "message",
              "heading",
              "description",
              "hint",
              "confirmLabel",
              "submitLabel",
              "emptyText",
              "helpText",
            ],
          },
          callees: {
            exclude: [
              "i18n(ext)?",
              "t",
              "require",
              "addEventListener",
              "removeEventListener",
              "postMessage",
              "getElementById",
              "dispatch",
              "commit",
              "includes",
              "indexOf",
              "endsWith",
              "startsWith",
              "register",
              "href",
              "trigger",
              "watch",
              "getValues",
              "setValue",
              "setFocus",
              "clearErrors",
              "resetField",
              "navigate",
              "cx",
              "join",
              "useWatch",
              "querySelector",
              "matchMedia",
            ],
          },
          words: {
            exclude: [
              "[0-9!-/:-@[-`{-~\\s×–—…·]+",
              "[A-Z_-]+",
              "kg\\.?|lbs\\.?|RPE|e1RM|1RM|DOTS|IPF GL|Wilks|kcal|Topset",
            ],
          },
        },
      ],
    },
  },
);
