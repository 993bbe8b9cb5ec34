/**
 * Debian's redis-server and PostgreSQL, started on 127.0.0.1 for a local cluster trial and the
 * cluster test: throwaway data in a temp folder, nothing written to the system's own clusters.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalService {
  url: string;
  stop(): Promise<void>;
}

export interface LocalRedis extends LocalService {
  /** Starts it again on the same port after stop() (the data is not kept). */
  start(): Promise<void>;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await canConnect(port))) {
    if (Date.now() > deadline) throw new Error(`${what} did not listen on port ${port} in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export function findRedisServer(): string | undefined {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server'])
    if (existsSync(candidate)) return candidate;
  return undefined;
}

/** redis-server on 127.0.0.1:port, in memory only (no RDB/AOF files). */
export async function startRedis(port: number): Promise<LocalRedis> {
  const binary = findRedisServer();
  if (!binary)
    throw new Error('redis-server is not installed (Debian: apt-get install redis-server)');
  if (await canConnect(port)) throw new Error(`Port ${port} is taken: cannot start Redis there`);
  let child: ChildProcess | undefined;
  const redis: LocalRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        binary,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitForPort(port, 'redis-server');
    },
    async stop() {
      const current = child;
      child = undefined;
      if (!current) return;
      current.kill('SIGTERM');
      await waitForExit(current);
    },
  };
  await redis.start();
  return redis;
}

export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : undefined;
}

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1:port (trust auth, no fsync). As root it runs as
 * the `postgres` user, as .ci/run does; otherwise as the current user.
 */
export async function startPostgres(port: number): Promise<LocalService> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql)');
  if (await canConnect(port)) throw new Error(`Port ${port} is taken: cannot start Postgres there`);
  const dir = mkdtempSync(join(tmpdir(), 'cluster-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    execFileSync('chown', ['postgres', dir]);
    chmodSync(dir, 0o700);
  }
  const run = (command: string) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'ignore' })
      : execFileSync('/bin/sh', ['-c', command], { stdio: 'ignore' });
  run(`'${bin}/initdb' -D '${dir}/data' -U postgres --auth=trust -E UTF8`);
  run(
    `'${bin}/pg_ctl' -D '${dir}/data' -o '-h 127.0.0.1 -p ${port} -k ${dir} -F' -l '${dir}/log' -w start`,
  );
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run(`'${bin}/pg_ctl' -D '${dir}/data' -m immediate stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
