import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminCreateUserSchema, type AdminCreateUserInput } from "@topset/shared";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { EmailField } from "../../components/email-field";
import { FormModalBody } from "../../components/form-modal";
import { showToast } from "../../lib/ui-store";
import { addUser, adminKeys } from "./admin.api";
import { translateText } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

type Props = { show: boolean; onHide: () => void };

/** Add a user: username, e-mail and role; the server mails them a link to choose a password. */
export function AddUserModal({ show, onHide }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered>
      {show && <AddUserForm onHide={onHide} />}
    </Modal>
  );
}

function AddUserForm({ onHide }: { onHide: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<AdminCreateUserInput, unknown, z.output<typeof adminCreateUserSchema>>({
    resolver: formResolver(adminCreateUserSchema),
    defaultValues: { username: "", email: "", role: "user" },
  });
  const { register, formState } = form;
  const save = useMutation({
    mutationFn: addUser,
    onSuccess: async (answer) => {
      showToast(translateText(answer.message));
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "users"] });
      onHide();
    },
  });
  return (
    <FormModalBody
      title={t("addUser.title")}
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onHide={onHide}
      submitLabel={t("addUser.submit")}
      pending={save.isPending}
      error={save.error}
    >
      <Form.Group className="mb-3" controlId="add-user-username">
        <Form.Label>{t("addUser.username")}</Form.Label>
        <Form.Control
          autoFocus
          autoComplete="off"
          isInvalid={Boolean(formState.errors.username)}
          {...register("username")}
        />
        <Form.Control.Feedback type="invalid">{formState.errors.username?.message}</Form.Control.Feedback>
      </Form.Group>
      <EmailField
        controlId="add-user-email"
        registration={register("email")}
        error={formState.errors.email?.message}
      />
      <Form.Group className="mb-2" controlId="add-user-role">
        <Form.Label>{t("addUser.role")}</Form.Label>
        <Form.Select {...register("role")}>
          <option value="user">{t("roles.user")}</option>
          <option value="admin">{t("roles.admin")}</option>
        </Form.Select>
      </Form.Group>
      <p className="small text-body-secondary mb-0">{t("addUser.hint")}</p>
    </FormModalBody>
  );
}
