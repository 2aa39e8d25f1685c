import { ACCESS_CODE_DAYS_DEFAULT, accessCodeFieldsSchema, type CreatedAccessCode } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert, errorText } from "../../components/form-alert";
import { Icon } from "../../components/icon";
import { checkLgIcon, clipboardIcon, keyIcon } from "../../components/icons";
import { showToast } from "../../lib/ui-store";
import { formatLongDate } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useCreateAccessCode } from "./access-codes.api";
import { useT } from "./i18n";

type Values = z.input<typeof accessCodeFieldsSchema>;
const DAY_CHOICES = [1, 7, 30, 90];
const SCOPES = [
  { value: "read", label: "createCodeForm.scopeRead", note: "createCodeForm.scopeReadNote" },
  { value: "coach", label: "createCodeForm.scopeCoach", note: "createCodeForm.scopeCoachNote" },
] as const;

/** Label, what it allows and expiry in, the code out: shown here once, with a copy button, and never again. */
export function CreateCodeForm() {
  const t = useT();
  const create = useCreateAccessCode();
  const [created, setCreated] = useState<CreatedAccessCode | null>(null);
  const [copied, setCopied] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<
    Values,
    unknown,
    z.output<typeof accessCodeFieldsSchema>
  >({
    resolver: formResolver(accessCodeFieldsSchema),
    defaultValues: { label: "", expires_in_days: ACCESS_CODE_DAYS_DEFAULT, scope: "read" },
  });
  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (code) => {
        setCreated(code);
        setCopied(false);
        reset();
      },
    }),
  );
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.code);
      setCopied(true);
      showToast(t("createCodeForm.copied"));
    } catch {
      showToast(t("createCodeForm.copyBlocked"));
    }
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} className="card border-0 shadow-sm p-3">
      {create.isError && <FormAlert alert={{ variant: "danger", text: errorText(create.error) }} />}
      <Form.Group className="mb-2" controlId="access-code-label">
        <Form.Label className="small fw-semibold">{t("createCodeForm.label")}</Form.Label>
        <Form.Control
          {...register("label")}
          placeholder={t("createCodeForm.labelPlaceholder")}
          isInvalid={Boolean(formState.errors.label)}
        />
        <Form.Control.Feedback type="invalid">{formState.errors.label?.message}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-2">
        <legend className="form-label small fw-semibold mb-1">{t("createCodeForm.allows")}</legend>
        {SCOPES.map((s) => (
          <Form.Check
            key={s.value}
            type="radio"
            id={`access-code-scope-${s.value}`}
            value={s.value}
            {...register("scope")}
            label={
              <>
                <span className="fw-semibold">{t(s.label)}</span>
                <span className="text-body-secondary">: {t(s.note)}</span>
              </>
            }
          />
        ))}
      </fieldset>
      <Form.Group className="mb-3" controlId="access-code-days">
        <Form.Label className="small fw-semibold">{t("createCodeForm.useWithin")}</Form.Label>
        <Form.Select {...register("expires_in_days", { valueAsNumber: true })}>
          {DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {t("createCodeForm.days", { count: d })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button type="submit" disabled={create.isPending} className="w-100 fw-semibold">
        <Icon svg={keyIcon} className="me-2" />
        {t("createCodeForm.make")}
      </Button>
      {created && (
        <div className="mt-3" role="status">
          <p className="small mb-1">
            {t(created.scope === "coach" ? "createCodeForm.giveCoach" : "createCodeForm.giveRead", {
              date: formatLongDate(created.expires_at),
            })}
          </p>
          <div className="d-flex gap-2 align-items-center">
            <code className="flex-grow-1 text-break user-select-all" aria-label={t("createCodeForm.code")}>
              {created.code}
            </code>
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => void copy()}
              aria-label={t("createCodeForm.copy")}
            >
              <Icon svg={copied ? checkLgIcon : clipboardIcon} />
            </Button>
          </div>
        </div>
      )}
    </Form>
  );
}
