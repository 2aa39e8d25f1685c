/** Browser theme colours. public/theme-boot.js repeats them before React loads. */
export const themeColors = { dark: "#1B1C1B", light: "#FFFFFF" } as const;

/**
 * Puts the colour mode on <html> (Bootstrap 5.3 colour modes) and on every <meta name="theme-color">:
 * index.html has one per system colour scheme, and the app's own setting wins over both.
 */
export function applyTheme(darkMode: boolean, doc: Document = document): void {
  doc.documentElement.setAttribute("data-bs-theme", darkMode ? "dark" : "light");
  const metas = [...doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
  if (metas.length === 0) {
    const meta = doc.createElement("meta");
    meta.name = "theme-color";
    doc.head.appendChild(meta);
    metas.push(meta);
  }
  for (const meta of metas) meta.content = darkMode ? themeColors.dark : themeColors.light;
}
