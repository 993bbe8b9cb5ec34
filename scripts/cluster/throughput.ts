/**
 * Throughput of one instance vs two behind the round-robin proxy (autocannon, same page, same
 * proxy, 10 connections, CLUSTER_BENCH_SECONDS each, default 10). Serves the build in
 * CLUSTER_BENCH_DIST_DIR (default .next) with Redis when Debian's redis-server is installed
 * (CLUSTER_BENCH_REDIS=0: without, each instance on its own disk cache).
 *   npx tsx scripts/cluster/throughput.ts [path]
 */
import { startInstance, type Instance } from './instances';
import { startRoundRobinProxy } from './proxy';
import { findRedisServer, startRedis, type LocalService } from './services';

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}
// autocannon ships no types; this is the part used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

const PROXY_PORT = Number(process.env.CLUSTER_BENCH_PORT ?? 3410);
const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 10);

async function measure(url: string): Promise<{ requests: number; errors: number; p99: number }> {
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  return {
    requests: result.requests.average,
    errors: result.errors + result.non2xx,
    p99: result.latency.p99,
  };
}

async function main(): Promise<void> {
  const path = process.argv[2] ?? '/';
  const services: LocalService[] = [];
  const instances: Instance[] = [];
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_DIST_DIR: process.env.CLUSTER_BENCH_DIST_DIR ?? '.next',
      TRUSTED_PROXY_HOPS: '1',
    };
    if (!env.REDIS_URL && process.env.CLUSTER_BENCH_REDIS !== '0' && findRedisServer()) {
      const redis = await startRedis(PROXY_PORT + 5);
      services.push(redis);
      env.REDIS_URL = redis.url;
    }
    for (const offset of [1, 2])
      instances.push(await startInstance({ port: PROXY_PORT + offset, env }));
    const rows: string[] = [];
    for (const count of [1, 2]) {
      const proxy = await startRoundRobinProxy({
        port: PROXY_PORT,
        targets: instances.slice(0, count).map((instance) => instance.url),
      });
      // Warm: each instance has served the page once (Redis then holds it).
      for (const instance of instances) await (await fetch(`${instance.url}${path}`)).text();
      const figures = await measure(`${proxy.url}${path}`);
      rows.push(
        `${count} instance(s): ${figures.requests.toFixed(1)} req/s, p99 ${figures.p99} ms, ${figures.errors} errors`,
      );
      await proxy.close();
    }
    console.log(`GET ${path}, 10 connections, ${SECONDS} s, Redis ${env.REDIS_URL ?? 'off'}`);
    for (const row of rows) console.log(row);
  } finally {
    await Promise.allSettled(instances.map((instance) => instance.stop()));
    await Promise.allSettled(services.map((service) => service.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
