import fs from "node:fs";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { iconFromSvg } from "../../icons.config";
import { Icon } from "./icon";
import { trashIcon } from "./icons";

describe("icons", () => {
  it("reads a Bootstrap icon down to its name and path data", () => {
    const svg = fs.readFileSync(
      `${import.meta.dirname}/../../../../node_modules/bootstrap-icons/icons/trash.svg`,
      "utf8",
    );
    const icon = iconFromSvg("trash", svg);
    expect(icon.name).toBe("trash");
    expect(icon.body).toMatch(/^<path d="M5\.5 5\.5/);
    expect(icon.body).not.toContain("<svg");
    expect(trashIcon).toEqual(icon);
  });

  it("refuses a file that is not a 16×16 icon", () => {
    expect(() => iconFromSvg("big", '<svg viewBox="0 0 24 24"><path d="M0 0"/></svg>')).toThrow(
      /not a 16×16/,
    );
  });

  it("draws a decorative icon hidden from assistive technology, 1em square", () => {
    const { container } = render(<Icon svg={trashIcon} className="me-1" />);
    const icon = container.querySelector("i");
    const svg = icon?.querySelector("svg");
    expect(icon?.className).toBe("bi bi-trash me-1");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("width")).toBe("1em");
    expect(svg?.querySelector("path")).not.toBeNull();
  });

  it("names an icon that says something on its own", () => {
    const { getByRole } = render(<Icon svg={trashIcon} label="Deleted" />);
    expect(getByRole("img", { name: "Deleted" })).toBeTruthy();
  });
});
