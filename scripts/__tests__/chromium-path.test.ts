import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHROMIUM_ARGS,
  DISABLE_FEATURES_ARG,
  DISABLED_BROWSER_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  withDisabledFeatures,
} from '../chromium-path.mjs';

/** The `disabledFeatures = [...]` list of the installed playwright-core, as it launches Chromium. */
function installedPlaywrightDisabledFeatures(): string[] {
  const bundle = readFileSync(
    path.join(require.resolve('playwright-core/package.json'), '..', 'lib', 'coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\](?:\.filter\(Boolean\))?;/.exec(bundle)?.[1];
  if (!list) throw new Error('playwright-core no longer names its disabledFeatures list');
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

describe('the switches the tests launch Chromium with', () => {
  it("repeat Playwright's own disabled features, since Chromium reads one --disable-features", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightDisabledFeatures());
  });

  it('pass one --disable-features switch: Playwright’s list and the omnibox popup pages', () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toEqual([DISABLE_FEATURES_ARG]);
    const features = DISABLE_FEATURES_ARG.replace('--disable-features=', '').split(',');
    expect(features).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...DISABLED_BROWSER_FEATURES]);
    expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });

  it("add the omnibox features to chrome-launcher's own list, or as a switch of their own", () => {
    expect(
      withDisabledFeatures(['--mute-audio', '--disable-features=Translate,MediaRouter']),
    ).toEqual([
      '--mute-audio',
      '--disable-features=Translate,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
    expect(withDisabledFeatures(['--mute-audio'])).toEqual([
      '--mute-audio',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });
});
