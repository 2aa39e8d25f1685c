import { contactSchema, contactSubjectLabels } from "@topset/shared";
import { afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "../i18n";
import en from "./locales/en.json";
import { formResolver } from "../form-resolver";
import { translateText } from "./server-text";

// react-hook-form's third resolver argument, as a form without native validation passes it.
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const emptyContact = { subject: "GENERAL", email: "", message: "" } as const;

afterEach(async () => {
  await showLanguage("en");
});

describe("server text", () => {
  it("is keyed by the English text itself", () => {
    for (const [key, value] of Object.entries(en)) expect(value).toBe(key);
    for (const label of Object.values(contactSubjectLabels)) expect(en).toHaveProperty([label], label);
  });

  it("translates labels and API messages into the language on screen, and back", async () => {
    expect(translateText("Feature Request")).toBe("Feature Request");
    await showLanguage("de");
    expect(translateText("Feature Request")).toBe("Funktionswunsch");
    expect(translateText("Session not found")).toBe("Einheit nicht gefunden");
    expect(translateText("Validation errors within your requests!")).toBe(
      "Deine Anfrage enthält ungültige Angaben!",
    );
    // A text with no entry (one that carries a number the catalog cannot know) stays as the server wrote it.
    expect(translateText("Week 3 day 2 is already started")).toBe("Week 3 day 2 is already started");
    await showLanguage("en");
    expect(translateText("Feature Request")).toBe("Feature Request");
  });

  it("gives the shared schemas' validation messages in the language on screen", async () => {
    const resolve = formResolver(contactSchema);
    const english = await resolve(emptyContact, undefined, options);
    expect(english.errors.email?.message).toBe("Email is required");
    expect(english.errors.message?.message).toBe("Message is required");

    await showLanguage("de");
    const german = await resolve(emptyContact, undefined, options);
    expect(german.errors.email?.message).toBe("E-Mail ist erforderlich");
    expect(german.errors.message?.message).toBe("Nachricht ist erforderlich");

    await showLanguage("en");
    const again = await resolve(emptyContact, undefined, options);
    expect(again.errors.message?.message).toBe("Message is required");
  });
});
