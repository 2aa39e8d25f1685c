import Form from "react-bootstrap/Form";
import { settingsStore, useSettings } from "../lib/settings-store";
import { Icon } from "./icon";
import { moonStarsIcon, sunIcon } from "./icons";

const toggleDarkMode = () => settingsStore.set((s) => ({ ...s, darkMode: !s.darkMode }));

/** The dark/light switch. The choice is saved on this device and applied by main.tsx. */
export function ThemeToggle({ variant = "icon" }: { variant?: "icon" | "switch" }) {
  const darkMode = useSettings((s) => s.darkMode);
  if (variant === "switch") {
    return (
      <Form.Check
        type="switch"
        id="dark-mode-switch"
        role="switch"
        checked={darkMode}
        onChange={toggleDarkMode}
        aria-label="Dark mode"
        className="mb-0"
      />
    );
  }
  return (
    <button
      type="button"
      className="btn btn-link nav-link px-2 theme-toggle"
      onClick={toggleDarkMode}
      aria-label={darkMode ? "Switch to light mode" : "Switch to dark mode"}
      title={darkMode ? "Light mode" : "Dark mode"}
    >
      <Icon svg={darkMode ? sunIcon : moonStarsIcon} />
    </button>
  );
}
