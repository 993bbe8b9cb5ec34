/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { majorOf, PINNED_NODE_VERSION, SUPPORTED_NODE_MAJOR } from './node-runtime';

describe('the Node.js runtime of the unit tests', () => {
  it('is the major version of .nvmrc, 22', () => {
    expect(SUPPORTED_NODE_MAJOR).toBe(22);
    expect(PINNED_NODE_VERSION).toMatch(/^22\.\d+\.\d+$/);
    expect(majorOf(process.version)).toBe(SUPPORTED_NODE_MAJOR);
  });

  it('is what package.json engines require', () => {
    const manifest = JSON.parse(
      readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8'),
    ) as { engines: { node: string } };
    expect(manifest.engines.node).toBe(`>=${SUPPORTED_NODE_MAJOR}`);
  });
});
