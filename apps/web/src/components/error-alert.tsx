import Alert from "react-bootstrap/Alert";
import { errorText } from "./form-alert";

/** A query that failed, said in words (the server's message when it gave one). */
export function ErrorAlert({ error }: { error: unknown }) {
  return <Alert variant="danger">{errorText(error)}</Alert>;
}
