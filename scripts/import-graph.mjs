/**
 * The site's import graph, read from the source (static, type-only and dynamic imports alike), and
 * its circles. `scripts/__tests__/import-graph.test.ts` keeps the graph free of them; run it by hand
 * to see the graph's shape:
 *
 *   node scripts/import-graph.mjs            # the circles, if any, and the edges between folders
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The folders (and root files) whose modules make up the site. Tests are leaves: nothing imports them. */
const SOURCES = ['app', 'blocks', 'components', 'content-fallback', 'lib', 'cms', 'scripts'];
const ROOT_FILES = [
  'middleware.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.mjs',
];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'];
const SKIPPED_DIRS = new Set(['node_modules', '__tests__', '__snapshots__']);

function* sourceFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        yield* sourceFiles(join(dir, entry.name));
    } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

/** Module specifiers a file imports: `import … from`, `export … from`, `import '…'`, `import('…')`. */
export function importedSpecifiers(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = new Set();
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) specifiers.add(match[1]);
  return [...specifiers];
}

/**
 * The specifiers whose code ships with the file: `import type` and `export type` are left out
 * (the compiler erases them), and so is an import whose names are all `type`-marked.
 */
export function valueImportedSpecifiers(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = new Set();
  for (const match of code.matchAll(
    /\b(?:import|export)\s+(type\s+)?([^'";]*?)\bfrom\s*['"]([^'"]+)['"]/g,
  )) {
    const [, typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    const names = /^\{([^}]*)\}\s*$/.exec(clause.trim())?.[1];
    const allTypes =
      names !== undefined &&
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    if (!allTypes) specifiers.add(specifier);
  }
  for (const match of code.matchAll(/\bimport\s+['"]([^'"]+)['"]/g)) specifiers.add(match[1]);
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    specifiers.add(match[1]);
  return [...specifiers];
}

/** A module's first statement is the 'use client' directive (comments before it allowed). */
const USE_CLIENT = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/;

/**
 * What the browser can load: every module a `'use client'` module reaches through imports that
 * ship (type-only ones left out), each with one client module that reaches it.
 */
export function clientReach() {
  const files = [...SOURCES.flatMap((dir) => [...sourceFiles(join(ROOT, dir))])];
  const reachedFrom = new Map();
  const queue = [];
  for (const file of files)
    if (USE_CLIENT.test(readFileSync(file, 'utf8'))) {
      reachedFrom.set(relative(ROOT, file), relative(ROOT, file));
      queue.push(file);
    }
  while (queue.length > 0) {
    const file = queue.shift();
    for (const specifier of valueImportedSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(specifier, file);
      if (!target || target.endsWith('.json')) continue;
      const key = relative(ROOT, target);
      if (reachedFrom.has(key)) continue;
      reachedFrom.set(key, reachedFrom.get(relative(ROOT, file)));
      queue.push(target);
    }
  }
  return reachedFrom;
}

function resolveFile(base) {
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  // A .js specifier of a .ts file (ESM style).
  const withoutJs = base.replace(/\.(m?js)$/, '');
  if (withoutJs !== base)
    for (const extension of EXTENSIONS)
      if (existsSync(withoutJs + extension)) return withoutJs + extension;
  for (const extension of EXTENSIONS)
    if (existsSync(join(base, `index${extension}`))) return join(base, `index${extension}`);
  return undefined;
}

/** The project file a specifier names, or undefined for packages and node: built-ins. */
export function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return resolveFile(join(ROOT, specifier.slice(2)));
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(fromFile), specifier));
  return undefined;
}

/** Map of file (relative to the root) → the project files it imports. */
export function buildImportGraph() {
  const files = [
    ...SOURCES.flatMap((dir) => [...sourceFiles(join(ROOT, dir))]),
    ...ROOT_FILES.map((file) => join(ROOT, file)).filter((file) => existsSync(file)),
  ];
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(specifier, file);
      if (target && !target.endsWith('.json')) targets.add(relative(ROOT, target));
    }
    graph.set(relative(ROOT, file), [...targets].sort());
  }
  return graph;
}

/** Every circle (a strongly connected component of more than one file, or a self-import). */
export function findCycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const lowOf = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (start) => {
    // Iterative Tarjan: the graph is deep enough to overflow a recursive one on small stacks.
    const work = [[start, 0]];
    indexOf.set(start, index);
    lowOf.set(start, index);
    index += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!indexOf.has(target)) {
          indexOf.set(target, index);
          lowOf.set(target, index);
          index += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowOf.set(parent[0], Math.min(lowOf.get(parent[0]), lowOf.get(node)));
      if (lowOf.get(node) === indexOf.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || (graph.get(node) ?? []).includes(node))
          cycles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

/** The top folder of a file (lib/content, components/forms...: two levels for lib and components). */
export function areaOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return file;
  return ['lib', 'components', 'blocks'].includes(parts[0]) && parts.length > 2
    ? `${parts[0]}/${parts[1]}`
    : parts[0];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = buildImportGraph();
  const cycles = findCycles(graph);
  console.log(`${graph.size} modules, ${[...graph.values()].flat().length} imports`);
  console.log(cycles.length === 0 ? 'no circles' : `${cycles.length} circle(s):`);
  for (const cycle of cycles) console.log(`  ${cycle.join(' ⇄ ')}`);
  const top = (file) => file.split('/')[0];
  const between = new Map();
  for (const [file, targets] of graph)
    for (const target of targets)
      if (top(file) !== top(target)) {
        const key = `${top(file)} → ${top(target)}`;
        between.set(key, (between.get(key) ?? 0) + 1);
      }
  for (const [key, count] of [...between].sort()) console.log(`  ${key}: ${count}`);
}
