import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { PageSpinner } from "../../components/page-spinner";
import { ErrorAlert } from "../../components/error-alert";
import { MeetForm } from "./meet-form";
import { meetQuery } from "./meets.api";

/** /dashboard/tools/reports/meets/new and …/:meet_id/edit. */
export function MeetFormPage() {
  const param = useParams().meet_id;
  const id = param ? Number(param) : null;
  const meet = useQuery({ ...meetQuery(id ?? 0), enabled: id != null });
  return (
    <div className="meet-form-page">
      {id == null ? (
        <MeetForm meet={null} />
      ) : meet.isError ? (
        <ErrorAlert error={meet.error} />
      ) : meet.data ? (
        <MeetForm meet={meet.data} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
