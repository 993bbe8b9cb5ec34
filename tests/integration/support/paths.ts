import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../../..');
export const DIST_DIR = process.env.LEADS_IT_DIST_DIR ?? '.next-integration';
export const NEXT_BIN = resolve(ROOT, 'node_modules/next/dist/bin/next');
export const TSX_BIN = resolve(ROOT, 'node_modules/tsx/dist/cli.mjs');
