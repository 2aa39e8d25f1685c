import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderStaticHome } from "./app/static-home";

const registerSW = vi.fn();
vi.mock("virtual:pwa-register", () => ({ registerSW }));

describe("the static home page's script", () => {
  beforeAll(async () => {
    localStorage.setItem("topset.settings", JSON.stringify({ unit: false }));
    document.body.innerHTML = `<div id="root">${renderStaticHome()}</div>`;
    await import("./home-main");
  });

  it("registers the service worker, as the app does on every page", () => {
    expect(registerSW).toHaveBeenCalledWith({ immediate: true });
  });

  it("switches the colour mode, keeps the other settings, and redraws its button", () => {
    const button = document.querySelector<HTMLButtonElement>(".theme-toggle")!;
    button.click();
    expect(document.documentElement.getAttribute("data-bs-theme")).toBe("light");
    expect(JSON.parse(localStorage.getItem("topset.settings")!)).toEqual({ unit: false, darkMode: false });
    expect(button.getAttribute("aria-label")).toBe("Switch to dark mode");
    expect(button.querySelector("i.bi-moon-stars svg path")).not.toBeNull();
    button.click();
    expect(document.documentElement.getAttribute("data-bs-theme")).toBe("dark");
    expect(button.querySelector("i.bi-sun")).not.toBeNull();
  });

  it("opens and closes the phone menu", () => {
    const toggler = document.querySelector<HTMLButtonElement>(".navbar-toggler")!;
    const menu = document.getElementById("public-nav")!;
    expect(toggler.getAttribute("aria-expanded")).toBe("false");
    toggler.click();
    expect(menu.classList.contains("show")).toBe(true);
    expect(toggler.getAttribute("aria-expanded")).toBe("true");
    toggler.click();
    expect(menu.classList.contains("show")).toBe(false);
  });
});
