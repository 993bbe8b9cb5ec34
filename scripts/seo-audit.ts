/**
 * npm run seo:audit — the SEO audit of the showcase, run over the built pages: reads every
 * prerendered HTML file of the build (NEXT_DIST_DIR or .next), prints the report and exits 1 when
 * a public route scores below 'good'. Run it after `next build`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  auditSeo,
  formatSeoReport,
  hasLanguageIssue,
  isGoodOrBetter,
  type SeoFacts,
} from '../lib/seo/audit';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = join(process.cwd(), distDir, 'server', 'app');

/**
 * Developer-only, placeholder and error pages are noindex and not audited, in any language (the
 * build holds every page under its locale: /en/about, /ar/about, /tr/about).
 */
const NOT_PUBLIC = /^(\/(en|ar|tr))?\/(_not-found|_global-error|showcase|quote)(\/|$)/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function metaContent(
  head: string,
  attribute: 'name' | 'property',
  key: string,
): string | undefined {
  const tag = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head);
  return tag ? decode(tag[1]!) : undefined;
}

/** What the built HTML says: title, description, social description, canonical, own JSON-LD. */
export function factsFromHtml(route: string, html: string): SeoFacts {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const jsonLdTypes = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => {
    try {
      return String((JSON.parse(match[1]!) as { '@type'?: unknown })['@type']);
    } catch {
      return 'invalid';
    }
  });
  return {
    pageSlug: route === '/' ? 'home' : route.slice(1),
    route,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: metaContent(head, 'name', 'description'),
    metaDescription: metaContent(head, 'property', 'og:description'),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    // The language by the path (/ar/..., /tr/...; English pages are built under /en).
    language: {
      locale: /^\/(ar|tr)(\/|$)/.exec(route)?.[1] ?? 'en',
      htmlLang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
      hreflang: [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/gi)].map(
        (match) => match[1]!,
      ),
    },
    // The site-wide Organization block is on every page; the page needs its own structured data.
    hasJsonLd: jsonLdTypes.some((type) => type !== 'Organization' && type !== 'invalid'),
    // An editor's noindex (the SEO fields): listed, and not held to the gate of indexed pages.
    noindex: /\bnoindex\b/.test(metaContent(head, 'name', 'robots') ?? ''),
  };
}

function main(): void {
  if (!existsSync(appDir)) {
    console.error(`No build at ${appDir}: run next build first (NEXT_DIST_DIR=${distDir}).`);
    process.exit(2);
  }
  const results = htmlFiles(appDir)
    .map((file) => {
      const path = relative(appDir, file)
        .replace(/\\/g, '/')
        .replace(/\.html$/, '');
      return path === 'index' ? '/' : `/${path}`;
    })
    .filter((route) => !NOT_PUBLIC.test(route))
    .sort()
    .map((route) => {
      const file = join(appDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
      return auditSeo(factsFromHtml(route, readFileSync(file, 'utf8')));
    });
  for (const line of formatSeoReport(results)) console.log(line);
  const failing = results.filter(
    (result) => hasLanguageIssue(result) || (!result.noindex && !isGoodOrBetter(result.status)),
  );
  console.log(
    `\n${results.length} public routes audited; ${failing.length} below 'good'${
      failing.length ? `: ${failing.map((result) => result.route).join(', ')}` : ''
    }.`,
  );
  process.exit(failing.length > 0 ? 1 : 0);
}

main();
