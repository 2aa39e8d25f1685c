import { zodResolver } from "@hookform/resolvers/zod";
import {
  ACCESS_CODE_DAYS_DEFAULT,
  accessCodeFieldsSchema,
  formatLongDate,
  type CreatedAccessCode,
} from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert, errorText } from "../../components/form-alert";
import { Icon } from "../../components/icon";
import { checkLgIcon, clipboardIcon, keyIcon } from "../../components/icons";
import { showToast } from "../../lib/ui-store";
import { useCreateAccessCode } from "./access-codes.api";

type Values = z.input<typeof accessCodeFieldsSchema>;
const DAY_CHOICES = [1, 7, 30, 90];
const SCOPES = [
  { value: "read", label: "Read only", note: "sees the training log" },
  { value: "coach", label: "Coach", note: "also writes programs and comments" },
] as const;

/** Label, what it allows and expiry in, the code out: shown here once, with a copy button, and never again. */
export function CreateCodeForm() {
  const create = useCreateAccessCode();
  const [created, setCreated] = useState<CreatedAccessCode | null>(null);
  const [copied, setCopied] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<
    Values,
    unknown,
    z.output<typeof accessCodeFieldsSchema>
  >({
    resolver: zodResolver(accessCodeFieldsSchema),
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
      showToast("Copied!");
    } catch {
      showToast("Copying is not allowed here: select the code and copy it by hand.");
    }
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} className="card border-0 shadow-sm p-3">
      {create.isError && <FormAlert alert={{ variant: "danger", text: errorText(create.error) }} />}
      <Form.Group className="mb-2" controlId="access-code-label">
        <Form.Label className="small fw-semibold">Label (who it is for)</Form.Label>
        <Form.Control
          {...register("label")}
          placeholder="Coach Ann"
          isInvalid={Boolean(formState.errors.label)}
        />
        <Form.Control.Feedback type="invalid">{formState.errors.label?.message}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-2">
        <legend className="form-label small fw-semibold mb-1">What it allows</legend>
        {SCOPES.map((s) => (
          <Form.Check
            key={s.value}
            type="radio"
            id={`access-code-scope-${s.value}`}
            value={s.value}
            {...register("scope")}
            label={
              <>
                <span className="fw-semibold">{s.label}</span>
                <span className="text-body-secondary">: {s.note}</span>
              </>
            }
          />
        ))}
      </fieldset>
      <Form.Group className="mb-3" controlId="access-code-days">
        <Form.Label className="small fw-semibold">Use it within</Form.Label>
        <Form.Select {...register("expires_in_days", { valueAsNumber: true })}>
          {DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? "1 day" : `${d} days`}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button type="submit" disabled={create.isPending} className="w-100 fw-semibold">
        <Icon svg={keyIcon} className="me-2" />
        Make a code
      </Button>
      {created && (
        <div className="mt-3" role="status">
          <p className="small mb-1">
            Give this {created.scope === "coach" ? "coach" : "read-only"} code to your coach. It works once,
            until {formatLongDate(created.expires_at)}, and is shown only now.
          </p>
          <div className="d-flex gap-2 align-items-center">
            <code className="flex-grow-1 text-break user-select-all" aria-label="Access code">
              {created.code}
            </code>
            <Button variant="outline-secondary" size="sm" onClick={() => void copy()} aria-label="Copy code">
              <Icon svg={copied ? checkLgIcon : clipboardIcon} />
            </Button>
          </div>
        </div>
      )}
    </Form>
  );
}
