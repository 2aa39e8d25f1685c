import { describe, expect, it } from "vitest";
import { renderStaticHome } from "./static-home";

describe("the prerendered home page", () => {
  const html = renderStaticHome();
  const page = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");

  it("is the public home page with its header, sign-up and learn-more, and footer", () => {
    expect(page.querySelector("h1")?.textContent).toContain("Log every set");
    const main = page.querySelector("main");
    expect(main?.querySelector('a[href="/signup"]')?.textContent).toMatch(/^Sign up/);
    expect(main?.querySelector('a[href="/features"]')?.textContent).toBe("Learn more");
    expect(page.querySelector("footer")).not.toBeNull();
  });

  it("shows the signed-out header: Login, the colour-mode button and the phone menu it opens", () => {
    const nav = page.getElementById("public-nav");
    expect(nav?.querySelector('a[href="/login"]')?.textContent).toBe("Login");
    expect(nav?.querySelector('a[href="/admin"]')).toBeNull();
    expect(page.querySelector(".theme-toggle")?.getAttribute("aria-label")).toBe("Switch to light mode");
    expect(page.querySelector(".navbar-toggler")?.getAttribute("aria-controls")).toBe("public-nav");
  });

  it("draws its icons inline, hidden from assistive technology", () => {
    const icons = [...page.querySelectorAll("i.bi")];
    expect(icons.length).toBeGreaterThan(5);
    for (const icon of icons) expect(icon.querySelector("svg path")).not.toBeNull();
    expect(icons.every((icon) => icon.getAttribute("aria-hidden") === "true")).toBe(true);
  });
});
