import { useMutation } from "@tanstack/react-query";
import { contactSchema, contactSubjectLabels, contactSubjects } from "@topset/shared";
import { useState } from "react";
import Form from "react-bootstrap/Form";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { config } from "../../lib/config";
import { errorText, FormAlert, type FormAlertState } from "../../components/form-alert";
import { SubmitButton } from "../../components/submit-button";
import { useCurrentUser } from "../../lib/auth-store";
import { useTimeout } from "../../lib/use-timeout";
import { sendContactMessage } from "./contact.api";
import { EmailField } from "../../components/email-field";
import { Rich, translateText } from "../../lib/i18n";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useT } from "./i18n";

type ContactForm = z.input<typeof contactSchema>;

export function ContactForm() {
  const t = useT();
  const user = useCurrentUser();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const blank: ContactForm = { subject: "GENERAL", email: user?.email ?? "", message: "" };
  const { register, handleSubmit, control, reset, formState } = useForm<
    ContactForm,
    unknown,
    z.output<typeof contactSchema>
  >({
    resolver: formResolver(contactSchema),
    defaultValues: blank,
  });
  const [subject, email, message] = useWatch({ control, name: ["subject", "email", "message"] });
  const { errors } = formState;

  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      reset(blank);
      setAlert({ variant: "success", text: t("form.sent") });
    },
    onError: (error) => setAlert({ variant: "danger", text: errorText(error) }),
  });
  // The success note goes away after 5 seconds.
  useTimeout(() => setAlert(null), 5000, alert?.variant === "success" ? alert : null);

  return (
    <Form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <FormAlert alert={alert} onClose={() => setAlert(null)} />
      <fieldset disabled={mutation.isPending}>
        <Form.Group className="mb-3" controlId="contact-subject">
          <Form.Label>{t("form.subject")}</Form.Label>
          <Form.Select isInvalid={Boolean(errors.subject)} {...register("subject")}>
            {contactSubjects.map((value) => (
              <option key={value} value={value}>
                {translateText(contactSubjectLabels[value])}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.subject?.message}</Form.Control.Feedback>
        </Form.Group>
        <EmailField
          controlId="contact-email"
          registration={register("email")}
          error={errors.email?.message}
        />
        <Form.Group className="mb-3" controlId="contact-message">
          <Form.Label>{t("form.message")}</Form.Label>
          <Form.Control
            as="textarea"
            rows={5}
            maxLength={2000}
            placeholder={t("form.messagePlaceholder")}
            isInvalid={Boolean(errors.message)}
            {...register("message")}
          />
          <Form.Control.Feedback type="invalid">{errors.message?.message}</Form.Control.Feedback>
        </Form.Group>
        <p className="small text-body-secondary">
          <Rich
            text={t("form.issueTracker")}
            tags={{
              tracker: (text) => (
                <a href={config.issuesUrl} target="_blank" rel="noreferrer">
                  {text}
                </a>
              ),
            }}
          />
        </p>
        <SubmitButton loading={mutation.isPending} disabled={!subject || !email || !message?.trim()}>
          {t("form.send")}
        </SubmitButton>
      </fieldset>
    </Form>
  );
}
