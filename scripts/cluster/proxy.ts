/**
 * A small round-robin HTTP proxy for trying several `next start` instances on one machine (and
 * for the cluster test): each request goes to the next instance in turn, with the connecting
 * address appended to X-Forwarded-For like nginx's `proxy_add_x_forwarded_for` (so the site runs
 * with TRUSTED_PROXY_HOPS=1). An instance that refuses the connection is skipped for that
 * request; nothing is retried once it was sent. Not a production load balancer.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  port: number;
  /** How many requests each target answered, by target URL. */
  answeredBy: Map<string, number>;
  close(): Promise<void>;
}

/** Request bodies are buffered so a refused connection can go to the next instance. */
const MAX_BODY_BYTES = 1024 * 1024;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(undefined);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startRoundRobinProxy(options: {
  port: number;
  host?: string;
  targets: string[];
}): Promise<RoundRobinProxy> {
  const targets = options.targets.map((target) => new URL(target));
  const answeredBy = new Map<string, number>(targets.map((target) => [target.origin, 0]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;

  function forward(
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
    attempt: number,
  ): void {
    const target = targets[next++ % targets.length]!;
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const peer = request.socket.remoteAddress ?? '';
    const forwardedFor = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${peer}` : peer;
    headers['x-forwarded-host'] ??= request.headers.host ?? '';
    headers['x-forwarded-proto'] ??= 'http';
    headers['content-length'] = String(body.length);
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        answeredBy.set(target.origin, (answeredBy.get(target.origin) ?? 0) + 1);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Refused: nothing reached that instance, so the next one may take the request.
      if (error.code === 'ECONNREFUSED' && attempt + 1 < targets.length && !response.headersSent) {
        forward(request, response, body, attempt + 1);
        return;
      }
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end('Bad gateway: no instance answered.');
      } else {
        response.destroy();
      }
    });
    upstream.end(body);
  }

  const server = http.createServer(async (request, response) => {
    const body = await readBody(request).catch(() => undefined);
    if (!body) {
      response.writeHead(413, { 'content-type': 'text/plain' });
      response.end('Request body too large for the proxy.');
      return;
    }
    forward(request, response, body, 0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    answeredBy,
    close() {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
