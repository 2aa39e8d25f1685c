import { toRpe, type RpeInput } from "./rpe.js";

/** Bootstrap-style colour names, so the web app can map them onto its theme tokens. */
export type RpeColour = "secondary" | "success" | "danger";

/**
 * Session RPE tile: grey when none, green for 1–7.5, red for 8–10. RPE moves in half steps, so
 * nothing falls between 7.5 and 8; anything under 8 is green, anything from 8 up is red.
 */
export function sessionRpeColour(rpe: RpeInput): RpeColour {
  const given = toRpe(rpe);
  if (given === null || given < 0) return "secondary";
  return given < 8 ? "success" : "danger";
}
