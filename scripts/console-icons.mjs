/**
 * Draws the console's app icons (apps/web/public/console/*.png) from its two SVGs with sharp.
 * Run again after changing an SVG: `node scripts/console-icons.mjs`; the PNGs are committed.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";

const folder = new URL("../apps/web/public/console/", import.meta.url);
const ICONS = [
  { svg: "icon.svg", png: "icon-192.png", size: 192 },
  { svg: "icon.svg", png: "icon-512.png", size: 512 },
  { svg: "icon-maskable.svg", png: "icon-maskable-512.png", size: 512 },
];

for (const icon of ICONS) {
  await sharp(readFileSync(new URL(icon.svg, folder)), { density: 300 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(icon.png, folder).pathname);
}
