import { twoFactorPasswordSchema } from "@topset/shared";
import type { ReactNode } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../components/form-modal";
import { PasswordInput } from "../../components/password-input";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

type PasswordForm = z.input<typeof twoFactorPasswordSchema>;

type PasswordModalProps = {
  show: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
  onHide: () => void;
  children: ReactNode;
};

/** Asks for the password again before a change to how the account signs in (checked on the server). */
export function PasswordModal({ show, onHide, ...props }: PasswordModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered>
      {/* Mounted while shown only, so every opening starts with an empty field. */}
      {show && <PasswordForm onHide={onHide} {...props} />}
    </Modal>
  );
}

function PasswordForm({
  title,
  submitLabel,
  pending,
  error,
  onSubmit,
  onHide,
  children,
}: Omit<PasswordModalProps, "show">) {
  const t = useT();
  const form = useForm<PasswordForm, unknown, z.output<typeof twoFactorPasswordSchema>>({
    resolver: formResolver(twoFactorPasswordSchema),
    defaultValues: { password: "" },
  });
  return (
    <FormModalBody
      title={title}
      form={form}
      onSubmit={({ password }) => onSubmit(password)}
      onHide={onHide}
      submitLabel={submitLabel}
      pending={pending}
      error={error}
    >
      {children}
      <Form.Group>
        <Form.Label htmlFor="security-password">{t("passwordModal.password")}</Form.Label>
        <PasswordInput
          id="security-password"
          autoComplete="current-password"
          autoFocus
          error={form.formState.errors.password?.message}
          {...form.register("password")}
        />
      </Form.Group>
    </FormModalBody>
  );
}
