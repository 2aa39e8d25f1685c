import { zodResolver } from "@hookform/resolvers/zod";
import { updateSessionSchema, type SessionDetails } from "@topset/shared";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../../components/form-modal";
import { updateSession } from "../sessions.api";
import { useSessionMutation } from "../writes/use-session-mutation";

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
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
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
      title="Rename the session"
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onHide={onHide}
      submitLabel="Save"
      pending={save.isPending}
      submitDisabled={!name?.trim()}
      error={save.error}
    >
      <Form.Group controlId="rename-name">
        <Form.Label>Session name</Form.Label>
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
