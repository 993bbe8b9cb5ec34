/**
 * Renders HTML mock-ups in Chromium and encodes them with sharp: the site's bundled pictures
 * (service, industry and page art, the case studies' product screens). Every picture shares
 * kit.css (the site's colours, Geist, device frames), so they read as one visual language.
 *
 * A picture is { file, width, height, html, scale? }: `file` under public/assets, ending in .webp;
 * `width`×`height` CSS px, drawn at `scale` (default 2) device pixels per CSS pixel.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { DISABLE_FEATURES_ARG, resolveChromium } from '../chromium-path.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, '..', '..');
export const assetsRoot = join(repoRoot, 'public', 'assets');
const fontsDir = join(repoRoot, 'node_modules', 'geist', 'dist', 'fonts');
const arabicDir = join(repoRoot, 'node_modules', '@fontsource', 'noto-sans-arabic', 'files');
const dataUrl = (file) =>
  `url(data:font/woff2;base64,${readFileSync(file).toString('base64')}) format("woff2")`;

// Inlined: a page set with setContent (about:blank) does not load file:// fonts. Geist and Geist
// Mono (variable, every weight) as on the site; Noto Sans Arabic for screens with Arabic text.
const fontFaces = [
  `@font-face{font-family:Geist;font-weight:100 900;src:${dataUrl(join(fontsDir, 'geist-sans', 'Geist-Variable.woff2'))}}`,
  `@font-face{font-family:'Geist Mono';font-weight:100 900;src:${dataUrl(join(fontsDir, 'geist-mono', 'GeistMono-Variable.woff2'))}}`,
  ...[400, 600, 700].map(
    (weight) =>
      `@font-face{font-family:'Noto Sans Arabic';font-weight:${weight};src:${dataUrl(join(arabicDir, `noto-sans-arabic-arabic-${weight}-normal.woff2`))}}`,
  ),
].join('\n');

const kitCss = readFileSync(join(here, 'kit.css'), 'utf8');

const icons = new Map();

/**
 * The lucide icon `name` as inline SVG markup (lucide-react is already the site's icon set),
 * read once per name, size, colour and stroke width.
 */
export async function icon(name, { size = 24, stroke = 'currentColor', width = 2 } = {}) {
  const key = `${name}|${size}|${stroke}|${width}`;
  if (!icons.has(key)) icons.set(key, await iconMarkup(name, size, stroke, width));
  return icons.get(key);
}

async function iconMarkup(name, size, stroke, width) {
  const { __iconData } = await import(`lucide-react/dist/esm/icons/${name}.mjs`);
  const body = __iconData.node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).filter(([key]) => key !== 'key');
      return `<${tag} ${pairs.map(([key, value]) => `${key}="${value}"`).join(' ')}/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

function documentFor(picture) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${fontFaces}\n${kitCss}\n${picture.css ?? ''}
html,body{width:${picture.width}px;height:${picture.height}px}</style></head><body>${picture.html}</body></html>`;
}

/**
 * Draws `pictures` and writes each as WebP (quality 86: the site's optimiser re-encodes to
 * AVIF/WebP per width, so the source keeps detail). Returns the files written.
 */
export async function renderPictures(pictures, { quality = 86 } = {}) {
  const browser = await chromium.launch({
    executablePath: resolveChromium() ?? undefined,
    args: [DISABLE_FEATURES_ARG],
  });
  const written = [];
  try {
    for (const picture of pictures) {
      const scale = picture.scale ?? 2;
      const page = await browser.newPage({
        viewport: { width: picture.width, height: picture.height },
        deviceScaleFactor: scale,
      });
      await page.setContent(documentFor(picture), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ type: 'png', omitBackground: false });
      await page.close();
      const target = join(assetsRoot, picture.file);
      mkdirSync(dirname(target), { recursive: true });
      const webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
      writeFileSync(target, webp);
      written.push({ file: picture.file, bytes: webp.length, png });
    }
  } finally {
    await browser.close();
  }
  return written;
}

/** Cuts a region of a drawn picture (e.g. a portfolio thumbnail from a case study's first screen). */
export async function cutPicture(png, region, file, { width, quality = 86 } = {}) {
  const target = join(assetsRoot, file);
  mkdirSync(dirname(target), { recursive: true });
  let image = sharp(png).extract(region);
  if (width) image = image.resize({ width });
  writeFileSync(target, await image.webp({ quality, effort: 6 }).toBuffer());
}
