#!/usr/bin/env node
/**
 * Draws the site's bundled pictures into public/assets (see scripts/pictures/render.mjs):
 *   node scripts/draw-pictures.mjs                 every group
 *   node scripts/draw-pictures.mjs services        one group (services, industries, pages, projects, stories)
 *   node scripts/draw-pictures.mjs projects fintech-mobile   one case study
 * Each group module exports `pictures(only?)`, returning what to draw, and may export
 * `afterDraw(written)` for cuts made from the drawn screens (portfolio thumbnails).
 */
import { writePlaceholders } from './pictures/placeholders.mjs';
import { renderPictures } from './pictures/render.mjs';

const GROUPS = ['services', 'industries', 'pages', 'projects', 'stories'];
const [, , group, only] = process.argv;
const groups = group ? [group] : GROUPS;
for (const name of groups) {
  if (!GROUPS.includes(name)) throw new Error(`Unknown group ${name}: one of ${GROUPS.join(', ')}`);
  const drawing = await import(`./pictures/${name}.mjs`);
  const pictures = await drawing.pictures(only);
  const written = await renderPictures(pictures);
  if (drawing.afterDraw) await drawing.afterDraw(written);
  for (const { file, bytes } of written) console.log(`${file}  ${(bytes / 1024).toFixed(0)} kB`);
}
console.log(`lib/pictures/placeholders.json: ${await writePlaceholders()} placeholders`);
