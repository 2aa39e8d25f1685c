import { Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { AccessCodeList } from "../../components/access-code-list";
import { PageSpinner } from "../../components/page-spinner";
import { paths } from "../../lib/routing/paths";
import { AthletesList } from "./athletes-list";
import { CreateCodeForm } from "./create-code-form";
import { RedeemCodeForm } from "./redeem-code-form";
import { useT } from "./i18n";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4" aria-label={title}>
      <h2 className="settings-group-title text-uppercase small fw-semibold text-body-secondary px-1 mb-2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /dashboard/tools/others/access-codes: as an athlete, make a code for a coach and revoke it; as a
 * coach, redeem one and open the athletes who gave you theirs (the roster has this week of each).
 */
export function AccessCodesPage() {
  const t = useT();
  return (
    <div className="access-codes-page">
      <p className="text-body-secondary small">{t("accessCodesPage.intro")}</p>
      <Section title={t("accessCodesPage.giveAccess")}>
        <CreateCodeForm />
      </Section>
      <Section title={t("accessCodesPage.yourCodes")}>
        <Suspense fallback={<PageSpinner />}>
          <AccessCodeList />
        </Suspense>
      </Section>
      <Section title={t("accessCodesPage.coachSomeone")}>
        <RedeemCodeForm />
      </Section>
      <Section title={t("accessCodesPage.athletesYouCoach")}>
        <Suspense fallback={<PageSpinner />}>
          <AthletesList />
        </Suspense>
        <Link to={paths.coach.href()} className="btn btn-outline-primary w-100 mt-2">
          {t("accessCodesPage.openRoster")}
        </Link>
      </Section>
    </div>
  );
}
