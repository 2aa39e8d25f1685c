import { useQueryClient } from "@tanstack/react-query";
import { rpeSchema, updateSessionSchema, type SessionDetails } from "@topset/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import { RpeChips } from "../entry/rpe-chips";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { paths } from "../../../lib/routing/paths";
import { asNumber, asOptionalText, localDateTimeSchema, toLocalInput } from "../../../lib/form-inputs";
import { useEntryUnit } from "../../../lib/settings-store";
import { FormModalBody } from "../../../components/form-modal";
import { NumberField } from "../../../components/number-field";
import { sessionKeys } from "../../../lib/training-session";
import { completeSession } from "../writes/training-writes.api";
import { useTrainingWrite } from "../writes/use-training-write";
import { SessionVariableFields } from "./session-variable-fields";
import { formResolver } from "../../../lib/i18n/form-resolver";
import { useT } from "./i18n";

const schema = updateSessionSchema
  .pick({
    body_weight: true,
    hours_of_sleep: true,
    calories_prior_session: true,
    caffeine_intake: true,
    notes: true,
  })
  .extend({ session_rpe: rpeSchema, end_date: localDateTimeSchema("End time") });
type Values = z.input<typeof schema>;

type Props = { session: SessionDetails; show: boolean; onHide: () => void };

export function CompleteSessionModal({ show, onHide, session }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered scrollable>
      <CompleteForm session={session} onHide={onHide} />
    </Modal>
  );
}

/** The chips of a session's RPE: a whole session is rarely under 5. */
const SESSION_RPE_CHIPS = [5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10] as const;

/**
 * Session RPE (1–10, half steps; a tap on a chip or typed) and end time required; the rest optional;
 * then back to the list.
 */
function CompleteForm({ session, onHide }: Omit<Props, "show">) {
  const t = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const unit = useEntryUnit();
  const [now] = useState(() => toLocalInput(new Date()));
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { end_date: now },
  });
  const { register, control, formState, setValue } = form;
  const rpe = useWatch({ control, name: "session_rpe" });
  const { errors } = formState;

  const mutation = useTrainingWrite(
    (values: z.output<typeof schema>) =>
      completeSession(session, {
        ...values,
        // NOTE: the input holds whole minutes; an untouched "now" is sent to the second, or a session
        // completed in the minute it started would end before its start (the server answers 400).
        end_date:
          values.end_date === new Date(now).toISOString() ? new Date().toISOString() : values.end_date,
        body_weight_unit: values.body_weight === undefined ? undefined : unit,
      }),
    {
      onDone: () => {
        void client.invalidateQueries({ queryKey: sessionKeys.list() });
        onHide();
        void navigate(paths.sessions.href());
      },
    },
  );

  return (
    <FormModalBody
      title={t("complete.title")}
      form={form}
      onSubmit={(values) => mutation.mutate(values)}
      onHide={onHide}
      submitLabel={t("complete.submit")}
      pending={mutation.isPending}
      submitDisabled={typeof rpe !== "number" || Number.isNaN(rpe)}
      error={mutation.error}
    >
      <div className="row g-2">
        <NumberField
          className="col-5 mb-2"
          id="complete-rpe"
          label={t("complete.rpe")}
          decimal
          min={1}
          max={10}
          step={0.5}
          placeholder={t("complete.rpePlaceholder")}
          registration={register("session_rpe", asNumber)}
          error={errors.session_rpe?.message}
        />
        <Form.Group className="col-7 mb-2" controlId="complete-end">
          <Form.Label>{t("complete.endTime")}</Form.Label>
          <Form.Control
            type="datetime-local"
            isInvalid={Boolean(errors.end_date)}
            {...register("end_date")}
          />
          <Form.Control.Feedback type="invalid">{errors.end_date?.message}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <RpeChips
        label={t("complete.effort")}
        chips={SESSION_RPE_CHIPS}
        value={rpe}
        onChange={(chosen) =>
          setValue("session_rpe", chosen ?? Number.NaN, { shouldValidate: formState.isSubmitted })
        }
      />
      <div className="mb-3" />
      <SessionVariableFields
        idPrefix="complete"
        unit={unit}
        fields={{
          body_weight: register("body_weight", asNumber),
          hours_of_sleep: register("hours_of_sleep", asNumber),
          calories_prior_session: register("calories_prior_session", asNumber),
          caffeine_intake: register("caffeine_intake", asNumber),
        }}
        errors={errors}
        max={{ hours_of_sleep: 24 }}
      />
      <Form.Group controlId="complete-notes">
        <Form.Label>{t("complete.notes")}</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={1000} {...register("notes", asOptionalText)} />
      </Form.Group>
    </FormModalBody>
  );
}
