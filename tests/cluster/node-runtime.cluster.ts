import { majorOf, SUPPORTED_NODE_MAJOR } from '../support/node-runtime';

it('runs the cluster tests on Node 22', () => {
  expect(majorOf(process.version)).toBe(SUPPORTED_NODE_MAJOR);
});
