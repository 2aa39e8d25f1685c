import { zodResolver } from "@hookform/resolvers/zod";
import { redeemAccessCodeSchema, type RedeemAccessCodeInput } from "@topset/shared";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useForm } from "react-hook-form";
import { FormAlert, errorText } from "../../components/form-alert";
import { showToast } from "../../lib/ui-store";
import { useRedeemAccessCode } from "./access-codes.api";

/** A coach types the code an athlete gave them, and the athlete joins their list. */
export function RedeemCodeForm() {
  const redeem = useRedeemAccessCode();
  const { register, handleSubmit, reset, formState } = useForm<RedeemAccessCodeInput>({
    resolver: zodResolver(redeemAccessCodeSchema),
    defaultValues: { code: "" },
  });
  const submit = handleSubmit((values) =>
    redeem.mutate(values, {
      onSuccess: (athlete) => {
        showToast(`You now coach ${athlete.username}.`);
        reset();
      },
    }),
  );
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} className="card border-0 shadow-sm p-3">
      {redeem.isError && <FormAlert alert={{ variant: "danger", text: errorText(redeem.error) }} />}
      <Form.Group className="mb-3" controlId="redeem-code">
        <Form.Label className="small fw-semibold">Code from your athlete</Form.Label>
        <Form.Control
          {...register("code")}
          autoComplete="off"
          spellCheck={false}
          placeholder="tsc_…"
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
        Redeem
      </Button>
    </Form>
  );
}
