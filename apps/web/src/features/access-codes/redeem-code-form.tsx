import { redeemAccessCodeSchema, type RedeemAccessCodeInput } from "@topset/shared";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useForm } from "react-hook-form";
import { FormAlert, errorText } from "../../components/form-alert";
import { showToast } from "../../lib/ui-store";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useRedeemAccessCode } from "./access-codes.api";
import { useT } from "./i18n";

/** How every access code starts: code, not words, so the same in every language. */
const CODE_PLACEHOLDER = "tsc_…";

/** A coach types the code an athlete gave them, and the athlete joins their list. */
export function RedeemCodeForm() {
  const t = useT();
  const redeem = useRedeemAccessCode();
  const { register, handleSubmit, reset, formState } = useForm<RedeemAccessCodeInput>({
    resolver: formResolver(redeemAccessCodeSchema),
    defaultValues: { code: "" },
  });
  const submit = handleSubmit((values) =>
    redeem.mutate(values, {
      onSuccess: (athlete) => {
        showToast(t("redeemCodeForm.redeemed", { username: athlete.username }));
        reset();
      },
    }),
  );
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} className="card border-0 shadow-sm p-3">
      {redeem.isError && <FormAlert alert={{ variant: "danger", text: errorText(redeem.error) }} />}
      <Form.Group className="mb-3" controlId="redeem-code">
        <Form.Label className="small fw-semibold">{t("redeemCodeForm.code")}</Form.Label>
        <Form.Control
          {...register("code")}
          autoComplete="off"
          spellCheck={false}
          placeholder={CODE_PLACEHOLDER}
          isInvalid={Boolean(formState.errors.code)}
        />
        <Form.Control.Feedback type="invalid">{formState.errors.code?.message}</Form.Control.Feedback>
      </Form.Group>
      <Button
        type="submit"
        variant="outline-primary"
        disabled={redeem.isPending}
        className="w-100 fw-semibold"
      >
        {t("redeemCodeForm.redeem")}
      </Button>
    </Form>
  );
}
