import http, { type IncomingMessage, type Server } from 'node:http';

const PATCHED = Symbol.for('octaacer.peerAddressAppended');

/**
 * Makes the server itself write the connecting address as the rightmost X-Forwarded-For entry,
 * like a reverse proxy does. `next start` only fills X-Forwarded-For when the client sent none,
 * so without this a client-written header would reach the route handlers unchanged and the
 * rate limit could be escaped by rotating it. Called once from instrumentation (Node runtime).
 */
export function appendPeerAddressToForwardedFor(): void {
  const proto = http.Server.prototype as Server & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const emit = proto.emit;
  proto.emit = function patchedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') appendPeer(args[0] as IncomingMessage);
    return (emit as (this: Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
      this,
      event,
      ...args,
    );
  } as Server['emit'];
}

function appendPeer(request: IncomingMessage): void {
  const peer = request.socket?.remoteAddress;
  if (!peer) return;
  const existing = request.headers['x-forwarded-for'];
  const written = Array.isArray(existing) ? existing.join(', ') : existing;
  request.headers['x-forwarded-for'] = written?.trim() ? `${written}, ${peer}` : peer;
}
