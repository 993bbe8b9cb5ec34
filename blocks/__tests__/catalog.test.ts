/**
 * @jest-environment node
 *
 * blocks/catalog.ts is generated from the folders of blocks/ (scripts/generate-block-catalog.mjs):
 * a block folder added or removed without running the script fails here, not on a page that
 * silently lacks its block.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  existsSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BLOCK_TYPES } from '../catalog';

const root = path.join(__dirname, '..', '..');
const blocksDir = path.join(root, 'blocks');

function generate(args: string[]) {
  return spawnSync(process.execPath, ['scripts/generate-block-catalog.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

/** A copy of blocks/: each folder's definition.ts and the catalog, which is all the script reads. */
function copyOfBlocks(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'block-catalog-'));
  for (const entry of readdirSync(blocksDir, { withFileTypes: true })) {
    const definition = path.join(blocksDir, entry.name, 'definition.ts');
    if (!entry.isDirectory() || !existsSync(definition)) continue;
    mkdirSync(path.join(dir, entry.name));
    cpSync(definition, path.join(dir, entry.name, 'definition.ts'));
  }
  cpSync(path.join(blocksDir, 'catalog.ts'), path.join(dir, 'catalog.ts'));
  return dir;
}

const newDefinition = (type: string) =>
  `export const newBlock = defineBlock({\n  type: '${type}',\n  label: 'New',\n  fields: {},\n});\n`;

describe('the block catalog is the list of block folders', () => {
  it('blocks/catalog.ts is what scripts/generate-block-catalog.mjs writes', () => {
    const result = generate(['--check']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('names one block type per folder that holds a definition.ts', () => {
    const folders = readdirSync(blocksDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => existsSync(path.join(blocksDir, entry.name, 'definition.ts')))
      .map((entry) => entry.name.replace(/-/g, '_'));
    expect([...BLOCK_TYPES].sort()).toEqual(folders.sort());
  });

  it('fails the check when a folder is added without regenerating, and appends it when run', () => {
    const dir = copyOfBlocks();
    try {
      mkdirSync(path.join(dir, 'new-block'));
      writeFileSync(path.join(dir, 'new-block', 'definition.ts'), newDefinition('new_block'));
      const check = generate(['--check', dir]);
      expect(check.status).toBe(1);
      expect(check.stderr).toContain('run node scripts/generate-block-catalog.mjs');

      expect(generate([dir]).status).toBe(0);
      const catalog = readFileSync(path.join(dir, 'catalog.ts'), 'utf8');
      expect(catalog).toContain("import { newBlock } from './new-block/definition';");
      // The types already listed keep their order (the Directus collections' sort); new ones go last.
      const keys = [...catalog.matchAll(/^ {2}(\w+): \w+,$/gm)].map((match) => match[1]);
      expect(keys).toEqual([...BLOCK_TYPES, 'new_block']);
      expect(generate(['--check', dir]).status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the check when a folder is removed without regenerating', () => {
    const dir = copyOfBlocks();
    try {
      rmSync(path.join(dir, 'stats-band'), { recursive: true });
      expect(generate(['--check', dir]).status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a folder whose definition names another type', () => {
    const dir = copyOfBlocks();
    try {
      mkdirSync(path.join(dir, 'new-block'));
      writeFileSync(path.join(dir, 'new-block', 'definition.ts'), newDefinition('other_block'));
      const result = generate([dir]);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain("the folder of type 'other_block' is blocks/other-block/");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
