import { PASSKEY_NAME_MAX, renamePasskeySchema } from "@topset/shared";
import type { ReactNode } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../components/form-modal";
import { formResolver } from "../../lib/i18n/form-resolver";
import { t as translate, useT } from "./i18n";

type NameForm = z.input<typeof renamePasskeySchema>;

type NameModalProps = {
  show: boolean;
  title: string;
  submitLabel: string;
  /** The name the field starts with. */
  initialName: string;
  pending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onHide: () => void;
  children?: ReactNode;
};

/** Names a passkey: right after the device made it, or later to rename it. */
export function PasskeyNameModal({ show, onHide, ...props }: NameModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered>
      {/* Mounted while shown only, so every opening starts from `initialName`. */}
      {show && <NameForm onHide={onHide} {...props} />}
    </Modal>
  );
}

function NameForm({
  title,
  submitLabel,
  initialName,
  pending,
  error,
  onSubmit,
  onHide,
  children,
}: Omit<NameModalProps, "show">) {
  const t = useT();
  const form = useForm<NameForm, unknown, z.output<typeof renamePasskeySchema>>({
    resolver: formResolver(renamePasskeySchema),
    defaultValues: { name: initialName },
  });
  return (
    <FormModalBody
      title={title}
      form={form}
      onSubmit={({ name }) => onSubmit(name)}
      onHide={onHide}
      submitLabel={submitLabel}
      pending={pending}
      error={error}
    >
      {children}
      <Form.Group controlId="passkey-name">
        <Form.Label>{t("nameModal.name")}</Form.Label>
        <Form.Control
          autoFocus
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          placeholder={t("nameModal.placeholder")}
          isInvalid={Boolean(form.formState.errors.name)}
          {...form.register("name")}
        />
        <Form.Control.Feedback type="invalid">{form.formState.errors.name?.message}</Form.Control.Feedback>
        <Form.Text>{t("nameModal.help")}</Form.Text>
      </Form.Group>
    </FormModalBody>
  );
}

/** A first name for a new passkey, from where it was made: one tap saves it. */
export function suggestPasskeyName(attachment: string | undefined, userAgent = navigator.userAgent): string {
  if (attachment === "cross-platform") return translate("nameModal.securityKey");
  if (/iPhone/.test(userAgent)) return "iPhone";
  if (/iPad/.test(userAgent)) return "iPad";
  if (/Android/.test(userAgent)) return translate("nameModal.androidPhone");
  if (/Mac OS X|Macintosh/.test(userAgent)) return "Mac";
  if (/Windows/.test(userAgent)) return translate("nameModal.windowsPc");
  if (/CrOS/.test(userAgent)) return "Chromebook";
  if (/Linux/.test(userAgent)) return translate("nameModal.linuxComputer");
  return translate("nameModal.passkey");
}
