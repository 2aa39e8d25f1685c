import { useState } from "react";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { errorText, type FormAlertState } from "../../components/form-alert";
import { formResolver } from "../../lib/i18n/form-resolver";
import { t } from "./i18n";

/** The first message of a failed check, for the card's alert (where the server's messages show too). */
function firstMessage(errors: FieldErrors): string {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === "string" && error.message) return error.message;
  }
  return t("editableCard.checkForm");
}

/**
 * The state an EditableCard form keeps: whether it is editing, its react-hook-form fields (checked with
 * the shared schema) and its alert. `fail` shows a request's error, `card` goes to the EditableCard.
 */
export function useEditableForm<F extends FieldValues, Out>(
  initial: () => F,
  schema: z.ZodType<Out, F>,
  startEditing = false,
) {
  const [editing, setEditing] = useState(startEditing);
  const [alert, setAlert] = useState<FormAlertState>(null);
  const form = useForm<F, unknown, Out>({
    resolver: formResolver(schema),
    defaultValues: initial() as DefaultValues<F>,
  });
  const edit = () => {
    setAlert(null);
    setEditing(true);
  };
  return {
    editing,
    setEditing,
    form,
    setAlert,
    fail: (error: unknown) => setAlert({ variant: "danger", text: errorText(error) }),
    /** The EditableCard props this state drives. */
    card: {
      editing,
      alert,
      onAlertClose: () => setAlert(null),
      onEdit: edit,
      onInvalid: (errors: FieldErrors) => setAlert({ variant: "danger", text: firstMessage(errors) }),
    },
  };
}
