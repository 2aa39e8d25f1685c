import { zodResolver } from "@hookform/resolvers/zod";
import { PASSKEY_NAME_MAX, renamePasskeySchema } from "@topset/shared";
import type { ReactNode } from "react";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../components/form-modal";

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
  const form = useForm<NameForm, unknown, z.output<typeof renamePasskeySchema>>({
    resolver: zodResolver(renamePasskeySchema),
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
        <Form.Label>Name</Form.Label>
        <Form.Control
          autoFocus
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          placeholder="Phone, laptop, security key…"
          isInvalid={Boolean(form.formState.errors.name)}
          {...form.register("name")}
        />
        <Form.Control.Feedback type="invalid">{form.formState.errors.name?.message}</Form.Control.Feedback>
        <Form.Text>So you can tell your passkeys apart.</Form.Text>
      </Form.Group>
    </FormModalBody>
  );
}

/** A first name for a new passkey, from where it was made: one tap saves it. */
export function suggestPasskeyName(attachment: string | undefined, userAgent = navigator.userAgent): string {
  if (attachment === "cross-platform") return "Security key";
  if (/iPhone/.test(userAgent)) return "iPhone";
  if (/iPad/.test(userAgent)) return "iPad";
  if (/Android/.test(userAgent)) return "Android phone";
  if (/Mac OS X|Macintosh/.test(userAgent)) return "Mac";
  if (/Windows/.test(userAgent)) return "Windows PC";
  if (/CrOS/.test(userAgent)) return "Chromebook";
  if (/Linux/.test(userAgent)) return "Linux computer";
  return "Passkey";
}
