/**
 * The blurred placeholders of the bundled pictures: for every WebP under public/assets, a 16 px
 * wide copy as a data URL, in lib/pictures/placeholders.json. next/image paints it, blurred,
 * behind the picture until the picture arrives (components/ui/static-image.tsx). Written by
 * scripts/draw-pictures.mjs after drawing; a unit test fails when a picture has none.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { assetsRoot, repoRoot } from './render.mjs';

const WIDTH = 16;

function webpFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webpFiles(path);
    return entry.name.endsWith('.webp') ? [path] : [];
  });
}

export async function writePlaceholders() {
  const placeholders = {};
  for (const file of webpFiles(assetsRoot).sort()) {
    const tiny = await sharp(file).resize({ width: WIDTH }).webp({ quality: 40 }).toBuffer();
    const sitePath = `/assets/${relative(assetsRoot, file).split(sep).join('/')}`;
    placeholders[sitePath] = `data:image/webp;base64,${tiny.toString('base64')}`;
  }
  const target = join(repoRoot, 'lib', 'pictures', 'placeholders.json');
  writeFileSync(target, `${JSON.stringify(placeholders, null, 2)}\n`);
  return Object.keys(placeholders).length;
}
