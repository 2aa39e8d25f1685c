import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { RouterProvider } from "react-router/dom";
import { useLanguage } from "../lib/i18n";
import { queryClient } from "../lib/query-client";
import type { AppRouter } from "./router";

export function App({ router }: { router: AppRouter }) {
  // Keyed on the language: a switch in Settings redraws every screen, dates and numbers included.
  const language = useLanguage();
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider key={language} router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
