/**
 * A throwaway Postgres cluster that one suite may freeze (SIGSTOP), stop and start again without
 * touching the server the other suites share (DATABASE_URL_TEST). Like .ci/run's: initdb and
 * pg_ctl as the postgres user, on 127.0.0.1, without fsync. Needs root and a Postgres install.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { findFreePort } from './webhook-receiver';

export interface OwnPostgres {
  /** A new empty database on this cluster (its URL). */
  createDatabase(): Promise<string>;
  /** SIGSTOP to the postmaster and every backend: connections hang, nothing answers. */
  freeze(): void;
  /** SIGCONT to the same processes. */
  thaw(): void;
  /** pg_ctl stop -m fast: connections are dropped and new ones refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  return bin;
}

/** Why an own cluster cannot run here, or undefined when it can. */
export function ownPostgresUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'not root (initdb runs as the postgres user via su)';
  if (!postgresBin()) return 'no /usr/lib/postgresql/*/bin/initdb';
  if (spawnSync('id', ['postgres']).status !== 0) return 'no postgres user';
  return undefined;
}

const asPostgres = (command: string) =>
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' });
/** The same without blocking this process (a webhook receiver in it keeps answering). */
const asPostgresAsync = async (command: string) => {
  await promisify(execFile)('su', ['postgres', '-s', '/bin/sh', '-c', command]);
};

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('Postgres is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'leads-it-own-pg-'));
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  chownSync(dir, id('-u'), id('-g'));
  const data = join(dir, 'data');
  const port = await findFreePort();
  const pgCtlCommand = (action: string) =>
    `'${bin}/pg_ctl' -D '${data}' -o '-h 127.0.0.1 -p ${port} -k ${dir} -F' -l '${dir}/log' -w ${action}`;
  const pgCtl = (action: string) => asPostgres(pgCtlCommand(action));
  asPostgres(`'${bin}/initdb' -D '${data}' -U postgres --auth=trust -E UTF8 >/dev/null`);
  pgCtl('start');
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;

  let frozen: number[] = [];
  const processes = () => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // a backend that has exited meanwhile
      }
    }
  };

  return {
    async createDatabase() {
      const name = `leads_own_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return `postgresql://postgres@127.0.0.1:${port}/${name}`;
    },
    freeze() {
      frozen = processes();
      signal(frozen, 'SIGSTOP');
    },
    thaw() {
      signal(frozen, 'SIGCONT');
      frozen = [];
    },
    stop: () => asPostgresAsync(pgCtlCommand('-m fast stop')),
    start: () => asPostgresAsync(pgCtlCommand('start')),
    async destroy() {
      signal(frozen, 'SIGCONT');
      try {
        pgCtl('-m immediate stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
