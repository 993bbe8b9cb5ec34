/**
 * The case studies' product screens, one module per project in ./projects/. Each exports
 * `screens` ([{ name, width, height, html, css? }]) and `thumbnail` ({ screen, region }: the cut
 * of one screen, in CSS px, that becomes the portfolio card's picture, 3:2).
 * Screens land in public/assets/portfolio/{slug}/{name}.webp, the thumbnail in …/{slug}/card.webp.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cutPicture } from './render.mjs';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'projects');
const projects = async (only) =>
  Promise.all(
    readdirSync(dir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => file.replace(/\.mjs$/, ''))
      .filter((slug) => !only || slug === only)
      .map(async (slug) => ({ slug, ...(await import(join(dir, `${slug}.mjs`))) })),
  );

let drawn = [];

export async function pictures(only) {
  drawn = await projects(only);
  return drawn.flatMap(({ slug, screens }) =>
    screens.map((screen) => ({ ...screen, file: `portfolio/${slug}/${screen.name}.webp` })),
  );
}

export async function afterDraw(written) {
  for (const { slug, screens, thumbnail } of drawn) {
    const screen = screens[thumbnail.screen];
    const scale = screen.scale ?? 2;
    const png = written.find((w) => w.file === `portfolio/${slug}/${screen.name}.webp`).png;
    const { left, top, width, height } = thumbnail.region;
    await cutPicture(
      png,
      { left: left * scale, top: top * scale, width: width * scale, height: height * scale },
      `portfolio/${slug}/card.webp`,
      { width: 1200 },
    );
  }
}
