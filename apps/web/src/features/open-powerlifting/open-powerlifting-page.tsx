import { useQuery } from "@tanstack/react-query";
import { OPEN_POWERLIFTING_LIMIT, OPEN_POWERLIFTING_NO_RESULTS } from "@topset/shared";
import { useState, type FormEvent } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Spinner from "react-bootstrap/Spinner";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { errorText, FormAlert } from "../../components/form-alert";
import { PageTitle } from "../../components/page-title";
import { openPowerliftingQuery } from "./open-powerlifting.api";
import { queryProblem } from "./open-powerlifting-view";
import { ResultsTable } from "./results-table";
import "./open-powerlifting.css";

/**
 * /dashboard/tools/reports/open-powerlifting: meet results of the public OpenPowerlifting data set,
 * searched by lifter name on this server's own copy. The search lives in the address (?q=), so a result
 * list survives a reload and the back button.
 */
export function OpenPowerliftingPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const valid = q !== "" && queryProblem(q) === null;
  const [draft, setDraft] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useQuery({ ...openPowerliftingQuery(q), enabled: valid });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = queryProblem(draft);
    setProblem(found);
    if (!found) setParams({ q: draft.trim() });
  };

  return (
    <>
      <PageTitle
        icon="bi-trophy"
        title="Open Powerlifting"
        subtitle="Meet results by lifter name: best Dots first, weights in kg"
      />
      <Form noValidate onSubmit={submit} className="mb-3" role="search">
        <Form.Label htmlFor="opl-q" className="visually-hidden">
          Lifter name
        </Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            id="opl-q"
            type="search"
            inputMode="search"
            autoComplete="off"
            placeholder="Lifter name, e.g. Inkov"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            isInvalid={problem !== null}
            aria-describedby={problem ? "opl-q-problem" : undefined}
          />
          <Button type="submit" className="flex-shrink-0" disabled={search.isFetching}>
            <i className="bi bi-search me-1" aria-hidden="true" />
            Search
          </Button>
        </div>
        {problem && (
          <div id="opl-q-problem" className="invalid-feedback d-block">
            {problem}
          </div>
        )}
      </Form>

      {valid && search.isPending && (
        <div className="text-center py-5" role="status">
          <Spinner animation="border" size="sm" className="me-2" />
          Searching…
        </div>
      )}
      {search.isError && <FormAlert alert={{ variant: "danger", text: errorText(search.error) }} />}
      {search.data?.length === 0 && <EmptyState icon="bi-search">{OPEN_POWERLIFTING_NO_RESULTS}</EmptyState>}
      {search.data && search.data.length > 0 && (
        <>
          <p className="small text-body-secondary mb-2">
            {search.data.length >= OPEN_POWERLIFTING_LIMIT
              ? `The best ${OPEN_POWERLIFTING_LIMIT} results for “${q}”: type more of the name to narrow them.`
              : `${search.data.length === 1 ? "1 result" : `${search.data.length} results`} for “${q}”.`}
          </p>
          <ResultsTable results={search.data} />
        </>
      )}
      {!valid && !search.data && (
        <p className="text-body-secondary">
          Type part of a lifter&apos;s name to see their meets: federation, date, class, best lifts, total and
          Dots. Two letters find the names with a word starting with them.
        </p>
      )}

      <p className="small text-body-secondary mt-4 mb-0 opl-attribution">
        This page uses data from the OpenPowerlifting project,{" "}
        <a href="https://www.openpowerlifting.org" target="_blank" rel="noreferrer">
          https://www.openpowerlifting.org
        </a>
        . You may download a copy of the data at{" "}
        <a href="https://gitlab.com/openpowerlifting/opl-data" target="_blank" rel="noreferrer">
          https://gitlab.com/openpowerlifting/opl-data
        </a>
        . The data is in the public domain.
      </p>
    </>
  );
}
