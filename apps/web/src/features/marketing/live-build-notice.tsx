import { config } from "../../lib/config";
import { Icon } from "../../components/icon";
import { broadcastIcon, chatDotsIcon } from "../../components/icons";
import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";

/** The notice about live-build sessions (8:00 PM EDT) pointing to the chat community. */
export function LiveBuildNotice() {
  const t = useT();
  return (
    <section className="container" aria-labelledby="live-build-title">
      <div className="live-notice rounded-4 p-4 d-flex flex-column flex-md-row gap-3 align-items-md-center">
        <span className="live-dot-wrap flex-shrink-0">
          <Icon svg={broadcastIcon} className="fs-3" />
        </span>
        <div className="flex-grow-1">
          <h2 id="live-build-title" className="h5 fw-bold mb-1">
            {t("liveBuild.title")}
          </h2>
          <p className="mb-0 text-body-secondary">
            <Rich
              text={t("liveBuild.text", { time: config.liveBuildTime })}
              tags={{ time: (text) => <strong className="text-body">{text}</strong> }}
            />
          </p>
        </div>
        <a
          href={config.chatUrl}
          target="_blank"
          rel="noreferrer"
          className="btn btn-outline-primary flex-shrink-0"
        >
          <Icon svg={chatDotsIcon} className="me-2" />
          {t("liveBuild.join")}
        </a>
      </div>
    </section>
  );
}
