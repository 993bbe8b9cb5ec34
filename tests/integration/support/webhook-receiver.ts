import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: unknown;
  /** What the receiver answered ('held' = never answered). */
  answer: number | 'held';
  /** Date.now() when the request body had arrived. */
  receivedAt: number;
}

/**
 * How to answer call number `index` (0-based): a status code, 'hold' to keep it open, or a
 * promise of a status code (a receiver that answers late, or after the test has done something).
 */
export type Responder = (
  call: Omit<ReceivedCall, 'answer' | 'receivedAt'>,
  index: number,
) => number | 'hold' | Promise<number>;

export interface WebhookReceiver {
  url: string;
  port: number;
  calls: ReceivedCall[];
  setResponder(responder: Responder): void;
  waitForCalls(count: number, timeoutMs?: number): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

/** A real HTTP webhook endpoint on 127.0.0.1 that records every call. */
export async function startWebhookReceiver(
  port = 0,
  responder: Responder = () => 200,
): Promise<WebhookReceiver> {
  const calls: ReceivedCall[] = [];
  const held: ServerResponse[] = [];
  let respond = responder;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: unknown = rawBody;
      try {
        body = JSON.parse(rawBody);
      } catch {
        // kept as text; a test comparing the body will show it
      }
      const call = {
        path: request.url ?? '/',
        method: request.method ?? '',
        headers: request.headers,
        rawBody,
        body,
      };
      const answer = respond(call, calls.length);
      const received: ReceivedCall = {
        ...call,
        answer: typeof answer === 'number' ? answer : 'held',
        receivedAt: Date.now(),
      };
      calls.push(received);
      const send = (status: number) => {
        received.answer = status;
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: status < 300 }));
      };
      if (answer === 'hold') {
        held.push(response);
        return;
      }
      if (typeof answer === 'number') send(answer);
      else {
        held.push(response);
        void answer.then(send, () => response.destroy());
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    calls,
    setResponder(next) {
      respond = next;
    },
    async waitForCalls(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (calls.length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `The webhook receiver got ${calls.length} of ${count} expected calls in ${timeoutMs} ms`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return calls;
    },
    close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (yet): "the webhook is down". */
export async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
