import { resolveChromium } from '../../scripts/chromium-path.mjs';

export default function globalSetup(): void {
  if (!resolveChromium()) {
    throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH.');
  }
}
