import { useState } from "react";
import { errorText, type FormAlertState } from "../../components/form-alert";

/**
 * The state an EditableCard form keeps: whether it is editing, its text fields and its alert.
 * `set(name)` is an input's onChange, `fail` shows a request's error, `card` goes to the EditableCard.
 */
export function useEditableForm<F extends Record<string, string>>(initial: () => F, startEditing = false) {
  const [editing, setEditing] = useState(startEditing);
  const [fields, setFields] = useState(initial);
  const [alert, setAlert] = useState<FormAlertState>(null);
  const edit = () => {
    setAlert(null);
    setEditing(true);
  };
  return {
    editing,
    setEditing,
    fields,
    setFields,
    setAlert,
    set: (name: keyof F) => (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
    fail: (error: unknown) => setAlert({ variant: "danger", text: errorText(error) }),
    /** The EditableCard props this state drives. */
    card: { editing, alert, onAlertClose: () => setAlert(null), onEdit: edit },
  };
}
