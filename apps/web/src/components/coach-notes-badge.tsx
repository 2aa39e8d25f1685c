import { useQuery, useQueryClient } from "@tanstack/react-query";
import { COACH_EVENTS } from "@topset/shared";
import { useEffect } from "react";
import { coachNoteKeys, coachNotesUnreadQuery } from "../lib/coach-notes";
import { onSocketEvent } from "../lib/presence";
import { useT } from "./i18n";

/**
 * The count of unread coach notes (to me as athlete or as coach), a pill on the tile that leads to
 * coaching; nothing while there are none. Kept live by the socket while it is on screen.
 */
export function CoachNotesBadge({ className = "" }: { className?: string }) {
  const t = useT();
  const client = useQueryClient();
  const { data } = useQuery(coachNotesUnreadQuery);
  const unread = data?.unread ?? 0;
  useEffect(() => {
    const stale = () => void client.invalidateQueries({ queryKey: coachNoteKeys.unread });
    const offComment = onSocketEvent(COACH_EVENTS.comment, stale);
    const offReconnect = onSocketEvent("connect", stale);
    return () => {
      offComment();
      offReconnect();
    };
  }, [client]);
  if (unread <= 0) return null;
  const shown = unread > 99 ? "99+" : String(unread);
  return (
    <span className={`badge rounded-pill bg-danger ${className}`} data-testid="coach-notes-unread">
      {shown}
      <span className="visually-hidden">{t("coachNotesBadge.unread", { count: unread })}</span>
    </span>
  );
}
