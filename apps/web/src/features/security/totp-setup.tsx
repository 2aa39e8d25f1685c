import { totpConfirmSchema, type TotpEnrolment } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { errorText, FormAlert } from "../../components/form-alert";
import { SubmitButton } from "../../components/submit-button";
import { RecoveryCodesView } from "./recovery-codes-view";
import { useConfirmTotp } from "./two-factor.api";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

type CodeForm = z.input<typeof totpConfirmSchema>;

/** The seed in groups of four, as it is typed into an app by hand. */
export const groupSeed = (seed: string) => seed.match(/.{1,4}/g)?.join(" ") ?? seed;

/**
 * Setting up the authenticator: scan the QR code (or type the seed), prove it with the first code, then
 * save the ten recovery codes. Leaving before the code leaves the seed unconfirmed: it is no factor.
 */
export function TotpSetup({ enrolment, onDone }: { enrolment: TotpEnrolment; onDone: () => void }) {
  const t = useT();
  const confirm = useConfirmTotp();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { register, handleSubmit, control, formState } = useForm<
    CodeForm,
    unknown,
    z.output<typeof totpConfirmSchema>
  >({
    resolver: formResolver(totpConfirmSchema),
    defaultValues: { code: "" },
  });
  const code = useWatch({ control, name: "code" });

  if (codes) return <RecoveryCodesView codes={codes} onDone={onDone} />;

  return (
    <div className="totp-setup">
      <ol className="totp-steps small ps-3 mb-3">
        <li>{t("totpSetup.step1")}</li>
        <li>{t("totpSetup.step2")}</li>
        <li>{t("totpSetup.step3")}</li>
      </ol>
      <div className="text-center mb-3">
        <img src={enrolment.qr_code} alt={t("totpSetup.qrAlt")} className="totp-qr rounded-3" />
      </div>
      <p className="small text-body-secondary mb-1">{t("totpSetup.keyByHand")}</p>
      <p className="totp-seed font-monospace text-break fw-semibold mb-3" data-testid="totp-seed">
        {groupSeed(enrolment.secret)}
      </p>
      {confirm.isError && <FormAlert alert={{ variant: "danger", text: errorText(confirm.error) }} />}
      <Form
        noValidate
        onSubmit={handleSubmit(({ code: value }) => confirm.mutate(value, { onSuccess: setCodes }))}
      >
        <fieldset disabled={confirm.isPending}>
          <Form.Group className="mb-3" controlId="totp-confirm-code">
            <Form.Label>{t("totpSetup.code")}</Form.Label>
            <Form.Control
              className="fs-4 font-monospace text-center"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              maxLength={7}
              isInvalid={Boolean(formState.errors.code)}
              {...register("code")}
            />
            <Form.Control.Feedback type="invalid">{formState.errors.code?.message}</Form.Control.Feedback>
          </Form.Group>
          <SubmitButton loading={confirm.isPending} disabled={!code.trim()}>
            {t("totpSetup.turnOn")}
          </SubmitButton>
        </fieldset>
      </Form>
      <Button variant="link" size="sm" className="w-100 mt-2" onClick={onDone} disabled={confirm.isPending}>
        {t("totpSetup.cancel")}
      </Button>
    </div>
  );
}
