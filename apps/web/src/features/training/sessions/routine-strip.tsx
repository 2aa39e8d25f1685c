import { useQuery } from "@tanstack/react-query";
import Button from "react-bootstrap/Button";
import { Link } from "react-router";
import { paths } from "../../../lib/routing/paths";
import { routinesQuery, useStartRoutine } from "../../../lib/routines";
import { Icon } from "../../../components/icon";
import { playFillIcon } from "../../../components/icons";
import { translateText } from "../../../lib/i18n";
import { useT } from "./i18n";

/**
 * The member's routines above the sessions list, each started in one tap (its planned session opens).
 * Nothing shows until there is a routine; a failed read leaves the list as it was.
 */
export function RoutineStrip() {
  const t = useT();
  const { data: routines = [] } = useQuery(routinesQuery());
  const start = useStartRoutine();
  if (routines.length === 0) return null;
  return (
    <section className="routine-strip mb-3" aria-label={t("routines.label")}>
      <div className="d-flex align-items-center mb-1">
        <h2 className="h6 fw-bold mb-0 me-auto">{t("routines.title")}</h2>
        <Link to={paths.routines.href()} className="small">
          {t("routines.all")}
        </Link>
      </div>
      <div className="routine-strip-row">
        {routines.map((routine) => (
          <Button
            key={routine.id}
            variant="outline-success"
            className="session-tap text-nowrap"
            onClick={() => start.mutate(routine.id)}
            disabled={start.isPending}
            aria-label={t("routines.start", { name: routine.name })}
          >
            <Icon svg={playFillIcon} className="me-1" />
            {routine.name}
          </Button>
        ))}
      </div>
      {start.error && <p className="small text-danger mt-1 mb-0">{translateText(start.error.message)}</p>}
    </section>
  );
}
