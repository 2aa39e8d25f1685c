import { useT } from "./i18n";

/** A crown (Bootstrap Icons has none): marks an admin in the users table. */
export function CrownIcon({ className = "" }: { className?: string }) {
  const t = useT();
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      className={className}
      role="img"
      aria-label={t("crown")}
    >
      <title>{t("crown")}</title>
      <path d="M3 8.5 7.5 12 12 4.5 16.5 12 21 8.5 19 18H5L3 8.5Z" />
      <rect x="5" y="19.2" width="14" height="2.3" rx="0.8" />
    </svg>
  );
}
