/** `next start` instances of one build, each on its own port on 127.0.0.1. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const NEXT_BIN = resolve(ROOT, 'node_modules/next/dist/bin/next');

export interface Instance {
  url: string;
  port: number;
  /** Everything the instance printed so far. */
  output(): string;
  stop(): Promise<void>;
  /** Crash: SIGKILL, no cleanup. */
  kill(): Promise<void>;
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startInstance(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  /** Echo the instance's output with this prefix (the start:cluster script). */
  echoPrefix?: string;
  readyTimeoutMs?: number;
}): Promise<Instance> {
  let output = '';
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-p', String(options.port), '-H', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...options.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    if (options.echoPrefix)
      for (const line of text.split('\n').filter(Boolean))
        process.stdout.write(`${options.echoPrefix} ${line}\n`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start on ${url} exited early:\n${output}`);
    if (output.includes('Ready in')) {
      try {
        const response = await fetch(`${url}/api/build-id`);
        await response.body?.cancel();
        if (response.ok) break;
      } catch {
        // not listening yet
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`next start did not answer on ${url} in time:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    port: options.port,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await waitForExit(child);
    },
  };
}
