import { Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { AccessCodeList } from "../../components/access-code-list";
import { PageSpinner } from "../../components/page-spinner";
import { paths } from "../../lib/routing/paths";
import { AthletesList } from "./athletes-list";
import { CreateCodeForm } from "./create-code-form";
import { RedeemCodeForm } from "./redeem-code-form";

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
  return (
    <div className="access-codes-page">
      <p className="text-body-secondary small">
        A coach with your code reads your sessions, exercise history, PRs, trackers, reports and videos,
        private ones included. A read-only code stops there; a coach code also lets them write programs into
        your account and comment on your sessions. Revoke the code to end it at once.
      </p>
      <Section title="Give a coach access">
        <CreateCodeForm />
      </Section>
      <Section title="Your codes">
        <Suspense fallback={<PageSpinner />}>
          <AccessCodeList />
        </Suspense>
      </Section>
      <Section title="Coach someone">
        <RedeemCodeForm />
      </Section>
      <Section title="Athletes you coach">
        <Suspense fallback={<PageSpinner />}>
          <AthletesList />
        </Suspense>
        <Link to={paths.coach.href()} className="btn btn-outline-primary w-100 mt-2">
          Open the coaching roster
        </Link>
      </Section>
    </div>
  );
}
