import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { MeetForm } from "./meet-form";
import { meetQuery } from "./meets.api";

/** /dashboard/tools/reports/meets/new and …/:meet_id/edit. */
export function MeetFormPage() {
  const param = useParams().meet_id;
  const id = param ? Number(param) : null;
  return <div className="meet-form-page">{id == null ? <MeetForm meet={null} /> : <Existing id={id} />}</div>;
}

function Existing({ id }: { id: number }) {
  const { data: meet } = useSuspenseQuery(meetQuery(id));
  return <MeetForm meet={meet} />;
}
