import lighthouse from 'lighthouse';
import * as launcher from 'chrome-launcher';
const [path, runs = '5', mode = 'devtools'] = process.argv.slice(2);
const chrome = await launcher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const out = { old: [], new: [] };
for (let i = 0; i < +runs; i++) {
  for (const [name, base] of [['old', 'http://127.0.0.1:3710'], ['new', 'http://127.0.0.1:3700']]) {
    const r = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(mode === 'devtools' ? { throttlingMethod: 'devtools' } : {}) });
    const a = r.lhr.audits;
    const lt = (a['long-tasks']?.details?.items ?? []).map((t) => `${(t.url||'').split('/').pop()}:${Math.round(t.duration)}`).join(' ');
    out[name].push([Math.round(a['total-blocking-time'].numericValue), Math.round(a['largest-contentful-paint'].numericValue), Math.round(a['first-contentful-paint'].numericValue)]);
    console.log(name, i, 'TBT', out[name].at(-1)[0], 'LCP', out[name].at(-1)[1], 'FCP', out[name].at(-1)[2], '|', lt);
  }
}
const med = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
for (const k of ['old', 'new']) console.log(k, 'median TBT', med(out[k].map((x) => x[0])), 'LCP', med(out[k].map((x) => x[1])), 'FCP', med(out[k].map((x) => x[2])));
await chrome.kill();
