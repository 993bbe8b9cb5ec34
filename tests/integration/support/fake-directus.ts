import { createServer, type Server } from 'node:http';

/**
 * A local HTTP server that answers the Directus REST shapes the site reads:
 * GET /items/<collection>[/<id>] → { data }, a singleton as an object. Collections are mutable
 * so a test can "edit the CMS"; `stop()` and `start()` simulate an outage on the same port.
 */
export interface FakeDirectus {
  url: string;
  collections: Record<string, Array<Record<string, unknown>> | Record<string, unknown>>;
  requests: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createFakeDirectus(
  port: number,
  collections: FakeDirectus['collections'],
): FakeDirectus {
  let server: Server | undefined;
  const fake: FakeDirectus = {
    url: `http://127.0.0.1:${port}`,
    collections,
    requests: [],
    async start() {
      server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', fake.url);
        fake.requests.push(url.pathname);
        const match = /^\/items\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname);
        const answer = match ? fake.collections[match[1]!] : undefined;
        let status = 200;
        let body: unknown;
        if (!match) {
          status = 404;
          body = { errors: [{ message: 'Route not found' }] };
        } else if (answer === undefined) {
          // An empty collection: the site then uses its fallback content for it.
          body = { data: [] };
        } else if (match[2] && Array.isArray(answer)) {
          const item = answer.find((record) => String(record.id) === match[2]);
          status = item ? 200 : 403;
          body = item ? { data: item } : { errors: [{ message: 'Forbidden' }] };
        } else {
          body = { data: answer };
        }
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const current = server;
      server = undefined;
      if (!current) return;
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  return fake;
}
