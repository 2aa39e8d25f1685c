import type { ChatMessage } from "@topset/shared";
import { useEffect, useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import { ConfirmModal } from "../../components/confirm-modal";
import { Icon } from "../../components/icon";
import { trashIcon } from "../../components/icons";
import { chatTime } from "./chat-time";
import { useDeleteMessage } from "./chats.api";
import { useT } from "./i18n";

type MessageListProps = { messages: ChatMessage[]; myId: number; peerId: number };

/** The conversation, oldest at the top; mine on the right with a delete button. Opens at the newest. */
export function MessageList({ messages, myId, peerId }: MessageListProps) {
  const t = useT();
  const remove = useDeleteMessage(peerId);
  const [toDelete, setToDelete] = useState<ChatMessage | null>(null);
  const newestId = messages.at(-1)?.id;

  // Keep the newest message in view when the screen opens and when one arrives (not when older load):
  // the conversation is the page, and its end (the message box) is the page's end.
  // At once on opening (the page scrolls smoothly by default), smoothly for an arrival.
  const opened = useRef(false);
  useEffect(() => {
    const behavior = opened.current ? "smooth" : "instant";
    opened.current = true;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior });
  }, [newestId]);

  return (
    <>
      <ol
        className="list-unstyled mb-0 vstack gap-2 chat-messages"
        aria-label={t("messageList.messages")}
        aria-live="polite"
      >
        {messages.map((message) => {
          const mine = message.user_id === myId;
          return (
            <li
              key={message.id}
              className={`chat-message d-flex gap-1 ${mine ? "mine flex-row-reverse" : ""}`}
            >
              <div className="chat-bubble">
                <p className="mb-0 text-break">{message.text}</p>
                <time className="chat-time" dateTime={message.created_at}>
                  {chatTime(message.created_at)}
                </time>
              </div>
              {mine && (
                <Button
                  variant="link"
                  className="chat-delete text-body-secondary px-1 align-self-center"
                  aria-label={t("messageList.deleteLabel")}
                  onClick={() => {
                    remove.reset();
                    setToDelete(message);
                  }}
                >
                  <Icon svg={trashIcon} />
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      <ConfirmModal
        show={toDelete !== null}
        title={t("messageList.deleteTitle")}
        confirmLabel={t("messageList.delete")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
        onHide={() => setToDelete(null)}
      >
        {t("messageList.deleteConfirm")}
      </ConfirmModal>
    </>
  );
}
