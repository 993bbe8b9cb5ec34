import { createServer, type Server } from 'node:http';

/**
 * GET /frame?src=<url>: a page whose only content is the site in an iframe, as Directus's Live
 * Preview frames it (e2e/preview.spec.ts). One server for the whole run, started by the global
 * setup: a server per test worker would close under the other workers still framing through it.
 */
export async function startFramingServer(port: number): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Live Preview</title><iframe src="${src.replace(/"/g, '&quot;')}" style="width:1200px;height:800px"></iframe>`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
