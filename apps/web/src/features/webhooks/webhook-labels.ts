import type { WebhookDeliveryStatus, WebhookEvent } from "@topset/shared";
import { formatDaysAgo, formatTime } from "../../lib/i18n";
import { t } from "./i18n";

/** Each event's key in the catalog (events.<key>.label and .note). */
const EVENT_KEYS = {
  "set.created": "setCreated",
  "pr.achieved": "prAchieved",
  "session.completed": "sessionCompleted",
  "import.finished": "importFinished",
} as const satisfies Record<WebhookEvent, string>;

/** What each event is called on screen, with when it fires. */
export const eventText = (event: WebhookEvent): { label: string; note: string } => ({
  label: t(`events.${EVENT_KEYS[event]}.label`),
  note: t(`events.${EVENT_KEYS[event]}.note`),
});

export const eventLabel = (event: string) =>
  event === "ping" ? t("events.ping") : event in EVENT_KEYS ? eventText(event as WebhookEvent).label : event;

const STATUS_BADGES = {
  pending: { key: "status.queued", bg: "secondary" },
  succeeded: { key: "status.delivered", bg: "success" },
  failed: { key: "status.failed", bg: "danger" },
} as const satisfies Record<WebhookDeliveryStatus, { key: string; bg: string }>;

export const statusBadge = (status: WebhookDeliveryStatus) => ({
  text: t(STATUS_BADGES[status].key),
  bg: STATUS_BADGES[status].bg,
});

/** "today 7:05 PM", "3 days ago 9:12 AM" (German: "heute 19:05"). */
export const when = (iso: string) => `${formatDaysAgo(iso)} ${formatTime(iso)}`;
