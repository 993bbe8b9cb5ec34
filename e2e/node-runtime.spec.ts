import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { majorOf, nodeVersionOfProcess, SUPPORTED_NODE_MAJOR } from '../tests/support/node-runtime';

test('the test runner and the server that serves the pages run Node 22', async ({ request }) => {
  expect(majorOf(process.version)).toBe(SUPPORTED_NODE_MAJOR);
  const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
  const { pid } = JSON.parse(readFileSync(path.join(distDir, 'e2e-server.json'), 'utf8')) as {
    pid: number;
  };
  // The recorded pid is this run's Next server (it renames its process 'next-server (vX)').
  expect((await request.get('/api/build-id')).ok()).toBe(true);
  expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toMatch(/^next-server/);
  expect(majorOf(nodeVersionOfProcess(pid))).toBe(SUPPORTED_NODE_MAJOR);
});
