/**
 * The bench's route table (markdown, for the README): each route's figures and its ratios to the
 * styled floor measured in the same run, each document's gzipped size, and the image bytes of a
 * mobile first load (devtools run).
 */

const cell = (value) => (value === undefined || value === null ? '—' : String(value));

export function routeTable(report) {
  const js = new Map((report.js ?? []).map((row) => [row.path, row]));
  const lighthouse = report.lighthouse ?? {};
  const mobile = (mode, path) =>
    (lighthouse.mobile ?? []).find((row) => row.mode === mode && row.path === path && !row.error);
  const desktop = (path) =>
    (lighthouse.desktop ?? []).find((row) => row.path === path && !row.error);
  const paths = [
    ...new Set([
      ...js.keys(),
      ...(lighthouse.mobile ?? []).map((row) => row.path),
      ...(lighthouse.desktop ?? []).map((row) => row.path),
    ]),
  ];
  if (paths.length === 0) return '';

  const header = [
    'route',
    'document gzip',
    'JS gzip (× floor)',
    'devtools: perf',
    'LCP (× floor)',
    'TBT (floor +)',
    'CLS',
    'images',
    'simulated: perf (floor)',
    'FCP (× floor)',
    'LCP (× floor)',
    'desktop perf',
  ];
  const rows = [];
  const floor = report.floor;
  const floorDevtools = lighthouse.floor?.devtools;
  const floorSimulated = lighthouse.floor?.simulated;
  rows.push([
    'styled floor',
    '—',
    floor ? `${floor.gzipKb} kB` : '—',
    cell(floorDevtools?.performance),
    floorDevtools ? `${(floorDevtools.lcpMs / 1000).toFixed(2)} s` : '—',
    floorDevtools ? `${floorDevtools.tbtMs} ms` : '—',
    cell(floorDevtools?.cls),
    floorDevtools ? `${floorDevtools.imageKb} kB` : '—',
    cell(floorSimulated?.performance),
    floorSimulated ? `${(floorSimulated.fcpMs / 1000).toFixed(2)} s` : '—',
    floorSimulated ? `${(floorSimulated.lcpMs / 1000).toFixed(2)} s` : '—',
    '—',
  ]);
  for (const path of paths) {
    const size = js.get(path);
    const devtools = mobile('devtools', path);
    const simulated = mobile('simulated', path);
    const wide = desktop(path);
    rows.push([
      path,
      size ? `${size.documentGzipKb} kB` : '—',
      size ? `${size.gzipKb} kB (${size.ratio.toFixed(2)})` : '—',
      cell(devtools?.performance),
      devtools ? `${(devtools.lcpMs / 1000).toFixed(2)} s (${devtools.ratio.lcp.toFixed(2)})` : '—',
      devtools
        ? `${devtools.tbtMs} ms (${devtools.ratio.tbtDeltaMs >= 0 ? '+' : ''}${devtools.ratio.tbtDeltaMs})`
        : '—',
      cell(devtools?.cls),
      devtools ? `${devtools.imageKb} kB` : '—',
      simulated ? `${simulated.performance} (${simulated.floor.performance})` : '—',
      simulated
        ? `${(simulated.fcpMs / 1000).toFixed(2)} s (${simulated.ratio.fcp.toFixed(2)})`
        : '—',
      simulated
        ? `${(simulated.lcpMs / 1000).toFixed(2)} s (${simulated.ratio.lcp.toFixed(2)})`
        : '—',
      cell(wide?.performance),
    ]);
  }
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
