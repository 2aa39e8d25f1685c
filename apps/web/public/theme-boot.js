/* global window, document */
// Runs before React: applies the stored colour mode (see src/lib/theme.ts, same key and rule).
(function () {
  var dark = true;
  try {
    var raw = window.localStorage.getItem("topset.settings");
    if (raw && JSON.parse(raw).darkMode === false) dark = false;
  } catch {
    dark = true;
  }
  document.documentElement.setAttribute("data-bs-theme", dark ? "dark" : "light");
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute("content", dark ? "#1B1C1B" : "#FFFFFF");
})();
