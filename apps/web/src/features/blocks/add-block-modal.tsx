import { useMutation, useQueryClient } from "@tanstack/react-query";
import { blockDurationText, createBlockSchema } from "@topset/shared";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../components/form-modal";
import { showToast } from "../../lib/ui-store";
import { createBlock } from "./blocks.api";
import { Icon } from "../../components/icon";
import { hourglassSplitIcon } from "../../components/icons";
import { translateText } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { blockLengthText, useT } from "./i18n";

type Values = z.input<typeof createBlockSchema>;
const empty: Values = { name: "", description: "", start_date: "", end_date: "" };

/** Add a block: name, then an optional description, start and end dates; shows the block's length. */
export function AddBlockModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, z.output<typeof createBlockSchema>>({
    resolver: formResolver(createBlockSchema),
    defaultValues: empty,
  });
  const { register, control, reset, formState } = form;
  const [name, start, end] = useWatch({ control, name: ["name", "start_date", "end_date"] });
  const { errors } = formState;
  const close = () => {
    reset(empty);
    mutation.reset();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: ({ description, ...block }: z.output<typeof createBlockSchema>) =>
      createBlock(description ? { ...block, description } : block),
    onSuccess: async (answer) => {
      // NOTE: the new block shows up in other features' pickers too (add session), so every cached list is refreshed.
      await queryClient.invalidateQueries();
      showToast(translateText(answer.message));
      close();
    },
  });
  const length = start && end && end >= start ? blockLengthText(blockDurationText(start, end)) : null;

  return (
    <Modal show={show} onHide={close} centered>
      <FormModalBody
        title={t("addBlock.title")}
        form={form}
        onSubmit={(values) => mutation.mutate(values)}
        onHide={close}
        submitLabel={t("addBlock.submit")}
        pending={mutation.isPending}
        submitDisabled={!name?.trim() || !start || !end}
        error={mutation.error}
      >
        <Form.Group className="mb-3" controlId="block-name">
          <Form.Label>{t("addBlock.name")}</Form.Label>
          <Form.Control
            autoFocus
            autoComplete="off"
            placeholder={t("addBlock.namePlaceholder")}
            isInvalid={Boolean(errors.name)}
            {...register("name")}
          />
          <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="block-description">
          <Form.Label>
            {t("addBlock.description")}{" "}
            <span className="text-body-secondary small">{t("addBlock.optional")}</span>
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            placeholder={name?.trim() ? t("addBlock.descriptionPlaceholder") : t("addBlock.nameFirst")}
            isInvalid={Boolean(errors.description)}
            {...register("description")}
            disabled={!name?.trim()}
          />
          <Form.Control.Feedback type="invalid">{errors.description?.message}</Form.Control.Feedback>
        </Form.Group>
        <div className="row g-2">
          <Form.Group className="col-6" controlId="block-start">
            <Form.Label>{t("addBlock.startDate")}</Form.Label>
            <Form.Control type="date" isInvalid={Boolean(errors.start_date)} {...register("start_date")} />
            <Form.Control.Feedback type="invalid">{errors.start_date?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="col-6" controlId="block-end">
            <Form.Label>{t("addBlock.endDate")}</Form.Label>
            <Form.Control
              type="date"
              min={start || undefined}
              isInvalid={Boolean(errors.end_date)}
              {...register("end_date")}
            />
            <Form.Control.Feedback type="invalid">{errors.end_date?.message}</Form.Control.Feedback>
          </Form.Group>
        </div>
        {length && (
          <p className="small text-body-secondary mt-2 mb-0" aria-live="polite">
            <Icon svg={hourglassSplitIcon} className="me-1" />
            {t("addBlock.length", { length })}
          </p>
        )}
      </FormModalBody>
    </Modal>
  );
}
