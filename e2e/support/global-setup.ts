import { resolveChromium } from '../../scripts/chromium-path.mjs';
import { editorPort } from '../../playwright.config';
import { startFramingServer } from './framing-server';
import { startWebhookReceiver } from './webhook-receiver';

export default async function globalSetup(): Promise<void> {
  if (!resolveChromium()) {
    throw new Error(
      'No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH.',
    );
  }
  const port = Number(new URL(process.env.E2E_WEBHOOK_URL ?? 'http://127.0.0.1:3101').port);
  const receiver = await startWebhookReceiver(port);
  (globalThis as { __webhookReceiver?: typeof receiver }).__webhookReceiver = receiver;
  const framing = await startFramingServer(editorPort);
  (globalThis as { __framingServer?: typeof framing }).__framingServer = framing;
}
