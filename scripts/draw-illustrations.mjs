#!/usr/bin/env node
/**
 * Draws the site's hero illustrations into public/assets: one visual language for every service,
 * industry and overview page (brand gradient, dot grid, a product window with a chart, a flow of
 * connected steps, and the subject's line icon in a medallion). Deterministic per slug, so a
 * re-run only changes files whose inputs changed.
 *
 *   node scripts/draw-illustrations.mjs
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'assets');
const W = 1200;
const H = 630;

/** Small seeded generator so each slug gets its own, stable chart and flow. */
function seeded(text) {
  let state = [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const iconMarkup = (file) =>
  readFileSync(file, 'utf8')
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');

const extraIcons = {
  grid: '<rect width="7" height="7" x="3" y="3" rx="1"/><rect width="7" height="7" x="14" y="3" rx="1"/><rect width="7" height="7" x="14" y="14" rx="1"/><rect width="7" height="7" x="3" y="14" rx="1"/>',
  building:
    '<path d="M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18Z"/><path d="M6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2"/><path d="M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2"/><path d="M10 6h4"/><path d="M10 10h4"/><path d="M10 14h4"/><path d="M10 18h4"/>',
  briefcase:
    '<path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"/><rect width="20" height="14" x="2" y="6" rx="2"/>',
  globe:
    '<circle cx="12" cy="12" r="10"/><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20"/><path d="M2 12h20"/>',
};

/** A lucide icon's markup, read from the lucide-react package the site already draws its icons with. */
async function lucideIcon(name) {
  const { __iconData } = await import(`lucide-react/dist/esm/icons/${name}.mjs`);
  return __iconData.node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).filter(([name]) => name !== 'key');
      return `<${tag} ${pairs.map(([name, value]) => `${name}="${value}"`).join(' ')}/>`;
    })
    .join('');
}

function scene({ slug, icon, from, to }) {
  const random = seeded(slug);
  const bars = Array.from({ length: 6 }, () => 40 + Math.round(random() * 120));
  const line = Array.from(
    { length: 7 },
    (_, i) => `${150 + i * 62},${300 - Math.round(random() * 90)}`,
  ).join(' ');
  const nodes = [0, 1, 2].map((i) => ({
    x: 640 + i * 20,
    y: 150 + i * 165 + Math.round(random() * 20),
  }));
  const flow = nodes
    .map((node) => `M610 ${node.y + 22} C 680 ${node.y + 22}, 700 315, 760 315`)
    .join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-hidden="true">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" fill-opacity=".14"/></pattern>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#0f172a" flood-opacity=".28"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>
  <circle cx="1080" cy="60" r="210" fill="#fff" fill-opacity=".07"/>
  <circle cx="90" cy="600" r="170" fill="#fff" fill-opacity=".06"/>
  <g filter="url(#shadow)">
    <rect x="90" y="110" width="520" height="410" rx="22" fill="#fff"/>
    <rect x="90" y="110" width="520" height="48" rx="22" fill="#f1f5f9"/><rect x="90" y="136" width="520" height="22" fill="#f1f5f9"/>
    <circle cx="122" cy="134" r="7" fill="#f87171"/><circle cx="146" cy="134" r="7" fill="#fbbf24"/><circle cx="170" cy="134" r="7" fill="#34d399"/>
    <rect x="130" y="186" width="190" height="14" rx="7" fill="#0f172a" fill-opacity=".75"/>
    <rect x="130" y="212" width="120" height="10" rx="5" fill="#0f172a" fill-opacity=".25"/>
    <polyline points="${line}" fill="none" stroke="${from}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    ${bars.map((height, i) => `<rect x="${140 + i * 74}" y="${480 - height}" width="44" height="${height}" rx="8" fill="${i % 2 ? to : from}" fill-opacity="${0.35 + (i % 3) * 0.2}"/>`).join('\n    ')}
  </g>
  <path d="${flow}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3" stroke-dasharray="8 10"/>
  ${nodes.map((node) => `<g><rect x="${node.x - 34}" y="${node.y}" width="44" height="44" rx="12" fill="#fff" fill-opacity=".92"/><path d="M${node.x - 22} ${node.y + 23}l7 7 13-14" fill="none" stroke="${to}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></g>`).join('\n  ')}
  <circle cx="920" cy="315" r="190" fill="#fff" fill-opacity=".12"/>
  <circle cx="920" cy="315" r="140" fill="#fff" filter="url(#shadow)"/>
  <g transform="translate(836 231) scale(7)" fill="none" stroke="${to}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${icon}</g>
</svg>
`;
}

function write(path, svg) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
  console.log(`drew ${path.slice(root.length + 1)}`);
}

const services = {
  'business-automation': ['#f59e0b', '#db2777'],
  'ai-development': ['#6366f1', '#0f172a'],
  'product-development': ['#5b3df5', '#4327d6'],
  'ai-apps-integrations': ['#0ea5e9', '#4327d6'],
  automation: ['#10b981', '#0f766e'],
  'cloud-services': ['#14b8a6', '#5b3df5'],
  'devops-services': ['#ec4899', '#7c3aed'],
  'web-mobile-dev': ['#5b3df5', '#0ea5e9'],
  'ui-ux-design': ['#f472b6', '#5b3df5'],
  'automated-social-media': ['#10b981', '#0ea5e9'],
};
for (const [slug, [from, to]] of Object.entries(services)) {
  write(
    join(root, 'services', `${slug}.svg`),
    scene({ slug, icon: iconMarkup(join(root, 'services', 'icons', `${slug}.svg`)), from, to }),
  );
}

const industries = {
  'vacation-rentals-hospitality': ['#0ea5e9', '#5b3df5'],
  'retail-e-commerce': ['#f59e0b', '#db2777'],
  'healthcare-biotech': ['#10b981', '#0f766e'],
  'edtech-education': ['#6366f1', '#4327d6'],
  'logistics-supply-chain': ['#14b8a6', '#0f172a'],
  'community-public-services': ['#f472b6', '#7c3aed'],
  'manufacturing-3d-printing': ['#64748b', '#4327d6'],
  'construction-real-estate': ['#f97316', '#5b3df5'],
};
for (const [slug, [from, to]] of Object.entries(industries)) {
  write(
    join(root, 'industries', `${slug}.svg`),
    scene({ slug, icon: iconMarkup(join(root, 'industries', 'icons', `${slug}.svg`)), from, to }),
  );
}
write(
  join(root, 'industries', 'default.svg'),
  scene({ slug: 'industry', icon: extraIcons.globe, from: '#5b3df5', to: '#4327d6' }),
);

write(
  join(root, 'illustrations', 'services-hero.svg'),
  scene({ slug: 'services', icon: extraIcons.grid, from: '#5b3df5', to: '#4327d6' }),
);
write(
  join(root, 'illustrations', 'industries-hero.svg'),
  scene({ slug: 'industries', icon: extraIcons.building, from: '#0ea5e9', to: '#4327d6' }),
);
write(
  join(root, 'illustrations', 'portfolios-hero.svg'),
  scene({ slug: 'portfolios', icon: extraIcons.briefcase, from: '#10b981', to: '#5b3df5' }),
);

// The home and content pages without a record image: the hero's visual column is never left empty.
const pageIllustrations = {
  home: ['bot', '#5b3df5', '#4327d6'],
  process: ['workflow', '#5b3df5', '#0ea5e9'],
  contact: ['message-square-text', '#10b981', '#5b3df5'],
  careers: ['users', '#f59e0b', '#5b3df5'],
  privacy: ['shield-check', '#64748b', '#4327d6'],
  quote: ['calculator', '#ec4899', '#5b3df5'],
};
for (const [slug, [icon, from, to]] of Object.entries(pageIllustrations)) {
  write(
    join(root, 'illustrations', `${slug}-hero.svg`),
    scene({ slug, icon: await lucideIcon(icon), from, to }),
  );
}
