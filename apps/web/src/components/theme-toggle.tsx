import Form from "react-bootstrap/Form";
import { settingsStore, useSettings } from "../lib/settings-store";
import { Icon } from "./icon";
import { moonStarsIcon, sunIcon } from "./icons";
import { useT } from "./i18n";

const toggleDarkMode = () => settingsStore.set((s) => ({ ...s, darkMode: !s.darkMode }));

/** The dark/light switch. The choice is saved on this device and applied by main.tsx. */
export function ThemeToggle({ variant = "icon" }: { variant?: "icon" | "switch" }) {
  const t = useT();
  const darkMode = useSettings((s) => s.darkMode);
  if (variant === "switch") {
    return (
      <Form.Check
        type="switch"
        id="dark-mode-switch"
        role="switch"
        checked={darkMode}
        onChange={toggleDarkMode}
        aria-label={t("themeToggle.darkMode")}
        className="mb-0"
      />
    );
  }
  return (
    <button
      type="button"
      className="btn btn-link nav-link px-2 theme-toggle"
      onClick={toggleDarkMode}
      aria-label={darkMode ? t("themeToggle.toLight") : t("themeToggle.toDark")}
      title={darkMode ? t("themeToggle.lightMode") : t("themeToggle.darkMode")}
    >
      <Icon svg={darkMode ? sunIcon : moonStarsIcon} />
    </button>
  );
}
