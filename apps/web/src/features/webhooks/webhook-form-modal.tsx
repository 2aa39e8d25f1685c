import { createWebhookSchema, WEBHOOK_EVENTS, type CreateWebhookInput, type Webhook } from "@topset/shared";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormModalBody } from "../../components/form-modal";
import { showToast } from "../../lib/ui-store";
import { eventText } from "./webhook-labels";
import { useCreateWebhook, useUpdateWebhook } from "./webhooks.api";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

/** An example address: a URL, the same in every language. */
const URL_EXAMPLE = "https://example.com/topset-hook";

type Props = {
  show: boolean;
  /** The webhook to edit; none to add one. */
  webhook: Webhook | null;
  onHide: () => void;
  /** A new webhook's signing secret, for the page to show once. */
  onCreated: (secret: string) => void;
};

/** Add or edit a webhook: its URL, the events it receives and a description. */
export function WebhookFormModal({ show, webhook, onHide, onCreated }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered>
      {show && <WebhookForm webhook={webhook} onHide={onHide} onCreated={onCreated} />}
    </Modal>
  );
}

function WebhookForm({ webhook, onHide, onCreated }: Omit<Props, "show">) {
  const t = useT();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const mutation = webhook ? update : create;
  const form = useForm<CreateWebhookInput, unknown, z.output<typeof createWebhookSchema>>({
    resolver: formResolver(createWebhookSchema),
    defaultValues: {
      url: webhook?.url ?? "",
      events: webhook?.events ?? ["session.completed"],
      description: webhook?.description ?? "",
    },
  });
  const { register, formState } = form;
  const submit = (values: z.output<typeof createWebhookSchema>) => {
    if (webhook) {
      update.mutate(
        { id: webhook.id, ...values, description: values.description || null },
        {
          onSuccess: () => {
            showToast(t("form.saved"));
            onHide();
          },
        },
      );
      return;
    }
    create.mutate(values, {
      onSuccess: (created) => {
        if (created.secret) onCreated(created.secret);
        onHide();
      },
    });
  };
  return (
    <FormModalBody
      title={webhook ? t("form.editTitle") : t("form.addTitle")}
      form={form}
      onSubmit={submit}
      onHide={onHide}
      submitLabel={webhook ? t("form.save") : t("form.add")}
      pending={mutation.isPending}
      error={mutation.error}
    >
      <Form.Group className="mb-3" controlId="webhook-url">
        <Form.Label>URL</Form.Label>
        <Form.Control
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={URL_EXAMPLE}
          isInvalid={Boolean(formState.errors.url)}
          {...register("url")}
        />
        <Form.Control.Feedback type="invalid">{formState.errors.url?.message}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{t("form.events")}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <Form.Check
            key={event}
            type="checkbox"
            id={`webhook-event-${event}`}
            value={event}
            isInvalid={Boolean(formState.errors.events)}
            {...register("events")}
            label={
              <>
                <span className="fw-semibold">{eventText(event).label}</span>
                <span className="text-body-secondary small">: {eventText(event).note}</span>
              </>
            }
          />
        ))}
        {formState.errors.events && (
          <div className="invalid-feedback d-block">{formState.errors.events.message}</div>
        )}
      </fieldset>
      <Form.Group controlId="webhook-description">
        <Form.Label>{t("form.description")}</Form.Label>
        <Form.Control
          autoComplete="off"
          placeholder={t("form.descriptionPlaceholder")}
          isInvalid={Boolean(formState.errors.description)}
          {...register("description")}
        />
        <Form.Control.Feedback type="invalid">{formState.errors.description?.message}</Form.Control.Feedback>
      </Form.Group>
    </FormModalBody>
  );
}
