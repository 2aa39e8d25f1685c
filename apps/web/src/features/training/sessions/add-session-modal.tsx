import { useSuspenseQuery } from "@tanstack/react-query";
import { createSessionSchema } from "@topset/shared";
import { Suspense, useState } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../../components/form-modal";
import { PageSpinner } from "../../../components/page-spinner";
import { asNumber } from "../../../lib/form-inputs";
import { useEntryUnit } from "../../../lib/settings-store";
import { blocksQuery } from "../sessions.api";
import { SessionVariableFields } from "../session/session-variable-fields";
import { useStartSession } from "../session/use-start-session";
import { formatLongDate, formatTime } from "../../../lib/i18n";
import { formResolver } from "../../../lib/i18n/form-resolver";
import { useT } from "./i18n";

const schema = createSessionSchema.omit({ user_id: true, start_date: true, notes: true });
type Values = z.input<typeof schema>;

type Props = { show: boolean; onHide: () => void };

export function AddSessionModal({ show, onHide }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered scrollable>
      <Suspense
        fallback={
          <Modal.Body>
            <PageSpinner />
          </Modal.Body>
        }
      >
        <AddSessionForm onHide={onHide} />
      </Suspense>
    </Modal>
  );
}

/** Name required; start now (shown, not editable); optional block and recovery numbers. */
function AddSessionForm({ onHide }: { onHide: () => void }) {
  const t = useT();
  const unit = useEntryUnit();
  const [startedAt] = useState(() => new Date());
  const { data: blocks } = useSuspenseQuery(blocksQuery());
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { name: "" },
  });
  const { register, control, formState } = form;
  const name = useWatch({ control, name: "name" });
  const { errors } = formState;

  const mutation = useStartSession({ onStarted: onHide });

  const submit = (values: z.output<typeof schema>) =>
    mutation.mutate({
      input: {
        ...values,
        start_date: startedAt.toISOString(),
        body_weight_unit: values.body_weight === undefined ? undefined : unit,
      },
      blockName: blocks.find((b) => b.id === values.block_id)?.name ?? null,
    });

  return (
    <FormModalBody
      title={t("add.title")}
      form={form}
      onSubmit={submit}
      onHide={onHide}
      submitLabel={t("add.submit")}
      pending={mutation.isPending}
      submitDisabled={!name?.trim()}
      error={mutation.error}
    >
      <Form.Group className="mb-3" controlId="session-name">
        <Form.Label>{t("add.name")}</Form.Label>
        <Form.Control
          autoFocus
          autoComplete="off"
          placeholder={t("add.namePlaceholder")}
          isInvalid={Boolean(errors.name)}
          {...register("name")}
        />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="session-start">
        <Form.Label>{t("add.start")}</Form.Label>
        <Form.Control disabled readOnly value={`${formatLongDate(startedAt)} ${formatTime(startedAt)}`} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="session-block">
        <Form.Label>{t("add.block")}</Form.Label>
        <Form.Select {...register("block_id", asNumber)}>
          <option value="">{t("add.noBlock")}</option>
          {blocks.map((block) => (
            <option key={block.id} value={block.id}>
              {block.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <SessionVariableFields
        idPrefix="session"
        unit={unit}
        fields={{
          body_weight: register("body_weight", asNumber),
          hours_of_sleep: register("hours_of_sleep", asNumber),
          calories_prior_session: register("calories_prior_session", asNumber),
          caffeine_intake: register("caffeine_intake", asNumber),
        }}
        errors={errors}
        max={{ body_weight: 300, hours_of_sleep: 24, calories_prior_session: 5000, caffeine_intake: 1000 }}
      />
    </FormModalBody>
  );
}
