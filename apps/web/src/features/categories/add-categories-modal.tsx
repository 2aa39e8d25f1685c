import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createCategorySchema } from "@topset/shared";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../components/form-modal";
import { showToast } from "../../lib/ui-store";
import { createCategories } from "./categories.api";
import { translateText } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

// The shared contract checks the names; the raw text ("Squat, Bench") is what the server splits.
const formSchema = createCategorySchema.pick({ name: true });
type Values = z.input<typeof formSchema>;

export function AddCategoriesModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Values>({
    resolver: formResolver(formSchema, undefined, { raw: true }),
    defaultValues: { name: "" },
  });
  const { register, control, reset, formState } = form;
  const name = useWatch({ control, name: "name" });
  const close = () => {
    reset();
    mutation.reset();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: (values: Values) => createCategories(values.name),
    onSuccess: async (answer) => {
      // NOTE: new categories show up in other features' lists too (pickers), so every cached list is refreshed.
      await queryClient.invalidateQueries();
      showToast(translateText(answer.message));
      close();
    },
  });

  return (
    <Modal show={show} onHide={close} centered>
      <FormModalBody
        title={t("addModal.title")}
        form={form}
        onSubmit={(values) => mutation.mutate(values)}
        onHide={close}
        submitLabel={t("addModal.submit")}
        pending={mutation.isPending}
        submitDisabled={!name?.trim()}
        error={mutation.error}
      >
        <Form.Group controlId="category-name">
          <Form.Label>{t("addModal.name")}</Form.Label>
          <Form.Control
            autoFocus
            autoComplete="off"
            placeholder={t("addModal.placeholder")}
            isInvalid={Boolean(formState.errors.name)}
            {...register("name")}
          />
          <Form.Control.Feedback type="invalid">{formState.errors.name?.message}</Form.Control.Feedback>
          <Form.Text>{t("addModal.hint")}</Form.Text>
        </Form.Group>
      </FormModalBody>
    </Modal>
  );
}
