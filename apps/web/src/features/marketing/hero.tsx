import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { Icon } from "../../components/icon";
import { githubIcon, trophyFillIcon } from "../../components/icons";
import { Rich } from "../../lib/i18n";
import { useT } from "./i18n";

const sets = [
  { reps: 3, weight: 140, rpe: 7 },
  { reps: 3, weight: 145, rpe: 8 },
  { reps: 3, weight: 150, rpe: 9 },
];

/** A static picture of a logged exercise, drawn in HTML so it stays sharp and costs no download. */
function SetCardPreview() {
  const t = useT();
  return (
    <div className="set-preview card border-0 shadow-lg" aria-hidden="true">
      <div className="card-body p-3 p-sm-4">
        <div className="d-flex justify-content-between align-items-center mb-3">
          <div>
            <div className="small text-body-secondary text-uppercase fw-semibold">{t("setPreview.day")}</div>
            <div className="fs-5 fw-bold">{t("setPreview.exercise")}</div>
          </div>
          <span className="badge rounded-pill text-bg-success">
            <Icon svg={trophyFillIcon} className="me-1" />
            {t("setPreview.pr")}
          </span>
        </div>
        <table className="table table-sm mb-3 align-middle set-preview-table">
          <thead>
            <tr>
              <th>{t("setPreview.set")}</th>
              <th>{t("setPreview.reps")}</th>
              <th>{t("setPreview.weight")}</th>
              <th>{t("setPreview.rpe")}</th>
            </tr>
          </thead>
          <tbody>
            {sets.map((set, i) => (
              <tr key={set.weight}>
                <td className="text-body-secondary">{i + 1}</td>
                <td>{set.reps}</td>
                <td className="fw-semibold">{set.weight} kg</td>
                <td>@{set.rpe}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="d-flex justify-content-between small">
          <span className="text-body-secondary">{t("setPreview.estimated")}</span>
          <span className="fw-bold text-primary">{164} kg</span>
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  const t = useT();
  return (
    <section className="hero py-5">
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6">
            <span className="badge rounded-pill bg-primary-subtle text-primary-emphasis mb-3 px-3 py-2">
              <Icon svg={githubIcon} className="me-1" />
              {t("hero.badge")}
            </span>
            <h1 className="display-4 fw-bolder lh-1 mb-3 hero-title">
              <Rich
                text={t("hero.title")}
                tags={{ accent: (text) => <span className="text-primary">{text}</span> }}
              />
            </h1>
            <p className="lead text-body-secondary mb-4">{t("hero.lead")}</p>
            <div className="d-grid d-sm-flex gap-2">
              <Link to={paths.signup.href()} className="btn btn-primary btn-lg px-4 fw-semibold">
                {t("hero.signUp")}
              </Link>
              <Link to={paths.features.href()} className="btn btn-outline-secondary btn-lg px-4">
                {t("hero.learnMore")}
              </Link>
            </div>
          </div>
          <div className="col-lg-6 d-flex justify-content-center">
            <SetCardPreview />
          </div>
        </div>
      </div>
    </section>
  );
}
