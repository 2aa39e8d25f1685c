import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import Modal from "react-bootstrap/Modal";

type Props = { children: ReactNode; className?: string };

/**
 * A modal's title that also names its dialog (`aria-labelledby`), so a screen reader announces
 * "Add a set to Back squat, dialog" rather than an unnamed dialog. The modal's content is rendered
 * inside the dialog element, so the title finds it; every modal here uses this instead of Modal.Title.
 */
export function DialogTitle({ children, className = "h5" }: Props) {
  const id = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"]');
    dialog?.setAttribute("aria-labelledby", id);
    return () => {
      if (dialog?.getAttribute("aria-labelledby") === id) dialog.removeAttribute("aria-labelledby");
    };
  }, [id]);
  return (
    <Modal.Title as="h2" className={className} id={id} ref={ref}>
      {children}
    </Modal.Title>
  );
}
