import { createTagSchema, type Log } from "@topset/shared";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../../components/form-modal";
import { addTag, deleteTag } from "../logs.api";
import { withTagAdded, withTagRemoved } from "../writes/session-cache";
import { useSessionMutation } from "../writes/use-session-mutation";
import { Icon } from "../../../components/icon";
import { xLgIcon } from "../../../components/icons";
import { formResolver } from "../../../lib/i18n/form-resolver";
import { useT } from "./i18n";

const schema = createTagSchema.pick({ name: true });
type Values = z.input<typeof schema>;

type Props = { log: Log; show: boolean; onHide: () => void };

/** Adds a tag to a log; the log's tags are listed with a remove button each. */
export function TagModal({ show, onHide, log }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered>
      <TagForm log={log} onHide={onHide} />
    </Modal>
  );
}

function TagForm({ log, onHide }: Omit<Props, "show">) {
  const t = useT();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { name: "" },
  });
  const { register, control, formState } = form;
  const name = useWatch({ control, name: "name" });
  const save = useSessionMutation(
    log.session_id,
    (values: z.output<typeof schema>) => addTag({ log_id: log.id, name: values.name }),
    { apply: withTagAdded, onDone: onHide },
  );
  const remove = useSessionMutation(log.session_id, (id: number) => deleteTag(id), {
    apply: (session, removed) => withTagRemoved(session, removed.id),
  });
  const pending = save.isPending || remove.isPending;

  return (
    <FormModalBody
      title={t("tag.title", { name: log.name })}
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onHide={onHide}
      submitLabel={t("tag.add")}
      pending={pending}
      submitDisabled={!name?.trim()}
      error={save.error ?? remove.error}
    >
      <Form.Group controlId="log-tag">
        <Form.Label>{t("tag.label")}</Form.Label>
        <Form.Control
          autoFocus
          autoComplete="off"
          maxLength={30}
          placeholder={t("tag.placeholder")}
          isInvalid={Boolean(formState.errors.name)}
          {...register("name")}
        />
        <Form.Control.Feedback type="invalid">{formState.errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      {log.tags.length > 0 && (
        <div className="mt-3">
          <div className="small text-body-secondary mb-2">{t("tag.list")}</div>
          <div className="d-flex flex-wrap gap-2">
            {log.tags.map((tag) => (
              <span
                key={tag.id}
                className="badge rounded-pill text-bg-secondary d-inline-flex align-items-center ps-3 pe-1"
              >
                {tag.name}
                <button
                  type="button"
                  className="btn btn-sm tag-remove text-reset"
                  aria-label={t("tag.remove", { name: tag.name })}
                  onClick={() => remove.mutate(tag.id)}
                >
                  <Icon svg={xLgIcon} />
                </button>
              </span>
            ))}
          </div>
        </div>
      )}
    </FormModalBody>
  );
}
