// Renders the app icons in apps/web/public/icons/ from the brand mark (the same drawing as favicon.svg).
// Run after changing the mark: `node scripts/make-icons.mjs`; the PNGs are committed.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const outDir = fileURLToPath(new URL("../apps/web/public/icons/", import.meta.url));
const dark = "#1B1C1B";
const mark = `<g fill="#3D8BFD"><rect x="8" y="22" width="7" height="20" rx="2"/><rect x="16" y="17" width="7" height="30" rx="2"/><rect x="41" y="17" width="7" height="30" rx="2"/><rect x="49" y="22" width="7" height="20" rx="2"/></g><rect x="23" y="29.5" width="18" height="5" rx="1.5" fill="#fff"/>`;

// "any": the rounded tile of the favicon. "maskable": a full-bleed square, the mark shrunk into the
// central safe circle (80% of the width) so that any mask shape keeps it whole.
const anySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${dark}"/>${mark}</svg>`;
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${dark}"/><g transform="translate(32 32) scale(0.68) translate(-32 -32)">${mark}</g></svg>`;

const icons = [
  { file: "icon-192.png", svg: anySvg, size: 192 },
  { file: "icon-512.png", svg: anySvg, size: 512 },
  { file: "maskable-512.png", svg: maskableSvg, size: 512 },
  { file: "apple-touch-icon.png", svg: maskableSvg, size: 180 },
];

fs.mkdirSync(outDir, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${outDir}${file}`);
  console.log(`${file} ${size}×${size}`);
}
