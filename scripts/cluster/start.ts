/**
 * npm run start:cluster — a local trial of the multi-instance deployment: CLUSTER_INSTANCES
 * (default 2) `next start` instances of the last build on consecutive ports after CLUSTER_PORT
 * (default 3000, the round-robin proxy), sharing Redis and Postgres. REDIS_URL / DATABASE_URL
 * are used when set; otherwise Debian's redis-server (port CLUSTER_REDIS_PORT, 6390) and
 * PostgreSQL (CLUSTER_PG_PORT, 55433) are started with throwaway data if installed.
 * Build first (`npm run build`); Ctrl-C stops everything.
 */
import { startInstance, type Instance } from './instances';
import { startRoundRobinProxy } from './proxy';
import {
  findPostgresBin,
  findRedisServer,
  startPostgres,
  startRedis,
  type LocalService,
} from './services';

function numberFrom(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

async function main(): Promise<void> {
  const count = numberFrom('CLUSTER_INSTANCES', 2);
  const proxyPort = numberFrom('CLUSTER_PORT', 3000);
  const services: LocalService[] = [];
  const instances: Instance[] = [];
  const env: NodeJS.ProcessEnv = { ...process.env, TRUSTED_PROXY_HOPS: '1' };

  if (!env.REDIS_URL && findRedisServer()) {
    const redis = await startRedis(numberFrom('CLUSTER_REDIS_PORT', 6390));
    services.push(redis);
    env.REDIS_URL = redis.url;
  }
  if (!env.DATABASE_URL && findPostgresBin()) {
    const postgres = await startPostgres(numberFrom('CLUSTER_PG_PORT', 55433));
    services.push(postgres);
    env.DATABASE_URL = postgres.url;
  }
  console.log(`REDIS_URL=${env.REDIS_URL ?? '(unset: each instance caches on its own disk)'}`);
  console.log(`DATABASE_URL=${env.DATABASE_URL ?? '(unset: each instance has its own SQLite)'}`);

  const stopAll = async () => {
    await Promise.allSettled(instances.map((instance) => instance.stop()));
    await Promise.allSettled(services.map((service) => service.stop()));
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(0)));
  process.once('SIGTERM', () => void stopAll().then(() => process.exit(0)));

  try {
    for (let index = 1; index <= count; index += 1)
      instances.push(
        await startInstance({ port: proxyPort + index, env, echoPrefix: `[instance ${index}]` }),
      );
    const proxy = await startRoundRobinProxy({
      port: proxyPort,
      targets: instances.map((instance) => instance.url),
    });
    console.log(
      `Round-robin proxy on ${proxy.url} → ${instances.map((instance) => instance.url).join(', ')}`,
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
