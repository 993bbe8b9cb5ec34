/**
 * The layer rules of eslint.config.mjs: imports run one way, routes → components → lib → the
 * bundled copy → view-model types. Each rule is tried on a file that breaks it and one that keeps it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

type Case = { path: string; code: string };

/**
 * The layer messages ESLint gives each case's code as if it were the file at its path. One child
 * process for all of them: the config is an ES module, which Jest's runtime cannot import.
 */
function layerErrorsOf(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const cases = JSON.parse(process.env.LAYER_CASES);
    const out = [];
    for (const { path, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: path });
      out.push(result.messages.filter((m) => /no-restricted-imports$/.test(m.ruleId ?? '')).map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      LAYER_CASES: JSON.stringify(cases.map((c) => ({ ...c, path: join(root, c.path) }))),
    },
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const CASES = {
  libImportsComponent: {
    path: 'lib/seo/x.ts',
    code: "import { Icon } from '@/components/ui/icons';\nIcon;\n",
  },
  libImportsBlockComponent: {
    path: 'lib/seo/x.ts',
    code: "import { HeroBlock } from '@/blocks/hero/hero-block';\nHeroBlock;\n",
  },
  libImportsDefinitionAndCatalog: {
    path: 'lib/seo/x.ts',
    code: "import { heroBlock } from '@/blocks/hero/definition';\nimport { BLOCK_CATALOG } from '@/blocks/catalog';\nheroBlock;\nBLOCK_CATALOG;\n",
  },
  bundleImportsType: {
    path: 'content-fallback/x.ts',
    code: "import type { Service } from '@/lib/content/types';\nexport const s: Service[] = [];\n",
  },
  bundleImportsValue: {
    path: 'content-fallback/x.ts',
    code: "import { getEnv } from '@/lib/env';\nexport const e = getEnv;\n",
  },
  componentReadsBundle: {
    path: 'components/ui/x.tsx',
    code: "import { HEADER_COPY } from '@/content-fallback/shell';\nexport const c = HEADER_COPY;\n",
  },
  blockReadsBundle: {
    path: 'blocks/hero/x.tsx',
    code: "import { HEADER_COPY } from '@/content-fallback/shell';\nexport const c = HEADER_COPY;\n",
  },
  routeReadsBundle: {
    path: 'app/[locale]/(site)/x/page.tsx',
    code: "import { HEADER_COPY } from '@/content-fallback/shell';\nexport const c = HEADER_COPY;\n",
  },
  componentReadsDoor: {
    path: 'components/ui/x.tsx',
    code: "import { getServices } from '@/lib/content';\nexport const g = getServices;\n",
  },
  componentImportsRoute: {
    path: 'components/ui/x.tsx',
    code: "import Page from '@/app/[locale]/(site)/page';\nexport const p = Page;\n",
  },
} satisfies Record<string, Case>;

let errors: Record<keyof typeof CASES, string[]>;
beforeAll(() => {
  const names = Object.keys(CASES) as Array<keyof typeof CASES>;
  const results = layerErrorsOf(names.map((name) => CASES[name]));
  errors = Object.fromEntries(names.map((name, index) => [name, results[index]!])) as typeof errors;
}, 120_000);

describe('the layer rules', () => {
  it('lib/ never imports a component, a route or a block component; a block definition it may', () => {
    expect(errors.libImportsComponent).toEqual([
      expect.stringContaining('sit below the components'),
    ]);
    expect(errors.libImportsBlockComponent).toHaveLength(1);
    expect(errors.libImportsDefinitionAndCatalog).toEqual([]);
  });

  it('the bundled copy imports types from lib/, never values', () => {
    expect(errors.bundleImportsType).toEqual([]);
    expect(errors.bundleImportsValue).toEqual([expect.stringContaining('imports only types')]);
  });

  it('a component, block or route reads words through lib/content, not from content-fallback/', () => {
    expect(errors.componentReadsBundle).toEqual([expect.stringContaining('through lib/content')]);
    expect(errors.blockReadsBundle).toHaveLength(1);
    expect(errors.routeReadsBundle).toHaveLength(1);
    expect(errors.componentReadsDoor).toEqual([]);
  });

  it('a component never imports a route', () => {
    expect(errors.componentImportsRoute).toEqual([expect.stringContaining('never import routes')]);
  });
});
