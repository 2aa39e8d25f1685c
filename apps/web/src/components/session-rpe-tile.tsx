import { sessionRpeColour } from "@topset/shared";
import "./session-rpe-tile.css";
import { useT } from "./i18n";

const tone = {
  secondary: "session-rpe-tile-none",
  success: "text-bg-success",
  danger: "text-bg-danger",
} as const;

/** A session's RPE as a small coloured square: grey when none, green for 1–7.5, red for 8–10. */
export function SessionRpeTile({ rpe }: { rpe: number | null }) {
  const t = useT();
  return (
    <span
      className={`session-rpe-tile rounded-3 flex-shrink-0 ${tone[sessionRpeColour(rpe)]}`}
      role="img"
      aria-label={rpe === null ? t("sessionRpeTile.none") : t("sessionRpeTile.rpe", { rpe })}
    >
      <span className="fw-bold lh-1">{rpe ?? "-"}</span>
      <span className="session-rpe-tile-label text-uppercase">{t("sessionRpeTile.label")}</span>
    </span>
  );
}
