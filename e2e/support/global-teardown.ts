import type { WebhookReceiver } from './webhook-receiver';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __webhookReceiver?: WebhookReceiver }).__webhookReceiver?.close();
  await (globalThis as { __framingServer?: { close(): Promise<void> } }).__framingServer?.close();
}
