import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Icon, type IconSvg } from "./icon";

export type LinkMenuItem = { to: string; label: string; icon: IconSvg };

type Props = { toggle: ReactNode; className?: string; items: readonly LinkMenuItem[] };

/**
 * A button that opens a short list of links below it, right-aligned: Bootstrap's dropdown look without
 * react-bootstrap's Dropdown, whose positioning library (11.5 KB) would otherwise sit on the sessions
 * list, the first signed-in screen (decision 026). A disclosure: Escape or a tap outside closes it.
 */
export function LinkMenu({ toggle, className, items }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        className={`btn dropdown-toggle ${className ?? ""}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        {toggle}
      </button>
      <ul
        id={menuId}
        className={`dropdown-menu dropdown-menu-end${open ? " show" : ""}`}
        data-bs-popper="static"
      >
        {items.map((item) => (
          <li key={item.to}>
            <Link className="dropdown-item py-2" to={item.to} onClick={() => setOpen(false)}>
              <Icon svg={item.icon} className="me-2" />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
