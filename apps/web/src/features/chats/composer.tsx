import { CHAT_MESSAGE_MAX, sendChatMessageSchema } from "@topset/shared";
import { useId, type KeyboardEvent } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Icon } from "../../components/icon";
import { sendFillIcon } from "../../components/icons";
import { formResolver } from "../../lib/i18n/form-resolver";
import { useSendMessage } from "./chats.api";
import { useT } from "./i18n";

type Values = z.input<typeof sendChatMessageSchema>;

/** Enter sends where there is a keyboard and a mouse; on a phone Enter is a new line and the button sends. */
const enterSends = () => window.matchMedia("(hover: hover) and (pointer: fine)").matches;

/** The message box under a conversation. */
export function Composer({ userId, username }: { userId: number; username: string }) {
  const t = useT();
  const fieldId = useId();
  const send = useSendMessage(userId);
  const form = useForm<Values, unknown, z.output<typeof sendChatMessageSchema>>({
    resolver: formResolver(sendChatMessageSchema),
    defaultValues: { text: "" },
  });
  const text = useWatch({ control: form.control, name: "text" }) ?? "";
  const submit = form.handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(values.text, { onSuccess: () => form.reset({ text: "" }) });
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return;
    event.preventDefault();
    void submit();
  };
  const error = form.formState.errors.text?.message;

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate className="chat-composer py-2">
      <div className="d-flex align-items-end gap-2">
        <Form.Label htmlFor={fieldId} className="visually-hidden">
          {t("composer.messageTo", { username })}
        </Form.Label>
        <Form.Control
          id={fieldId}
          as="textarea"
          rows={1}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t("composer.placeholder")}
          className="chat-input"
          isInvalid={Boolean(error)}
          onKeyDown={onKeyDown}
          {...form.register("text")}
        />
        <Button
          type="submit"
          className="chat-send flex-shrink-0"
          aria-label={t("composer.send")}
          disabled={!text.trim() || send.isPending}
        >
          <Icon svg={sendFillIcon} />
        </Button>
      </div>
      {error && <div className="small text-danger mt-1">{error}</div>}
    </Form>
  );
}
