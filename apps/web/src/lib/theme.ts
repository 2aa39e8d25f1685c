/** Browser theme colours. public/theme-boot.js repeats them before React loads. */
export const themeColors = { dark: "#1B1C1B", light: "#FFFFFF" } as const;

/** Puts the colour mode on <html> (Bootstrap 5.3 colour modes) and on <meta name="theme-color">. */
export function applyTheme(darkMode: boolean, doc: Document = document): void {
  doc.documentElement.setAttribute("data-bs-theme", darkMode ? "dark" : "light");
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "theme-color";
    doc.head.appendChild(meta);
  }
  meta.content = darkMode ? themeColors.dark : themeColors.light;
}
