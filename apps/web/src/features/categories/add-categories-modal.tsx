import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createCategorySchema } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { errorText, FormAlert, type FormAlertState } from "../../components/form-alert";
import { SubmitButton } from "../../components/submit-button";
import { showToast } from "../../lib/ui-store";
import { createCategories } from "./categories.api";

// The shared contract checks the names; the raw text ("Squat, Bench") is what the server splits.
const formSchema = createCategorySchema.pick({ name: true });
type Values = z.input<typeof formSchema>;

export function AddCategoriesModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const { register, handleSubmit, control, reset, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(formSchema, undefined, { raw: true }),
    defaultValues: { name: "" },
  });
  const name = useWatch({ control, name: "name" });
  const close = () => {
    reset();
    setAlert(null);
    onClose();
  };
  const mutation = useMutation({
    mutationFn: (values: Values) => createCategories(values.name),
    onSuccess: async (answer) => {
      // NOTE: new categories show up in other features' lists too (pickers), so every cached list is refreshed.
      await queryClient.invalidateQueries();
      showToast(answer.message);
      close();
    },
    onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
  });

  return (
    <Modal show={show} onHide={close} centered>
      <Form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Add a category
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert alert={alert} onClose={() => setAlert(null)} />
          <fieldset disabled={mutation.isPending}>
            <Form.Group controlId="category-name">
              <Form.Label>Name</Form.Label>
              <Form.Control
                autoFocus
                autoComplete="off"
                placeholder="Squat, Bench press"
                isInvalid={Boolean(formState.errors.name)}
                {...register("name")}
              />
              <Form.Control.Feedback type="invalid">{formState.errors.name?.message}</Form.Control.Feedback>
              <Form.Text>Separate names with commas to add several at once.</Form.Text>
            </Form.Group>
          </fieldset>
        </Modal.Body>
        <Modal.Footer className="flex-nowrap">
          <Button variant="outline-secondary" className="py-2 px-4" onClick={close}>
            Cancel
          </Button>
          <div className="flex-grow-1">
            <SubmitButton loading={mutation.isPending} disabled={!name?.trim()}>
              Add
            </SubmitButton>
          </div>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
