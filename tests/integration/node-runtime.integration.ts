import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { majorOf, nodeVersionOfProcess, SUPPORTED_NODE_MAJOR } from '../support/node-runtime';
import { startApp } from './support/app-server';

describe('Node.js runtime of the integration tests', () => {
  it('runs the test runner and the `next start` it serves on Node 22', async () => {
    expect(majorOf(process.version)).toBe(SUPPORTED_NODE_MAJOR);
    const app = await startApp(3290, {
      LEADS_DATABASE: path.join(mkdtempSync(path.join(tmpdir(), 'node-runtime-')), 'leads.db'),
    });
    try {
      expect(majorOf(nodeVersionOfProcess(app.pid))).toBe(SUPPORTED_NODE_MAJOR);
    } finally {
      await app.stop();
    }
  });
});
