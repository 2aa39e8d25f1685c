import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { Icon } from "../../components/icon";
import { chevronRightIcon, personIcon } from "../../components/icons";
import { athletesQuery } from "../../lib/coaching";
import { formatLongDate } from "../../lib/i18n";
import { useT } from "./i18n";

/** The members I coach (suspends on their query), each opening their athlete view. */
export function AthletesList() {
  const t = useT();
  const { data: athletes } = useSuspenseQuery(athletesQuery());
  if (athletes.length === 0) {
    return <p className="small text-body-secondary mb-0 py-2">{t("athletesList.empty")}</p>;
  }
  return (
    <ul className="list-group shadow-sm" aria-label={t("athletesList.label")}>
      {athletes.map((a) => (
        <li key={a.grant_id} className="list-group-item p-0">
          <Link
            to={paths.athlete.href(a.id)}
            className="list-group-item-action d-flex align-items-center gap-3 py-3 px-3 text-decoration-none"
          >
            <Icon svg={personIcon} className="fs-5 text-body-secondary" />
            <span className="flex-grow-1">
              <span className="fw-semibold d-block">{a.username}</span>
              <span className="small text-body-secondary">
                {t("athletesList.since", {
                  scope: a.scope === "coach" ? t("athletesList.coach") : t("athletesList.readOnly"),
                  date: formatLongDate(a.since),
                })}
              </span>
            </span>
            <Icon svg={chevronRightIcon} className="text-body-tertiary" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
