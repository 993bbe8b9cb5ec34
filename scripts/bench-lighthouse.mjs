/**
 * Lighthouse for the bench: each route against the styled floor, in the same run, on the same
 * Chromium. Mobile runs both ways Lighthouse throttles:
 *  - `devtools`: the network and CPU really throttled while the page loads (what a phone sees);
 *  - `simulated` (Lighthouse's default, Lantern): a fast local load replayed through a model.
 * Each route run is paired with a floor run just before it, so a change in the machine's load
 * hits both; a route's ratios are to the median of its own paired floor runs. Desktop is judged
 * on its own (100 everywhere). Figures are per-metric medians of 3 runs, 5 when the route's LCP
 * spread is wide (> 20 % of the median).
 */
import { BROWSER_SWITCHES, resolveChromium, withDisabledFeatures } from './chromium-path.mjs';

export const MOBILE_MODES = ['devtools', 'simulated'];
const WIDE_SPREAD = 0.2;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Simulated LCP split into TTFB and render delay (text LCP has no load phases). */
function lcpPhases(audits) {
  const table = (audits['largest-contentful-paint-element']?.details?.items ?? []).find(
    (item) => item.type === 'table' && item.items?.some((row) => row.phase),
  );
  return Object.fromEntries((table?.items ?? []).map((row) => [row.phase, Math.round(row.timing)]));
}

/** The LCP element's selector and text, as Lighthouse names it. */
function lcpElement(audits) {
  const table = (audits['largest-contentful-paint-element']?.details?.items ?? []).find(
    (item) => item.type === 'table' && item.items?.some((row) => row.node),
  );
  const node = table?.items?.find((row) => row.node)?.node;
  return node
    ? `${node.selector ?? ''} ${node.nodeLabel ? `"${node.nodeLabel.slice(0, 40)}"` : ''}`.trim()
    : '';
}

/** The main thread's long tasks by script (ms), largest first: what TBT is made of. */
function longTaskAttribution(audits) {
  const byScript = new Map();
  for (const task of audits['long-tasks']?.details?.items ?? []) {
    const script = String(task.url ?? 'Unattributable').replace(/^https?:\/\/[^/]+/, '');
    byScript.set(script, (byScript.get(script) ?? 0) + task.duration);
  }
  return [...byScript]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([script, ms]) => ({ script, ms: Math.round(ms) }));
}

function figures(lhr) {
  const { categories, audits } = lhr;
  const score = (category) => Math.round((categories[category].score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    // What the pictures cost the first load (the lazy ones below the fold are not fetched).
    imageKb: Math.round(
      (audits['resource-summary']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'image')
        .reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    ),
  };
}

/** Per-metric medians of several runs, and the run nearest the median LCP for the why. */
function summarise(runs) {
  const all = runs.map(figures);
  const row = Object.fromEntries(
    Object.keys(all[0]).map((key) => [key, median(all.map((run) => run[key]))]),
  );
  row.cls = Number(row.cls.toFixed(3));
  const lcps = all.map((run) => run.lcpMs);
  const typical = runs[lcps.indexOf([...lcps].sort((a, b) => a - b)[Math.floor(lcps.length / 2)])];
  return {
    ...row,
    runs: runs.length,
    lcpSpread: Number(((Math.max(...lcps) - Math.min(...lcps)) / row.lcpMs).toFixed(2)),
    lcpElement: lcpElement(typical.audits),
    lcpPhases: lcpPhases(typical.audits),
    longTasks: longTaskAttribution(typical.audits),
  };
}

/**
 * @param {{ siteBase: string, floorBase: string, paths: string[], runs: number,
 *   note: (line: string) => void }} options
 * @returns {Promise<{ mobile: object[], desktop: object[], floor: object }>}
 */
export async function runLighthouseAgainstFloor({ siteBase, floorBase, paths, runs, note }) {
  const lighthouse = (await import('lighthouse')).default;
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const launcher = await import('chrome-launcher');
  // chrome-launcher's defaults with our disabled features added to its own --disable-features.
  const chrome = await launcher.launch({
    chromePath: resolveChromium() ?? undefined,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...withDisabledFeatures(launcher.Launcher.defaultFlags()),
      '--disable-setuid-sandbox',
      '--headless=new',
      ...BROWSER_SWITCHES,
    ],
  });

  /** One Lighthouse run; a run without FCP (no paint in time on a loaded machine) is retried twice. */
  async function once(url, mode) {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(mode === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
      };
      const result = await lighthouse(url, flags, mode === 'desktop' ? desktopConfig : undefined);
      if (!result.lhr.runtimeError && result.lhr.audits['first-contentful-paint']?.numericValue)
        return result.lhr;
      note(
        `${mode} ${url}: attempt ${attempt} gave no result (${result.lhr.runtimeError?.code ?? 'no FCP'})`,
      );
    }
    throw new Error(`${mode} ${url}: no Lighthouse run produced a result`);
  }

  const mobile = [];
  const desktop = [];
  const floorRuns = Object.fromEntries(MOBILE_MODES.map((mode) => [mode, []]));
  try {
    // Route by route (both mobile modes, then desktop), so a run cut short still has whole rows.
    for (const path of paths) {
      for (const mode of MOBILE_MODES) {
        try {
          const floorLhrs = [];
          const routeLhrs = [];
          const pair = async () => {
            floorLhrs.push(await once(`${floorBase}/`, mode));
            routeLhrs.push(await once(siteBase + path, mode));
          };
          for (let run = 0; run < runs; run += 1) await pair();
          const lcps = routeLhrs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue);
          if (runs === 3 && (Math.max(...lcps) - Math.min(...lcps)) / median(lcps) > WIDE_SPREAD) {
            note(`mobile ${mode} ${path}: LCP spread wide, 2 more pairs`);
            await pair();
            await pair();
          }
          floorRuns[mode].push(...floorLhrs);
          const row = { mode, path, ...summarise(routeLhrs), floor: summarise(floorLhrs) };
          row.ratio = {
            fcp: Number((row.fcpMs / row.floor.fcpMs).toFixed(2)),
            lcp: Number((row.lcpMs / row.floor.lcpMs).toFixed(2)),
            tbtDeltaMs: Math.round(row.tbtMs - row.floor.tbtMs),
            performanceDelta: row.performance - row.floor.performance,
          };
          mobile.push(row);
          note(
            `mobile ${mode} ${path}: perf ${row.performance} (floor ${row.floor.performance}) FCP ${row.fcpMs} ms (${row.ratio.fcp} ×)` +
              ` LCP ${row.lcpMs} ms (${row.ratio.lcp} ×) TBT ${row.tbtMs} ms (${row.ratio.tbtDeltaMs >= 0 ? '+' : ''}${row.ratio.tbtDeltaMs}) CLS ${row.cls}` +
              ` a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}; LCP element ${row.lcpElement}`,
          );
        } catch (error) {
          mobile.push({
            mode,
            path,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
      try {
        const lhrs = [];
        for (let run = 0; run < runs; run += 1) lhrs.push(await once(siteBase + path, 'desktop'));
        const row = { mode: 'desktop', path, ...summarise(lhrs) };
        desktop.push(row);
        note(
          `desktop ${path}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} CLS ${row.cls}`,
        );
      } catch (error) {
        desktop.push({
          mode: 'desktop',
          path,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  const floor = Object.fromEntries(
    MOBILE_MODES.filter((mode) => floorRuns[mode].length > 0).map((mode) => [
      mode,
      summarise(floorRuns[mode]),
    ]),
  );
  return { mobile, desktop, floor };
}
