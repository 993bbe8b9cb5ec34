/**
 * The Node.js the site ships on (.nvmrc) and checks that a process really runs it: the test
 * runners assert their own version, and the servers they start are checked through the binary
 * their process runs (/proc/<pid>/exe), asked for `--version`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const PINNED_NODE_VERSION = readFileSync(path.join(REPO_ROOT, '.nvmrc'), 'utf8').trim();
export const SUPPORTED_NODE_MAJOR = Number(PINNED_NODE_VERSION.split('.')[0]);

export const majorOf = (version: string): number => Number(version.replace(/^v/, '').split('.')[0]);

/** `node --version` of the binary the process with this pid runs (Linux). */
export function nodeVersionOfProcess(pid: number): string {
  const binary = readlinkSync(`/proc/${pid}/exe`);
  return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
}
