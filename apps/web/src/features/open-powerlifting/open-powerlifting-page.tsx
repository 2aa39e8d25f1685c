import { useSuspenseQuery } from "@tanstack/react-query";
import {
  OPEN_POWERLIFTING_LIMIT,
  OPEN_POWERLIFTING_NO_RESULTS,
  openPowerliftingQuerySchema,
} from "@topset/shared";
import { Suspense } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { EmptyState } from "../../components/empty-state";
import { PageTitle } from "../../components/page-title";
import { openPowerliftingQuery, openPowerliftingStatusQuery } from "./open-powerlifting.api";
import { queryProblem } from "./open-powerlifting-view";
import { AddAsMyMeet } from "./add-as-my-meet";
import { ResultsTable } from "./results-table";
import "./open-powerlifting.css";
import { Icon } from "../../components/icon";
import { databaseExclamationIcon, searchIcon, trophyIcon } from "../../components/icons";
import { Rich, translateText } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { t as translate, useT } from "./i18n";

// An empty box says so first; then the shared bounds (the API's own messages).
const searchSchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(1, { error: () => translate("search.required") }),
  })
  .pipe(openPowerliftingQuerySchema);
type SearchForm = z.input<typeof searchSchema>;

/**
 * /dashboard/tools/reports/open-powerlifting: meet results of the public OpenPowerlifting data set,
 * searched by lifter name on this server's own copy. The search lives in the address (?q=), so a result
 * list survives a reload and the back button.
 */
export function OpenPowerliftingPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const valid = q !== "" && queryProblem(q) === null;
  const { data: status } = useSuspenseQuery(openPowerliftingStatusQuery());
  const notImported = !status.imported;
  const { register, handleSubmit, formState } = useForm<SearchForm, unknown, z.output<typeof searchSchema>>({
    resolver: formResolver(searchSchema),
    defaultValues: { q },
  });
  const problem = formState.errors.q?.message ?? null;

  return (
    <>
      <PageTitle icon={trophyIcon} title={t("page.title")} subtitle={t("page.subtitle")} />
      {notImported && <NotImported command={status.import_command} />}
      <Form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => setParams({ q: values.q }))(event)}
        className="mb-3"
        role="search"
        hidden={notImported}
      >
        <Form.Label htmlFor="opl-q" className="visually-hidden">
          {t("page.lifterName")}
        </Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            id="opl-q"
            type="search"
            inputMode="search"
            autoComplete="off"
            placeholder={t("page.placeholder")}
            isInvalid={problem !== null}
            aria-describedby={problem ? "opl-q-problem" : undefined}
            {...register("q")}
          />
          <Button type="submit" className="flex-shrink-0">
            <Icon svg={searchIcon} className="me-1" />
            {t("page.search")}
          </Button>
        </div>
        {problem && (
          <div id="opl-q-problem" className="invalid-feedback d-block">
            {problem}
          </div>
        )}
      </Form>

      {valid && !notImported ? (
        // The results load under the search box, which stays on screen meanwhile.
        <Suspense
          fallback={
            <div className="text-center py-5" role="status">
              <Spinner animation="border" size="sm" className="me-2" />
              {t("page.searching")}
            </div>
          }
        >
          <Results q={q} />
        </Suspense>
      ) : (
        !notImported && <p className="text-body-secondary">{t("page.hint")}</p>
      )}

      <p className="small text-body-secondary mt-4 mb-0 opl-attribution">
        <Rich
          text={t("page.attribution")}
          tags={{
            site: (text) => (
              <a href="https://www.openpowerlifting.org" target="_blank" rel="noreferrer">
                {text}
              </a>
            ),
            data: (text) => (
              <a href="https://gitlab.com/openpowerlifting/opl-data" target="_blank" rel="noreferrer">
                {text}
              </a>
            ),
          }}
        />
      </p>
    </>
  );
}

/** The answer to one search: the empty text, or how many results and their table. */
function Results({ q }: { q: string }) {
  const t = useT();
  const { data: results } = useSuspenseQuery(openPowerliftingQuery(q));
  if (results.length === 0)
    return <EmptyState icon={searchIcon}>{translateText(OPEN_POWERLIFTING_NO_RESULTS)}</EmptyState>;
  return (
    <>
      <p className="small text-body-secondary mb-2">
        {results.length >= OPEN_POWERLIFTING_LIMIT
          ? t("results.limited", { limit: OPEN_POWERLIFTING_LIMIT, q })
          : t("results.count", { count: results.length, q })}
      </p>
      <ResultsTable results={results} action={(r) => <AddAsMyMeet resultId={r.id} name={r.name} />} />
    </>
  );
}

/**
 * This server has no OpenPowerlifting data yet. No demo rows stand in for it: every name the search
 * shows is a real lifter from the official data set, so until an operator imports it, say how.
 */
function NotImported({ command }: { command: string }) {
  const t = useT();
  return (
    <section className="card mb-4" aria-labelledby="opl-not-imported">
      <div className="card-body">
        <h2 id="opl-not-imported" className="h5 card-title">
          <Icon svg={databaseExclamationIcon} className="me-2" />
          {t("notImported.title")}
        </h2>
        <p className="mb-2">{t("notImported.intro")}</p>
        <ol className="mb-2">
          <li>
            <Rich
              text={t("notImported.download")}
              tags={{
                link: (text) => (
                  <a
                    href="https://openpowerlifting.gitlab.io/opl-csv/bulk-csv.html"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {text}
                  </a>
                ),
              }}
            />
          </li>
          <li>
            <Rich
              text={t("notImported.run")}
              tags={{ command: () => <code className="opl-command">{command}</code> }}
            />
          </li>
        </ol>
        <p className="small text-body-secondary mb-0">{t("notImported.replaces")}</p>
      </div>
    </section>
  );
}
