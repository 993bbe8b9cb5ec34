// npm run content:check: reads every sitemap page of a built site in every language and fails
// when one company fact shows two values (naming both places), or when a {fact:key} token shows
// unresolved. Facts are recognised by their labels (lib/content facts are stated once; this is
// the check that the pages agree, whatever the CMS or the bundle says).
//
//   node scripts/content-check.mjs --url http://127.0.0.1:3000    a running site
//   node scripts/content-check.mjs --dist .next                   serves that build on a free port
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

const NUM_PLUS = String.raw`(?<![\d.,])\d[\d.,]*\+?`;
const PCT = String.raw`(?<![\d.,])(?:\d[\d.,]*%|%\d[\d.,]*)`;
const MONEY = String.raw`(?<![\d.,])\$\d[\d.,]*[KMB]?\+?`;
const RATING = String.raw`\d[.,]\d`;
const ROUND_CLOCK = String.raw`(?:24/7|7/24)`;

/**
 * Each fact and the phrases that state it: a regular expression whose first group is the value.
 * The text is the page's, tags replaced by spaces, so a stat reads 'Projects Delivered 500+' (label
 * first) or '500+ Projects' (value first). Labels that count something else (a sector's projects,
 * a case study's results) are left out on purpose.
 */
export const FACT_PHRASES = {
  projects: [
    String.raw`(${NUM_PLUS}) (?:Projects|projects)(?! Completed| in This Sector)`,
    String.raw`(?:Projects Delivered|Projects|AI Projects|Projects Completed) (${NUM_PLUS})(?![\d%])`,
    String.raw`reaches its (\d+)(?:st|nd|rd|th) delivered project`,
    String.raw`(${NUM_PLUS}) (?:Businesses Automated|AI-Powered Applications)`,
    String.raw`(${NUM_PLUS}) (?:Proje|proje)\b`,
    String.raw`أكثر من (\d+) مشروع`,
    String.raw`(?<!أكثر من )(${NUM_PLUS}) مشروع(?! مكتمل)`,
  ],
  satisfaction: [
    String.raw`(?:Client Satisfaction|Clients Satisfied|Satisfied|Client satisfaction) (${PCT})`,
    String.raw`(?:Müşteri Memnuniyeti|Memnun Müşteri|Memnun) (${PCT})`,
    String.raw`(?:رضا العملاء|عملاء راضون|راضون) (${PCT})`,
  ],
  rating: [String.raw`(${RATING})/5`, String.raw`Clutch (?:rating|puanı) (${RATING})`],
  reviews: [
    String.raw`from (\d+) reviews`,
    String.raw`(\d+) yorumdan`,
    String.raw`من (\d+) مراجعة`,
  ],
  countries: [
    String.raw`Countries Served (\d+)`,
    String.raw`clients in (\w+) countries`,
    String.raw`(\S+) ülkedeki müşterilere`,
  ],
  years: [
    String.raw`(?:Years Experience|Years in the Sector|Years in Business|Years building software products) (${NUM_PLUS})`,
  ],
  founded: [String.raw`(\d{4}) Foundation`, String.raw`(\d{4}) Kuruluş`],
  network: [String.raw`(?:Experts|Specialists) across our delivery network (${NUM_PLUS})`],
  team: [String.raw`a team of (${NUM_PLUS})`],
  support: [String.raw`(${ROUND_CLOCK}) Support`, String.raw`(${ROUND_CLOCK}) Destek`],
  retention: [String.raw`Client Retention (${PCT})`],
  costReduction: [String.raw`Average Cost Reduction (${PCT})`],
  hoursSaved: [
    String.raw`(\d+\+) hours (?:saved per week|back|a week|every week)`,
    String.raw`(\d+\+) Hours Back`,
    String.raw`Hours Saved per Week (\d+\+)`,
    String.raw`(\d+\+) hours/week`,
  ],
  manualTasks: [
    String.raw`(${PCT}) (?:fewer manual tasks|Fewer Manual Tasks)`,
    String.raw`(?:Fewer Manual Tasks|Reduction in manual tasks) (${PCT})`,
  ],
  fewerErrors: [
    String.raw`(${PCT}) (?:fewer errors|Fewer Errors)`,
    String.raw`Fewer errors (${PCT})`,
  ],
  uptime: [
    String.raw`(${PCT}) uptime`,
    String.raw`(?:Uptime|Uptime on managed workloads) (${PCT})`,
  ],
  processSavings: [
    String.raw`(?:Average Annual Savings|Annual Savings|Annual Waste|Saved per Process Each Year|Wasted per Manual Process a Year) (${MONEY})`,
    String.raw`(${MONEY}) (?:Annual Waste|Annual Savings|Wasted per Manual Process a Year|Saved per Process Each Year)`,
    String.raw`Save (${MONEY}) Yearly`,
  ],
  clientSavings: [
    String.raw`Saved per Client a Year (${MONEY})`,
    String.raw`(${MONEY}) Saved per Client a Year`,
  ],
  totalSavings: [String.raw`(?:Client Savings|Saved by Our Clients) (${MONEY})`],
  automationRoi: [
    String.raw`Average ROI within 6 months (${PCT})`,
    String.raw`(${PCT}) Average ROI within 6 months`,
  ],
  codeAccuracy: [
    String.raw`(${PCT}) code accuracy`,
    String.raw`(?:Code Accuracy|Code accuracy in production) (${PCT})`,
    String.raw`(${PCT}) kod doğruluğu`,
    String.raw`Kod Doğruluğu (${PCT})`,
    String.raw`دقة شيفرة (${PCT})`,
  ],
  speedup: [String.raw`(\d+x) (?:Faster|faster)`, String.raw`Faster time to market (\d+x)`],
  zapierApps: [
    String.raw`Connect (${NUM_PLUS}) apps`,
    String.raw`(${NUM_PLUS}) (?:app connectors|uygulama bağlayıcısı)`,
  ],
  soc: [String.raw`(SOC 2 (?:Compliant|compliant|and GDPR aware|Uyumlu))`],
  gdpr: [
    String.raw`(GDPR (?:Compliant|compliant|aware|Uyumlu))`,
    String.raw`(SOC 2 and GDPR aware)`,
  ],
};

const NUMBER_WORDS = { eight: '8', sekiz: '8', seven: '7', nine: '9', ten: '10', ثماني: '8' };

/** A value as English writes it, whatever the page's language wrote ('%92' → '92%', '4,9' → '4.9'). */
export function canonicalValue(raw) {
  let value = raw.replace(/[\u2066-\u2069]/g, '').trim();
  if (NUMBER_WORDS[value.toLowerCase()]) return NUMBER_WORDS[value.toLowerCase()];
  value = value.replace(/^%(\d[\d.,]*)$/, '$1%').replace(/^7\/24$/, '24/7');
  value = value.replace(/ Uyumlu$/, ' Compliant').replace(/ compliant$/, ' Compliant');
  value = value.replace(/^SOC 2 and GDPR aware$/, 'aware');
  // Turkish separators: '4,9' is 4.9, '7.000' is 7,000.
  if (/^\d+,\d{1,2}(?!\d)/.test(value)) value = value.replace(',', '.');
  else if (/^\d{1,3}(?:\.\d{3})+/.test(value)) value = value.replace(/\./g, ',');
  return value;
}

/** The visible text of a page's body: scripts, styles and templates out, tags as spaces. */
export function visibleText(html) {
  const start = html.search(/<body[\s>]/i);
  return (start >= 0 ? html.slice(start) : html)
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ');
}

/** Every fact stated in a text: [{ fact, value, snippet }]. */
export function factsIn(text) {
  const found = [];
  for (const [fact, phrases] of Object.entries(FACT_PHRASES)) {
    for (const phrase of phrases) {
      for (const match of text.matchAll(new RegExp(phrase, 'gu'))) {
        let raw = match.slice(1).find((group) => group !== undefined);
        if (!raw) continue;
        // Arabic writes '500+' as 'more than 500'.
        if (match[0].startsWith('أكثر من')) raw = `${raw}+`;
        const at = match.index ?? 0;
        found.push({
          fact,
          value: canonicalValue(raw),
          snippet: text.slice(Math.max(0, at - 30), at + match[0].length + 30).trim(),
        });
      }
    }
  }
  return found;
}

/** The sitemap's pages (every language: the sitemap lists each), on `base`'s origin. */
async function sitemapPages(base) {
  const xml = await (await fetch(new URL('/sitemap.xml', base))).text();
  const urls = new Set();
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>|hreflang="[a-z]{2}" href="([^"]+)"/g)) {
    const url = new URL(match[1] ?? match[2]);
    urls.add(new URL(`${url.pathname}${url.search}`, base).href);
  }
  return [...urls].sort();
}

/**
 * Reads every page of the site at `base`: { pages, values: fact → value → first place,
 * problems: lines naming both places of each disagreement and every unresolved token }.
 */
export async function checkSite(base, { concurrency = 4 } = {}) {
  const pages = await sitemapPages(base);
  const values = new Map();
  const problems = [];
  let statements = 0;
  const queue = [...pages];
  async function worker() {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const response = await fetch(url);
      if (!response.ok) {
        problems.push(`${url}: answered ${response.status}`);
        continue;
      }
      const text = visibleText(await response.text());
      const token = text.match(/\{fact:[^}]*\}/);
      if (token) problems.push(`${url}: unresolved ${token[0]}`);
      for (const { fact, value, snippet } of factsIn(text)) {
        statements += 1;
        const byValue = values.get(fact) ?? new Map();
        values.set(fact, byValue);
        if (!byValue.has(value)) byValue.set(value, { url, snippet, count: 0 });
        byValue.get(value).count += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  for (const [fact, byValue] of [...values].sort(([a], [b]) => a.localeCompare(b))) {
    if (byValue.size < 2) continue;
    const [[firstValue, first], ...others] = [...byValue].sort((a, b) => b[1].count - a[1].count);
    for (const [value, place] of others)
      problems.push(
        `${fact}: "${firstValue}" on ${first.url} ("…${first.snippet}…") but "${value}" on ${place.url} ("…${place.snippet}…")`,
      );
  }
  return { pages, values, statements, problems };
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `next start` of the build in `dist` on a free port, until stop(). */
async function serveBuild(dist) {
  const port = await freePort();
  const nextBin = createRequire(path.join(process.cwd(), 'package.json')).resolve(
    'next/dist/bin/next',
  );
  const server = spawn(
    process.execPath,
    [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`next start of ${dist} exited ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/sitemap.xml`)).ok) return { url, stop: () => server.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`next start of ${dist} did not answer within 60 s`);
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const dist = option('--dist') ?? (option('--url') ? undefined : '.next');
  const served = dist ? await serveBuild(dist) : undefined;
  const base = option('--url') ?? served.url;
  const started = Date.now();
  try {
    const { pages, values, statements, problems } = await checkSite(base);
    console.log(
      `content:check: ${pages.length} pages, ${statements} statements of ${values.size} facts, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const [fact, byValue] of values)
      console.log(`  ${fact}: ${[...byValue.keys()].join(' | ')}`);
    if (problems.length > 0) {
      console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    served?.stop();
  }
}

// Run as a script; imported (the e2e spec) it only lends checkSite. No import.meta: Playwright
// loads this file as CommonJS.
if (process.argv[1] && path.basename(process.argv[1]) === 'content-check.mjs')
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
