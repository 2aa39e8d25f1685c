import type { WebhookDeliveryStatus, WebhookEvent } from "@topset/shared";
import { formatDaysAgo, formatTime } from "@topset/shared";

/** What each event is called on screen, with when it fires. */
export const EVENT_LABELS: Record<WebhookEvent, { label: string; note: string }> = {
  "set.created": { label: "Set logged", note: "each set added, or a planned set marked done" },
  "pr.achieved": { label: "Personal record", note: "a heavy single, double or triple beating your best" },
  "session.completed": { label: "Session completed", note: "when you finish a session" },
  "import.finished": { label: "Import finished", note: "an import or its dry run is done or failed" },
};

export const eventLabel = (event: string) =>
  event === "ping" ? "Test" : (EVENT_LABELS[event as WebhookEvent]?.label ?? event);

export const STATUS_BADGES: Record<WebhookDeliveryStatus, { text: string; bg: string }> = {
  pending: { text: "Queued", bg: "secondary" },
  succeeded: { text: "Delivered", bg: "success" },
  failed: { text: "Failed", bg: "danger" },
};

/** "today 7:05 PM", "3 days ago 9:12 AM". */
export const when = (iso: string) => `${formatDaysAgo(iso)} ${formatTime(iso)}`;
