import { createMeetSchema, meetEquipments, meetEvents, type Meet } from "@topset/shared";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { paths } from "../../lib/routing/paths";
import { errorText, FormAlert } from "../../components/form-alert";
import { NumberField } from "../../components/number-field";
import { useCurrentUser } from "../../lib/auth-store";
import { useCreateMeet, useUpdateMeet } from "./meets.api";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

// The meet itself; attempts are planned and recorded on the meet's page and on meet day.
const meetFormSchema = createMeetSchema.omit({ attempts: true });
type Values = z.input<typeof meetFormSchema>;
type Output = z.output<typeof meetFormSchema>;

const emptyToNull = (v: unknown) => (v === "" || v == null || Number.isNaN(v) ? null : Number(v));
/** A stored instant as a datetime-local value in this device's zone. */
function localDateTime(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function valuesOf(meet: Meet | null, unit: "kg" | "lbs"): Values {
  if (!meet) return { name: "", date: "", sex: "M", equipment: "Raw", event: "SBD", weight_unit: unit };
  return {
    name: meet.name,
    date: meet.date,
    federation: meet.federation ?? "",
    sex: meet.sex,
    equipment: meet.equipment,
    event: meet.event,
    weight_unit: meet.weight_unit,
    bodyweight: meet.bodyweight,
    weight_class: meet.weight_class ?? "",
    flight_start: localDateTime(meet.flight_start),
    notes: meet.notes ?? "",
  };
}

/** Records a meet, or changes one: where, when, as what; then its page plans the attempts. */
export function MeetForm({ meet }: { meet: Meet | null }) {
  const t = useT();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateMeet();
  const update = useUpdateMeet(meet?.id ?? 0);
  const save = meet ? update : create;
  const { register, handleSubmit, formState, watch } = useForm<Values, unknown, Output>({
    resolver: formResolver(meetFormSchema),
    defaultValues: valuesOf(meet, user?.weight_unit ?? "kg"),
  });
  const errors = formState.errors;
  const unit = watch("weight_unit") ?? "kg";

  const submit = handleSubmit((values) => {
    // A datetime-local value has no zone: send the instant it means on this device.
    const flight = values.flight_start ? new Date(values.flight_start).toISOString() : null;
    save.mutate(
      {
        ...values,
        federation: values.federation || null,
        weight_class: values.weight_class || null,
        flight_start: flight,
      },
      { onSuccess: (saved) => navigate(paths.meet.href(saved.id), { replace: true }) },
    );
  });

  return (
    <Form noValidate onSubmit={submit}>
      {save.error ? <FormAlert alert={{ variant: "danger", text: errorText(save.error) }} /> : null}
      <Form.Group className="mb-3" controlId="meet-name">
        <Form.Label>{t("form.meet")}</Form.Label>
        <Form.Control
          placeholder={t("form.namePlaceholder")}
          isInvalid={Boolean(errors.name)}
          {...register("name")}
        />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <div className="row g-2">
        <Form.Group className="col-6 mb-3" controlId="meet-date">
          <Form.Label>{t("form.date")}</Form.Label>
          <Form.Control type="date" isInvalid={Boolean(errors.date)} {...register("date")} />
          <Form.Control.Feedback type="invalid">{errors.date?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-6 mb-3" controlId="meet-federation">
          <Form.Label>{t("form.federation")}</Form.Label>
          <Form.Control
            placeholder={t("form.federationPlaceholder")}
            isInvalid={Boolean(errors.federation)}
            {...register("federation")}
          />
          <Form.Control.Feedback type="invalid">{errors.federation?.message}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <Form.Group className="mb-3" controlId="meet-event">
        <Form.Label>{t("form.event")}</Form.Label>
        <Form.Select {...register("event")}>
          {meetEvents.map((e) => (
            <option key={e} value={e}>
              {t(`form.events.${e}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="row g-2">
        <Form.Group className="col-6 mb-3" controlId="meet-equipment">
          <Form.Label>{t("form.equipment")}</Form.Label>
          <Form.Select {...register("equipment")}>
            {meetEquipments.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 mb-3" controlId="meet-sex">
          <Form.Label>{t("form.category")}</Form.Label>
          <Form.Select {...register("sex")}>
            <option value="M">{t("form.men")}</option>
            <option value="F">{t("form.women")}</option>
            <option value="Mx">{t("form.mx")}</option>
          </Form.Select>
        </Form.Group>
      </div>
      <div className="row g-2">
        <Form.Group className="col-6 mb-3" controlId="meet-unit">
          <Form.Label>{t("form.barLoadedIn")}</Form.Label>
          <Form.Select {...register("weight_unit")}>
            <option value="kg">{t("form.kgSteps")}</option>
            <option value="lbs">{t("form.lbSteps")}</option>
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 mb-3" controlId="meet-class">
          <Form.Label>{t("form.weightClass")}</Form.Label>
          <Form.Control
            placeholder={t("form.weightClassPlaceholder")}
            isInvalid={Boolean(errors.weight_class)}
            {...register("weight_class")}
          />
          <Form.Control.Feedback type="invalid">{errors.weight_class?.message}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <NumberField
        id="meet-bodyweight"
        label={t("form.bodyweight")}
        optional
        decimal
        suffix={unit}
        error={errors.bodyweight?.message}
        registration={register("bodyweight", { setValueAs: emptyToNull })}
      />
      <Form.Group className="mb-3" controlId="meet-flight">
        <Form.Label>
          {t("form.flightStarts")}{" "}
          <span className="text-body-secondary fw-normal">{t("form.flightHint")}</span>
        </Form.Label>
        <Form.Control
          type="datetime-local"
          isInvalid={Boolean(errors.flight_start)}
          {...register("flight_start", { setValueAs: (v: unknown) => (v ? v : null) })}
        />
        <Form.Control.Feedback type="invalid">{errors.flight_start?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="meet-notes">
        <Form.Label>
          {t("form.notes")} <span className="text-body-secondary fw-normal">{t("form.optional")}</span>
        </Form.Label>
        <Form.Control as="textarea" rows={2} isInvalid={Boolean(errors.notes)} {...register("notes")} />
        <Form.Control.Feedback type="invalid">{errors.notes?.message}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" className="w-100 py-2" disabled={save.isPending}>
        {meet ? t("form.save") : t("form.record")}
      </Button>
    </Form>
  );
}
