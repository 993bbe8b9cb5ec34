/**
 * The words visitors read in content-fallback/, one catalog per module, for the Arabic and
 * Turkish translations (content-fallback/i18n/{ar,tr}/<module>.json map each English string to
 * its translation, keyed by the English text as gettext does).
 *
 *   npx tsx scripts/i18n-extract.mts          # writes content-fallback/i18n/source/<module>.json
 *   npx tsx scripts/i18n-extract.mts --check  # exits 1 when a catalog is stale or a translation is missing
 *
 * Strings built by functions (templates with a count or a name) are not values and are not
 * collected here.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isTranslatableEntry } from '../lib/i18n/translatable';
import { PREFIXED_LOCALES } from '../lib/i18n/locales';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fallbackDir = join(root, 'content-fallback');
const catalogDir = join(fallbackDir, 'i18n');
// Every language but the default, whose words the copy is written in (lib/i18n/locales.ts).
export const TRANSLATED_LOCALES = PREFIXED_LOCALES;

function moduleFiles(dir: string): string[] {
  return (
    readdirSync(dir)
      .flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'i18n' ? [] : moduleFiles(path);
        return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
      })
      // A directory's index (which re-exports its siblings) comes last, so each string is claimed
      // by the module that writes it.
      .sort(
        (a, b) =>
          Number(a.endsWith('/index.ts')) - Number(b.endsWith('/index.ts')) || a.localeCompare(b),
      )
  );
}

function collect(value: unknown, key: string, into: Set<string>, seen: Set<unknown>): void {
  if (typeof value === 'string') {
    if (isTranslatableEntry(key, value)) into.add(value);
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, into, seen);
    return;
  }
  for (const [childKey, child] of Object.entries(value)) collect(child, childKey, into, seen);
}

/** The forms' validation and error messages live beside their schemas (one schema per form). */
const FORM_MESSAGE_MODULES = [
  'lib/leads/contract/contact-schema.ts',
  'lib/leads/contract/wizard-schema.ts',
  'lib/leads/contract/lead-modal-schema.ts',
  'lib/leads/contract/handle-submission.ts',
  'lib/leads/contract/quote-lead-schema.ts',
];

/** Module name (path under content-fallback without .ts) → its unique visible strings. */
export async function extractCatalogs(): Promise<Map<string, string[]>> {
  const catalogs = new Map<string, string[]>();
  const claimed = new Set<string>();
  const sources = [
    ...moduleFiles(fallbackDir).map((file) => ({
      file,
      name: relative(fallbackDir, file).replace(/\.ts$/, ''),
      exported: () => true,
    })),
    ...FORM_MESSAGE_MODULES.map((file) => ({
      file: join(root, file),
      name: `form-messages/${file.split('/').pop()!.replace(/\.ts$/, '')}`,
      exported: (exportName: string) => exportName.endsWith('_MESSAGES'),
    })),
  ];
  for (const { file, name, exported } of sources) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const strings = new Set<string>();
    for (const [exportName, value] of Object.entries(exports))
      if (exported(exportName)) collect(value, exportName, strings, new Set());
    // A string re-exported by a later module belongs to the first one that holds it.
    const own = [...strings].filter((text) => !claimed.has(text));
    own.forEach((text) => claimed.add(text));
    if (own.length > 0) catalogs.set(name, own);
  }
  return catalogs;
}

/** content-fallback/i18n/catalogs.ts: every module's translations, per locale, for lib/i18n. */
function catalogIndex(modules: string[]): string {
  const lines = [
    "// Written by scripts/i18n-extract.mts: every catalogued module's translations, per locale.",
  ];
  const names: Record<string, string[]> = {};
  for (const locale of TRANSLATED_LOCALES) {
    names[locale] = modules.map((module, index) => {
      const name = `${locale}${index}`;
      lines.push(`import ${name} from './${locale}/${module}.json';`);
      return name;
    });
  }
  lines.push('', 'export const TRANSLATIONS: Record<string, Record<string, string>[]> = {');
  for (const locale of TRANSLATED_LOCALES)
    lines.push(`  ${locale}: [${names[locale].join(', ')}],`);
  lines.push('};', '');
  return lines.join('\n');
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

async function main() {
  const check = process.argv.includes('--check');
  const catalogs = await extractCatalogs();
  const problems: string[] = [];
  let total = 0;
  for (const [name, strings] of catalogs) {
    total += strings.length;
    const path = join(catalogDir, 'source', `${name}.json`);
    const body = `${JSON.stringify(strings, null, 2)}\n`;
    if (check) {
      if (!existsSync(path) || readFileSync(path, 'utf8') !== body)
        problems.push(`${name}: catalog is stale (run npx tsx scripts/i18n-extract.mts)`);
      for (const locale of TRANSLATED_LOCALES) {
        const translated = (readJson(join(catalogDir, locale, `${name}.json`)) ?? {}) as Record<
          string,
          string
        >;
        const missing = strings.filter((text) => !translated[text]?.trim());
        if (missing.length > 0) problems.push(`${locale}/${name}: ${missing.length} untranslated`);
      }
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, body);
    }
  }
  const index = catalogIndex([...catalogs.keys()]);
  const indexPath = join(catalogDir, 'catalogs.ts');
  if (check) {
    if (!existsSync(indexPath) || readFileSync(indexPath, 'utf8') !== index)
      problems.push('catalogs.ts is stale (run npx tsx scripts/i18n-extract.mts)');
  } else writeFileSync(indexPath, index);
  console.log(`${catalogs.size} modules, ${total} strings`);
  if (problems.length > 0) {
    console.log(problems.join('\n'));
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
