import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { defineCatalog } from "./catalog";
import {
  formatDaysAgo,
  formatLongDate,
  formatMonthDay,
  formatNumber,
  formatShortDate,
  formatTime,
  formatWeight,
} from "./format";
import { currentLanguage, showLanguage } from "./i18n";
import { resolveLanguage } from "./languages";
import { Rich } from "./rich";
import en from "./test-catalog/locales/en.json";

// A catalog of this test's own, with a German fetch that can be held back to watch the screen wait for it.
let releaseGerman: () => void = () => undefined;
const { t, useT } = defineCatalog("i18n-test", en, {
  de: () =>
    new Promise((resolve) => {
      releaseGerman = () => void import("./test-catalog/locales/de.json").then(resolve);
    }),
});

afterEach(async () => {
  cleanup();
  releaseGerman();
  await act(() => showLanguage("en"));
});

function Greeting() {
  const t = useT();
  return (
    <p>
      {t("greeting", { name: "Ada" })} · {t("sets", { count: 3 })}
    </p>
  );
}

describe("resolveLanguage", () => {
  it("takes the member's choice over the browser", () => {
    expect(resolveLanguage("en", ["de-DE"])).toBe("en");
    expect(resolveLanguage("de", ["en-US"])).toBe("de");
  });
  it("follows the first browser language it has, else English", () => {
    expect(resolveLanguage("auto", ["fr-FR", "de-AT", "en"])).toBe("de");
    expect(resolveLanguage("auto", ["fr-FR", "es"])).toBe("en");
    expect(resolveLanguage("auto", [])).toBe("en");
  });
});

describe("catalogs", () => {
  it("speaks English from the bundled catalog, with values and plurals", () => {
    render(<Greeting />);
    expect(screen.getByText("Hello Ada · 3 sets")).toBeTruthy();
    expect(t("sets", { count: 1 })).toBe("1 set");
  });

  it("fetches German before the switch, so a drawn screen never shows a mix", async () => {
    render(<Greeting />);
    const switching = showLanguage("de");
    // The German catalog has not arrived: the switch waits, English stays whole.
    expect(currentLanguage()).toBe("en");
    releaseGerman();
    await act(() => switching);
    expect(currentLanguage()).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(await screen.findByText("Hallo Ada · 3 Sätze")).toBeTruthy();
    expect(t("sets", { count: 1 })).toBe("1 Satz");
  });

  it("ends in the language asked for last, however the fetches finish", async () => {
    const german = showLanguage("de");
    const english = showLanguage("en");
    await act(() => english);
    releaseGerman();
    await act(() => german);
    expect(currentLanguage()).toBe("en");
  });

  it("lets a screen first drawn in German wait for its catalog instead of flashing English", async () => {
    const switching = showLanguage("de");
    releaseGerman();
    await act(() => switching);
    const late = defineCatalog("i18n-test-late", en, {
      de: () =>
        new Promise((resolve) =>
          setTimeout(() => void import("./test-catalog/locales/de.json").then(resolve), 20),
        ),
    });
    const drawn: string[] = [];
    function Late() {
      const t = late.useT();
      drawn.push(t("greeting", { name: "Bo" }));
      return <p>{drawn.at(-1)}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Late />
        </Suspense>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.getByText("Hallo Bo")).toBeTruthy();
    expect(drawn).not.toContain("Hello Bo");
  });
});

describe("Rich", () => {
  it("draws the tagged words with the screen's element, wherever the translation put them", async () => {
    const { rerender } = render(
      <Rich text={t("terms")} tags={{ link: (text) => <a href="/terms">{text}</a> }} />,
    );
    expect(screen.getByRole("link", { name: "terms" }).getAttribute("href")).toBe("/terms");
    const switching = showLanguage("de");
    releaseGerman();
    await act(() => switching);
    rerender(<Rich text={t("terms")} tags={{ link: (text) => <a href="/terms">{text}</a> }} />);
    expect(screen.getByRole("link", { name: "Bedingungen" }).parentElement?.textContent).toBe(
      "Lies zuerst die Bedingungen.",
    );
  });
  it("shows an unknown tag's words as plain text", () => {
    render(<Rich text="a <b>bold</b> move" tags={{}} />);
    expect(screen.getByText("a bold move")).toBeTruthy();
  });
});

describe("formats", () => {
  const evening = new Date(2026, 10, 22, 19, 5);
  it("keeps the spec's formats in English", () => {
    expect(formatMonthDay(evening)).toBe("11/22");
    expect(formatShortDate(evening)).toBe("26/11/22");
    expect(formatLongDate(evening)).toBe("2026/11/22");
    expect(formatTime(evening)).toBe("7:05 PM");
    expect(formatNumber(12345.5)).toBe("12,345.5");
    expect(formatDaysAgo(new Date(2026, 10, 21), evening)).toBe("yesterday");
    expect(formatWeight(1102.5, "kg")).toBe("1102.5 kg");
  });
  it("uses German conventions in German", async () => {
    const switching = showLanguage("de");
    releaseGerman();
    await act(() => switching);
    expect(formatMonthDay(evening)).toBe("22.11.");
    expect(formatShortDate(evening)).toBe("22.11.26");
    expect(formatLongDate(evening)).toBe("22.11.2026");
    expect(formatTime(evening)).toBe("19:05");
    expect(formatNumber(12345.5)).toBe("12.345,5");
    expect(formatDaysAgo(new Date(2026, 10, 22), evening)).toBe("heute");
    expect(formatDaysAgo(new Date(2026, 10, 21), evening)).toBe("gestern");
    expect(formatDaysAgo(new Date(2026, 10, 19), evening)).toBe("vor 3 Tagen");
    expect(formatDaysAgo(new Date(2026, 10, 1), evening)).toBe("vor 3 Wochen");
    expect(formatDaysAgo(new Date(2026, 0, 1), evening)).toBe("01.01.26");
    expect(formatWeight(1102.5, "kg")).toBe("1102,5 kg");
  });
});
