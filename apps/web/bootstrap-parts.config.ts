import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Bootstrap parts that no first screen draws, keyed by the react-bootstrap component that draws them
 * (decision 053). Their CSS is left out of src/app/bootstrap.scss and comes with the component instead: an
 * import of `react-bootstrap/Modal` resolves to a small module that imports the part's stylesheet and
 * re-exports the component, so the stylesheet joins the chunk of whatever screen uses a modal and Vite
 * loads it with that chunk. Only these parts: their classes are drawn by these components alone (no
 * markup in the app writes `modal`, `offcanvas`, `accordion` or `navbar` classes by hand), and no
 * stylesheet of the app overrides them at equal specificity (they now load after app.css). Import the
 * components from their own path (`react-bootstrap/Modal`), never from the package's index.
 */
const partOf: Record<string, string> = {
  "react-bootstrap/Modal": "modal",
  "react-bootstrap/Offcanvas": "offcanvas",
  "react-bootstrap/Accordion": "accordion",
  "react-bootstrap/Navbar": "navbar",
};

const PREFIX = "\0bootstrap-part:";
const partsDir = fileURLToPath(new URL("./src/app/bootstrap-parts/", import.meta.url));

export function bootstrapParts(): Plugin {
  return {
    name: "topset-bootstrap-parts",
    enforce: "pre",
    resolveId: {
      // A filter, so the bundler calls this hook only for these imports (not for every module).
      filter: { id: new RegExp(`^(${Object.keys(partOf).join("|")})$`) },
      handler(source, importer) {
        // The module below imports the component itself: that import resolves as usual.
        if (importer?.startsWith(PREFIX)) return null;
        return PREFIX + source;
      },
    },
    load: {
      filter: { id: new RegExp(`^${PREFIX}`) },
      handler(id) {
        const source = id.slice(PREFIX.length);
        const stylesheet = JSON.stringify(`${partsDir}${partOf[source]}.scss`);
        return `import ${stylesheet};\nexport { default } from ${JSON.stringify(source)};\n`;
      },
    },
  };
}
