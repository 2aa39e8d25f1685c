import { logNoteSchema, type Log } from "@topset/shared";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../../components/form-modal";
import { saveLogNote } from "../writes/training-writes.api";
import { useTrainingWrite } from "../writes/use-training-write";
import { formResolver } from "../../../lib/i18n/form-resolver";
import { useT } from "./i18n";

const schema = logNoteSchema.pick({ notes: true });
type Values = z.input<typeof schema>;

type Props = { log: Log; show: boolean; onHide: () => void };

/** The note of one exercise log (an empty note removes it). */
export function NoteModal({ show, onHide, log }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered>
      <NoteForm log={log} onHide={onHide} />
    </Modal>
  );
}

function NoteForm({ log, onHide }: Omit<Props, "show">) {
  const t = useT();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { notes: log.notes ?? "" },
  });
  const { register, formState } = form;
  const save = useTrainingWrite((values: z.output<typeof schema>) => saveLogNote(log, values.notes ?? ""), {
    onDone: onHide,
  });

  return (
    <FormModalBody
      title={t("note.title", { name: log.name })}
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onHide={onHide}
      submitLabel={t("note.save")}
      pending={save.isPending}
      error={save.error}
    >
      <Form.Group controlId="log-note">
        <Form.Label>{t("note.label")}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          autoFocus
          maxLength={1000}
          placeholder={t("note.placeholder")}
          isInvalid={Boolean(formState.errors.notes)}
          {...register("notes")}
        />
        <Form.Control.Feedback type="invalid">{formState.errors.notes?.message}</Form.Control.Feedback>
      </Form.Group>
    </FormModalBody>
  );
}
