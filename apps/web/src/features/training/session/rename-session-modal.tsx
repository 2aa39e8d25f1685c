import { updateSessionSchema, type SessionDetails } from "@topset/shared";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../../components/form-modal";
import { updateSession } from "../sessions.api";
import { useSessionMutation } from "../writes/use-session-mutation";
import { formResolver } from "../../../lib/i18n/form-resolver";
import { useT } from "./i18n";

// The rename form of the update contract: only the name, and it is required here.
const schema = updateSessionSchema.pick({ name: true }).required();
type Values = z.input<typeof schema>;

type Props = { session: SessionDetails; show: boolean; onHide: () => void };

export function RenameSessionModal({ show, onHide, session }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered>
      <RenameForm session={session} onHide={onHide} />
    </Modal>
  );
}

function RenameForm({ session, onHide }: Omit<Props, "show">) {
  const t = useT();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { name: session.name },
  });
  const { register, control, formState } = form;
  const name = useWatch({ control, name: "name" });
  const save = useSessionMutation(
    session.id,
    (values: z.output<typeof schema>) => updateSession(session.id, values),
    { onDone: onHide },
  );

  return (
    <FormModalBody
      title={t("rename.title")}
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onHide={onHide}
      submitLabel={t("rename.save")}
      pending={save.isPending}
      submitDisabled={!name?.trim()}
      error={save.error}
    >
      <Form.Group controlId="rename-name">
        <Form.Label>{t("rename.name")}</Form.Label>
        <Form.Control
          autoFocus
          autoComplete="off"
          isInvalid={Boolean(formState.errors.name)}
          {...register("name")}
        />
        <Form.Control.Feedback type="invalid">{formState.errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
    </FormModalBody>
  );
}
