import { useEffect, useState } from "react";
import { adjustRest, markTold, stopRest, useRestTimer } from "./rest-timer";
import { Icon } from "../../../components/icon";
import { bellIcon } from "../../../components/icons";
import { t as text, useT } from "./i18n";

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/** Tells the lifter rest is over: a buzz, and a notification when the page is not in sight. */
function tell(name: string) {
  navigator.vibrate?.([300, 150, 300]);
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const note = {
    body: text("rest.notification", { name }),
    tag: "topset-rest",
    icon: "/icons/icon-192.png",
  };
  void navigator.serviceWorker?.getRegistration().then((registration) => {
    if (registration) return registration.showNotification("Topset", note);
    new Notification("Topset", note);
  });
}

/**
 * The rest timer, between the session's two buttons: counts down from a logged set, ±15 s (which
 * becomes that exercise's rest), Skip. At zero it tells the lifter once and stays a few seconds as
 * "Rest over".
 */
export function RestTimerBar() {
  const t = useT();
  const timer = useRestTimer();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timer) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [timer]);
  useEffect(() => {
    if (!timer || now < timer.endsAt) return;
    if (!timer.told) {
      markTold();
      tell(timer.name);
    }
    // Over for a while (a reload long after): gone.
    if (now - timer.endsAt > 8000) stopRest();
  }, [timer, now]);
  if (!timer) return null;

  // The clock ticks every 250 ms; a timer started since the last tick counts from its own start.
  const left = timer.endsAt - Math.max(now, timer.startedAt);
  const over = left <= 0;
  const total = timer.endsAt - timer.startedAt;
  const canAsk = typeof Notification !== "undefined" && Notification.permission === "default";
  return (
    <div
      className={`rest-timer${over ? " rest-over" : ""}`}
      role="timer"
      aria-label={t("rest.timerLabel", { name: timer.name })}
    >
      <div className="rest-progress" style={{ width: `${over ? 100 : 100 - (left / total) * 100}%` }} />
      <div className="rest-timer-row">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary rest-button"
          aria-label={t("rest.less")}
          onClick={() => adjustRest(-15)}
        >
          {t("rest.lessShort")}
        </button>
        <div className="rest-clock flex-grow-1 text-center" aria-live={over ? "assertive" : "off"}>
          <span className="fw-bold fs-5 d-block text-nowrap">{over ? t("rest.over") : clock(left)}</span>
          <span className="rest-name small text-body-secondary d-block text-truncate">{timer.name}</span>
        </div>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary rest-button"
          aria-label={t("rest.more")}
          onClick={() => adjustRest(15)}
        >
          {t("rest.moreShort")}
        </button>
        {canAsk && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary rest-button rest-bell"
            aria-label={t("rest.notify")}
            onClick={() => void Notification.requestPermission()}
          >
            <Icon svg={bellIcon} />
          </button>
        )}
        <button type="button" className="btn btn-sm btn-outline-secondary rest-button" onClick={stopRest}>
          {over ? t("rest.close") : t("rest.skip")}
        </button>
      </div>
    </div>
  );
}
