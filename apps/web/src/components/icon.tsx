import type { CSSProperties } from "react";
import type { IconSvg } from "../../icons.config";

export type { IconSvg };

type IconProps = {
  svg: IconSvg;
  className?: string;
  /** Only for an icon that says something on its own; without it the icon is decorative (hidden). */
  label?: string;
  /** A tooltip. */
  title?: string;
  style?: CSSProperties;
};

/**
 * A Bootstrap icon drawn inline as SVG, laid out as the icon font's glyph was: an `<i class="bi bi-name">`
 * (its classes size and colour it; it takes its place in the line as before) holding a 1em square on the
 * text's baseline in the text colour. Decorative unless it has a `label`; a button with only an icon names
 * itself (aria-label).
 */
export function Icon({ svg, className, label, title, style }: IconProps) {
  return (
    <i
      className={`bi bi-${svg.name}${className ? ` ${className}` : ""}`}
      style={style}
      title={title}
      // eslint-disable-next-line i18next/no-literal-string -- an ARIA role, not text
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="1em"
        height="1em"
        viewBox="0 0 16 16"
        fill="currentColor"
        focusable="false"
        // NOTE: Bootstrap Icons' own path data, read from the package at build time, never user data.
        dangerouslySetInnerHTML={{ __html: svg.body }}
      />
    </i>
  );
}
