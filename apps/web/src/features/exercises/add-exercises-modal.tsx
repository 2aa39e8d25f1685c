import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { createExerciseSchema } from "@topset/shared";
import { Suspense, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { paths } from "../../lib/routing/paths";
import { errorText, FormAlert, type FormAlertState } from "../../components/form-alert";
import { PageSpinner } from "../../components/page-spinner";
import { SubmitButton } from "../../components/submit-button";
import { showToast } from "../../lib/ui-store";
import { categoryOptionsQuery, createExercises } from "./exercises.api";
import { DialogTitle } from "../../components/dialog-title";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

// The shared contract checks the fields; the raw text ("Squat, Pause squat") is what the server splits.
const formSchema = createExerciseSchema.pick({ exercise_category_id: true, name: true });
type Values = z.input<typeof formSchema>;

/** Add exercises: choose a category first, then one name or several separated by commas. */
export function AddExercisesModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal show={show} onHide={onClose} centered>
      <Modal.Header closeButton>
        <DialogTitle>{t("addModal.title")}</DialogTitle>
      </Modal.Header>
      {/* The form lives inside the modal, so closing it forgets what was typed. */}
      <Suspense
        fallback={
          <Modal.Body>
            <PageSpinner />
          </Modal.Body>
        }
      >
        <AddExercisesForm onClose={onClose} />
      </Suspense>
    </Modal>
  );
}

function AddExercisesForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { data: categories } = useSuspenseQuery(categoryOptionsQuery());
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const { register, handleSubmit, control, formState } = useForm<Values, unknown, Values>({
    resolver: formResolver(formSchema, undefined, { raw: true }),
    defaultValues: { name: "" },
  });
  const [categoryId, name] = useWatch({ control, name: ["exercise_category_id", "name"] });
  const mutation = useMutation({
    mutationFn: createExercises,
    onSuccess: async (answer) => {
      // NOTE: new exercises show up in other features' lists too (counts, pickers), so every cached list is refreshed.
      await queryClient.invalidateQueries();
      // The server's "3 exercises have been created!", in the language on screen.
      showToast(t("addModal.created", { count: answer.data.length }));
      onClose();
    },
    onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
  });
  const { errors } = formState;

  if (categories.length === 0) {
    return (
      <>
        <Modal.Body>
          <FormAlert
            alert={{
              variant: "warning",
              text: (
                <>
                  {t("addModal.noCategories")}{" "}
                  <Link to={paths.addCategory.href()} className="alert-link" onClick={onClose}>
                    {t("addModal.addCategory")}
                  </Link>
                </>
              ),
            }}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" className="py-2 px-4" onClick={onClose}>
            {t("addModal.close")}
          </Button>
        </Modal.Footer>
      </>
    );
  }

  return (
    <Form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Modal.Body>
        <FormAlert alert={alert} onClose={() => setAlert(null)} />
        <fieldset disabled={mutation.isPending}>
          <Form.Group className="mb-3" controlId="exercise-category">
            <Form.Label>{t("addModal.category")}</Form.Label>
            <Form.Select
              isInvalid={Boolean(errors.exercise_category_id)}
              {...register("exercise_category_id", {
                setValueAs: (value: string) => (value === "" ? undefined : Number(value)),
              })}
            >
              <option value="">{t("addModal.chooseCategory")}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">
              {errors.exercise_category_id?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="exercise-name">
            <Form.Label>{t("addModal.name")}</Form.Label>
            <Form.Control
              autoComplete="off"
              placeholder={categoryId ? t("addModal.namePlaceholder") : t("addModal.categoryFirst")}
              isInvalid={Boolean(errors.name)}
              {...register("name")}
              disabled={!categoryId}
            />
            <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
            <Form.Text>{t("addModal.nameHelp")}</Form.Text>
          </Form.Group>
        </fieldset>
      </Modal.Body>
      <Modal.Footer className="flex-nowrap">
        <Button variant="outline-secondary" className="py-2 px-4" onClick={onClose}>
          {t("addModal.cancel")}
        </Button>
        <div className="flex-grow-1">
          <SubmitButton loading={mutation.isPending} disabled={!categoryId || !name?.trim()}>
            {t("addModal.add")}
          </SubmitButton>
        </div>
      </Modal.Footer>
    </Form>
  );
}
