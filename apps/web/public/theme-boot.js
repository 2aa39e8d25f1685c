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
  // index.html has one theme-color per system scheme; the app's own setting wins over both.
  var metas = document.querySelectorAll('meta[name="theme-color"]');
  for (var i = 0; i < metas.length; i += 1) metas[i].setAttribute("content", dark ? "#1B1C1B" : "#FFFFFF");
})();
