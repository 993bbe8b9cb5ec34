import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One webhook call as the receiver saw it. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  receivedAt: string;
}

export interface WebhookReceiver {
  server: Server;
  received: ReceivedWebhook[];
  /** Status the next calls answer with (tests of failure paths change it). */
  setStatus(status: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A real HTTP webhook receiver on 127.0.0.1. Besides recording POSTs it answers
 * GET /__received (every call, as JSON) and POST /__status/{code} (set the answer status),
 * so tests in other worker processes can read and steer it.
 */
export async function startWebhookReceiver(port: number): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    if (request.method === 'GET' && url.pathname === '/__received') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(received));
      return;
    }
    const statusMatch = /^\/__status\/(\d{3})$/.exec(url.pathname);
    if (request.method === 'POST' && statusMatch) {
      status = Number(statusMatch[1]);
      response.writeHead(204).end();
      return;
    }
    const raw = await readBody(request);
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // Kept as text: a test will notice a body that is not JSON.
    }
    received.push({
      path: url.pathname,
      headers: request.headers,
      body,
      receivedAt: new Date().toISOString(),
    });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: status < 300 }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    server,
    received,
    setStatus: (next) => {
      status = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Reads what the shared receiver has seen so far (from any test worker). */
export async function fetchReceivedWebhooks(): Promise<ReceivedWebhook[]> {
  const base = process.env.E2E_WEBHOOK_URL;
  if (!base)
    throw new Error('E2E_WEBHOOK_URL is not set: run the tests through playwright.config.ts');
  const response = await fetch(`${base}/__received`);
  return (await response.json()) as ReceivedWebhook[];
}

/** Waits until a webhook call matching `predicate` arrives, or fails after `timeoutMs`. */
export async function waitForWebhook(
  predicate: (call: ReceivedWebhook) => boolean,
  timeoutMs = 15_000,
): Promise<ReceivedWebhook> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = (await fetchReceivedWebhooks()).find(predicate);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The webhook receiver did not get the expected call in time');
}
