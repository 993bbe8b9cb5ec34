/**
 * @jest-environment node
 *
 * components/ui/icon-data.ts and glyph-data.ts are generated from lucide-react
 * (scripts/generate-icon-data.mjs): an icon added to the script, or a lucide-react update, without
 * running it fails here, not as an icon drawn from stale shapes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const iconsDir = path.join(root, 'components', 'ui');
const FILES = ['icon-data.ts', 'glyph-data.ts'];

function generate(args: string[]) {
  return spawnSync(process.execPath, ['scripts/generate-icon-data.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('the lucide data is what lucide-react generates', () => {
  it('components/ui/icon-data.ts and glyph-data.ts are what the script writes', () => {
    const result = generate(['--check']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails the check when a file was edited by hand, and restores it when run', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'icon-data-'));
    try {
      for (const file of FILES) {
        const source = readFileSync(path.join(iconsDir, file), 'utf8');
        writeFileSync(path.join(dir, file), source.replace("d: 'M", "d: 'M0 0 M"));
      }
      const check = generate(['--check', dir]);
      expect(check.status).toBe(1);
      for (const file of FILES) expect(check.stderr).toContain(file);
      expect(check.stderr).toContain('run node scripts/generate-icon-data.mjs');

      expect(generate([dir]).status).toBe(0);
      for (const file of FILES) {
        expect(readFileSync(path.join(dir, file), 'utf8')).toBe(
          readFileSync(path.join(iconsDir, file), 'utf8'),
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
