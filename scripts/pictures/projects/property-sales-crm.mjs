/**
 * Property Sales CRM (residential developer, UAE): one pipeline for leads from portals, ads and
 * walk-ins, each scored automatically (budget, unit interest, engagement), followed up by e-mail
 * and WhatsApp within minutes (median first reply 5 min, down from 26 hours) and closed with a
 * contract generated from a template in one click (sales cycle three weeks shorter).
 */
import { icon } from '../render.mjs';

const i = (name, size = 16, stroke = 'currentColor', width = 2) =>
  icon(name, { size, stroke, width });

/** Shared CSS for this project's screens: legible sizes (12 px minimum) and the CRM's chrome. */
const base = `
.chip{font-size:12px;padding:3px 10px}
.label{font-size:12px}
th{font-size:12px}
.browser > .bar .url{font-size:12px}
.app{position:absolute;inset:0;display:flex;background:#f8fafc}
/* top navigation */
.top{height:50px;flex:none;display:flex;align-items:center;gap:6px;padding:0 16px;background:#fff;border-bottom:1px solid var(--line)}
.logo2{width:28px;height:28px;border-radius:8px;background:var(--primary);display:flex;align-items:center;justify-content:center;margin-right:4px}
.tab{font-size:13px;color:var(--muted);padding:6px 10px;border-radius:8px;font-weight:500}
.tab.on{background:var(--primary-light);color:var(--primary-dark);font-weight:600}
.top .avatar{margin-left:8px}
.rail{width:58px;flex:none;background:var(--ink);display:flex;flex-direction:column;align-items:center;gap:8px;padding-top:14px}
.rail .logo{width:32px;height:32px;border-radius:9px;background:var(--primary);display:flex;align-items:center;justify-content:center;color:#fff;margin-bottom:10px}
.rail .ri{width:38px;height:38px;border-radius:10px;display:flex;align-items:center;justify-content:center;color:#94a3b8}
.rail .ri.on{background:rgb(255 255 255 / .12);color:#fff}
.head{display:flex;align-items:center;gap:12px;padding:0 18px;height:52px;flex:none}
.head h1{font-size:17px;font-weight:700;letter-spacing:-.01em}
.score{width:34px;height:34px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:13px;flex:none}
.score.hi{background:#d1fae5;color:#047857;box-shadow:inset 0 0 0 2px #34d399}
.score.mid{background:#fef3c7;color:#b45309;box-shadow:inset 0 0 0 2px #fbbf24}
.score.lo{background:#f1f5f9;color:#475569;box-shadow:inset 0 0 0 2px #cbd5e1}
.sd{font-size:12px;color:var(--muted);display:inline-flex;align-items:center;gap:5px;white-space:nowrap}
.sd i{width:8px;height:8px;border-radius:50%;display:block}
.sd.portal i{background:#0ea5e9}.sd.ads i{background:#ec4899}.sd.walk i{background:#f59e0b}.sd.web i{background:#7c3aed}
.src{font-size:12px;font-weight:600;border-radius:6px;padding:1px 7px;display:inline-block;white-space:nowrap}
.src.portal{background:#e0f2fe;color:#0369a1}.src.ads{background:#fce7f3;color:#be185d}.src.walk{background:#fef3c7;color:#b45309}.src.web{background:#ede9fe;color:#4327d6}
`;

async function topnav(active) {
  const tabs = ['Pipeline', 'Leads', 'Follow-ups', 'Contracts', 'Projects', 'Reports'];
  return `<div class="top">
    <div class="logo2">${await i('house', 16, '#fff')}</div><b style="font-size:14px;margin-right:10px">Sales CRM</b>
    ${tabs.map((t) => `<span class="tab ${t === active ? 'on' : ''}">${t}</span>`).join('')}
    <div class="grow"></div>${await i('bell', 17, '#64748b')}<span class="avatar" style="background:#0ea5e9">SM</span>
  </div>`;
}

/* ---------------------------------------------------------------- 1. the pipeline */
async function pipeline() {
  const sourceClass = {
    'Property Finder': 'portal',
    Bayut: 'portal',
    'Meta ads': 'ads',
    'Google ads': 'ads',
    'Walk-in': 'walk',
    Website: 'web',
  };
  const band = (s) => (s >= 80 ? 'hi' : s >= 50 ? 'mid' : 'lo');
  const columns = [
    [
      'New',
      14,
      [
        ['Priya Nair', 'Azure Bay · 2-bed', 'AED 2.4M', 'Property Finder', 92, 'Replied in 1 min'],
        [
          'Oliver Bennett',
          'Cedar Grove · 4-bed TH',
          'AED 3.9M',
          'Google ads',
          78,
          'Replied in 4 min',
        ],
        ['Chen Wei', 'Azure Bay · 1-bed', 'AED 1.3M', 'Meta ads', 41, 'Replied in 2 min'],
      ],
    ],
    [
      'Contacted',
      22,
      [
        ['Hassan Al Ali', 'Cedar Grove · 5-bed', 'AED 5.6M', 'Walk-in', 88, 'Call today 16:00'],
        ['Aisha Khan', 'Azure Bay · 3-bed', 'AED 3.1M', 'Bayut', 74, 'Brochure opened ×3'],
        ['Rohan Mehta', 'Azure Bay · Studio', 'AED 0.9M', 'Website', 56, 'WhatsApp follow-up'],
      ],
    ],
    [
      'Viewing',
      9,
      [
        ['Layla Haddad', 'Azure Bay · 2-bed', 'AED 2.2M', 'Bayut', 85, 'Sat 11:00 show flat'],
        [
          'Dmitri Volkov',
          'Cedar Grove · 4-bed TH',
          'AED 4.2M',
          'Property Finder',
          81,
          'Sun 17:30 site visit',
        ],
        [
          'Mark Thompson',
          'Cedar Grove · 4-bed TH',
          'AED 3.8M',
          'Meta ads',
          83,
          'Second viewing Mon',
        ],
      ],
    ],
    [
      'Contract',
      5,
      [
        [
          'Noura Al Suwaidi',
          'Azure Bay · Penthouse',
          'AED 8.7M',
          'Walk-in',
          95,
          'Signed today 10:14',
        ],
        [
          'Fatima Rahman',
          'Azure Bay · 2-bed',
          'AED 2.35M',
          'Property Finder',
          90,
          'Sent for e-signature',
        ],
      ],
    ],
  ];
  const card = ([name, unit, budget, source, score, next]) => `
    <div class="lead">
      <div class="row" style="gap:8px;align-items:flex-start"><div class="grow"><div class="ln">${name}</div><div class="lu">${unit}</div></div><span class="score ${band(score)}">${score}</span></div>
      <div class="row" style="gap:6px;margin-top:8px;justify-content:space-between"><span class="sd ${sourceClass[source]}"><i></i>${source}</span><span class="lb">${budget}</span></div>
      <div class="nx">${next}</div>
    </div>`;
  const board = columns
    .map(
      ([title, count, leads]) => `
    <div class="colk"><div class="ch"><b>${title}</b><span class="cnt">${count}</span></div>${leads.map(card).join('')}</div>`,
    )
    .join('');
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:36px;top:30px;width:888px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">crm.developer.ae/pipeline</span></div>
  <div class="view"><div class="app">
    <div class="grow" style="display:flex;flex-direction:column;min-width:0">
      ${await topnav('Pipeline')}
      <div class="head">
        <h1>Sales pipeline</h1>
        <span class="sel">All projects ${await i('chevron-down', 14, '#64748b')}</span>
        <span class="label" style="margin-left:8px">Sources today</span>
        <span class="src portal">Portals 31</span><span class="src ads">Ads 18</span><span class="src walk">Walk-ins 5</span>
        <div class="grow"></div>
        <span class="btn">${await i('plus', 14, '#fff')}Lead</span>
      </div>
      <div class="board">${board}</div>
    </div>
  </div></div>
</div>
<div class="float reply">
  <div class="fi">${await i('timer', 20, '#fff')}</div>
  <div><div class="label">First reply, median</div><div style="font-weight:700;font-size:22px;letter-spacing:-.01em;line-height:1.15">5 min</div><div class="muted" style="font-size:12px">down from 26 hours</div></div>
</div>`;
  const css = `${base}
.sel{display:inline-flex;align-items:center;gap:6px;border:1px solid var(--line);border-radius:9px;padding:5px 10px;font-size:13px;font-weight:600}
.head .sd{font-size:12px;color:var(--muted);display:inline-flex;align-items:center;gap:5px;white-space:nowrap}
.sd i{width:8px;height:8px;border-radius:50%;display:block}
.sd.portal i{background:#0ea5e9}.sd.ads i{background:#ec4899}.sd.walk i{background:#f59e0b}.sd.web i{background:#7c3aed}
.src{font-size:12px;padding:3px 8px}
.board{flex:1;min-height:0;display:grid;grid-template-columns:repeat(4,1fr);gap:12px;padding:2px 16px 0}

.colk{background:#f1f5f9;border-radius:12px;padding:8px;display:flex;flex-direction:column;gap:8px;min-width:0}
.ch{display:flex;align-items:center;justify-content:space-between;padding:2px 4px 0;font-size:13px}
.cnt{font-size:12px;font-weight:600;color:#64748b;background:#fff;border-radius:99px;padding:1px 8px}
.lead{background:#fff;border-radius:10px;padding:10px 11px;box-shadow:0 1px 2px rgb(15 23 42/.08)}
.ln{font-size:14px;font-weight:700;line-height:1.25;white-space:nowrap}
.lu{font-size:12px;color:var(--muted);line-height:1.3;margin-top:2px;white-space:nowrap}
.lb{font-size:12px;font-weight:700;white-space:nowrap}
.nx{font-size:12px;color:#64748b;margin-top:7px;padding-top:6px;border-top:1px solid #f1f5f9;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.lead .score{width:30px;height:30px;font-size:12px}
.reply{right:58px;bottom:40px;display:flex;align-items:center;gap:12px;padding:13px 16px;width:206px}
.fi{width:42px;height:42px;border-radius:12px;background:var(--accent);display:flex;align-items:center;justify-content:center}
`;
  return { name: 'pipeline', width: 960, height: 640, scale: 1.5, html, css };
}

/* ---------------------------------------------------------------- 2. a lead, scored and followed up */
async function leadProfile() {
  const parts = [
    ['Budget match', 'AED 2.4M; 2-beds start at 2.2M', 35, 35],
    ['Unit interest', 'Azure Bay 2-bed, high floor, sea view', 30, 35],
    ['Engagement', 'Opened the brochure 3×, replied on WhatsApp', 27, 30],
  ];
  const bars = parts
    .map(
      ([t, d, v, m]) =>
        `<div class="sp"><div class="row"><b>${t}</b><div class="grow"></div><span class="mono" style="font-weight:600">${v}/${m}</span></div><div class="track"><div style="width:${(v / m) * 100}%"></div></div><div class="label">${d}</div></div>`,
    )
    .join('');
  const timeline = [
    ['inbox', '#0ea5e9', 'Enquiry from Property Finder', 'Azure Bay · 2-bed listing', '10:02'],
    [
      'message-circle',
      '#10b981',
      'WhatsApp welcome sent automatically',
      'Reply in 1 minute',
      '10:03',
    ],
    ['mail', '#5b3df5', 'E-mail: brochure and 2-bed floor plans', 'Opened 3 times', '10:05'],
    [
      'calendar-check',
      '#f59e0b',
      'Viewing booked by the lead on WhatsApp',
      'Sat 11:00 · Azure Bay show flat',
      '10:21',
    ],
  ];
  const tl = (
    await Promise.all(
      timeline.map(
        async ([ic, c, t, d, time]) =>
          `<div class="ti"><span class="tdot" style="background:${c}1f;color:${c}">${await i(ic, 15, c)}</span><div class="grow"><div style="font-size:13px;font-weight:600">${t}</div><div class="label">${d}</div></div><span class="mono tm">${time}</span></div>`,
      ),
    )
  ).join('');
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:36px;top:30px;width:888px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">crm.developer.ae/leads/priya-nair</span></div>
  <div class="view"><div class="app">
    <div class="grow" style="display:flex;flex-direction:column;min-width:0">
      ${await topnav('Leads')}
      <div class="body">
        <div class="card who">
          <div class="row"><span class="avatar" style="width:44px;height:44px;font-size:15px;background:#ec4899">PN</span><div><div style="font-weight:700;font-size:17px">Priya Nair</div><div class="label">Lead since today 10:02</div></div></div>
          <div class="kv"><span class="label">Source</span><span class="sd portal" style="font-size:13px;color:var(--ink)"><i></i>Property Finder</span></div>
          <div class="kv"><span class="label">Project</span><b>Azure Bay</b></div>
          <div class="kv"><span class="label">Looking for</span><b>2-bed, high floor</b></div>
          <div class="kv"><span class="label">Budget</span><b>AED 2.4M</b></div>
          <div class="kv"><span class="label">Phone</span><span class="mono">+971 50 418 2273</span></div>
          <div class="kv"><span class="label">Sales rep</span><b>Samir M.</b></div>
          <div class="next"><div class="label">Next step</div><b style="font-size:13px">Viewing · Sat 11:00</b><div class="label">Azure Bay show flat, with Samir</div></div>
          <div class="row" style="gap:8px;margin-top:auto"><span class="btn" style="flex:1">${await i('phone', 14, '#fff')}Call</span><span class="btn ghost" style="flex:1">${await i('message-circle', 14)}WhatsApp</span></div>
        </div>
        <div class="col" style="flex:1;min-width:0;gap:12px">
          <div class="card sc">
            <div class="row" style="gap:14px;align-items:center">
              <div class="ring"><svg width="76" height="76" viewBox="0 0 76 76"><circle cx="38" cy="38" r="32" fill="none" stroke="#d1fae5" stroke-width="8"/><circle cx="38" cy="38" r="32" fill="none" stroke="#10b981" stroke-width="8" stroke-linecap="round" stroke-dasharray="${(2 * Math.PI * 32 * 0.92).toFixed(1)} 999" transform="rotate(-90 38 38)"/></svg><b>92</b></div>
              <div><div style="font-weight:700;font-size:15px">Lead score 92 · Hot</div><div class="label">Scored on arrival from budget, unit interest and engagement</div><span class="chip green" style="margin-top:6px">Top 5% this week · call first</span></div>
            </div>
            <div class="parts">${bars}</div>
          </div>
          <div class="card acts">
            <div class="row" style="margin-bottom:4px"><b style="font-size:14px">Activity</b><div class="grow"></div><span class="chip">${await i('zap', 12)}Azure Bay follow-up sequence</span></div>
            ${tl}
          </div>
        </div>
      </div>
    </div>
  </div></div>
</div>`;
  const css = `${base}
.body{flex:1;min-height:0;display:flex;gap:14px;padding:14px 16px}
.who{width:250px;flex:none;padding:16px;display:flex;flex-direction:column;gap:10px}
.kv{display:flex;justify-content:space-between;align-items:center;font-size:13px;padding-bottom:8px;border-bottom:1px solid #f1f5f9}
.sc{padding:14px 16px}
.next{background:#fffbeb;border:1px solid #fde68a;border-radius:10px;padding:9px 12px;display:flex;flex-direction:column;gap:1px}
.ring{position:relative;width:76px;height:76px;flex:none}.ring b{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-size:24px;letter-spacing:-.02em}
.parts{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin-top:12px}
.sp{font-size:13px}.track{height:7px;border-radius:9px;background:#f1f5f9;margin:6px 0 4px;overflow:hidden}.track div{height:100%;background:var(--accent);border-radius:9px}
.acts{padding:12px 16px;flex:1}
.ti{display:flex;gap:10px;align-items:center;padding:7px 0;border-top:1px solid #f1f5f9}
.tdot{width:30px;height:30px;border-radius:9px;display:flex;align-items:center;justify-content:center;flex:none}
.tm{font-size:12px;color:#64748b}
`;
  return { name: 'lead-profile', width: 960, height: 640, scale: 1.5, html, css };
}

/* ---------------------------------------------------------------- 3. the follow-up sequence + WhatsApp */
async function followUps() {
  const steps = [
    ['zap', '#5b3df5', 'Trigger', 'New lead for Azure Bay from a portal, an ad or the website', ''],
    [
      'message-circle',
      '#10b981',
      'WhatsApp · right away',
      'Welcome, floor plans and viewing slots',
      '98% delivered',
    ],
    [
      'mail',
      '#0ea5e9',
      'E-mail · after 5 min',
      'Brochure, payment plan and price list',
      '64% opened',
    ],
    [
      'clock',
      '#f59e0b',
      'Wait 2 days · if no viewing booked',
      'WhatsApp reminder with weekend slots',
      '31% book',
    ],
    ['phone', '#e11d48', 'Task for the sales rep', 'Call the lead if the score is above 70', ''],
  ];
  const flow = (
    await Promise.all(
      steps.map(
        async ([ic, c, t, d, stat], n) =>
          `${n ? '<div class="link"></div>' : ''}<div class="step"><span class="sq" style="background:${c}">${await i(ic, 16, '#fff')}</span><div class="grow"><div class="st">${t}</div><div class="sdsc">${d}</div></div>${stat ? `<span class="chip grey">${stat}</span>` : ''}</div>`,
      ),
    )
  ).join('');
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:36px;top:30px;width:574px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">crm.developer.ae/follow-ups/azure-bay</span></div>
  <div class="view"><div class="app">
    <div class="grow" style="display:flex;flex-direction:column;min-width:0">
      <div class="head" style="border-bottom:1px solid var(--line);background:#fff;height:58px">
        <div><h1>Azure Bay · new lead sequence</h1><div class="label">E-mail and WhatsApp, one sequence per project</div></div>
        <div class="grow"></div><span class="chip green"><span style="width:7px;height:7px;border-radius:50%;background:#10b981;display:inline-block"></span>Active</span>
      </div>
      <div class="flow">${flow}</div>
    </div>
  </div></div>
</div>
<div class="phone" style="left:628px;top:40px;width:290px;height:560px">
  <div class="screen">
    <div class="wh">
      <span class="avatar" style="background:#5b3df5;width:34px;height:34px">${await i('building-complex', 16, '#fff')}</span>
      <div><div style="font-weight:700;font-size:14px">Azure Bay Sales</div><div style="font-size:12px;opacity:.8">WhatsApp Business</div></div>
    </div>
    <div class="wchat">
      <div class="day">Today</div>
      <div class="w in">Hi Priya, thanks for your interest in Azure Bay! Here are the 2-bed floor plans. Would you like to see the show flat this weekend?<div class="doc">${await i('file-text', 16, '#e11d48')}Azure Bay 2-bed plans.pdf</div><div class="opts">Reply 1 for Saturday 11:00<br>Reply 2 for Sunday 16:00</div><span class="t">10:03</span></div>
      <div class="w out">1<span class="t">10:21 ✓✓</span></div>
      <div class="w in">You’re booked for Saturday at 11:00. Samir will meet you at the Azure Bay sales gallery. See you there!<span class="t">10:21</span></div>
    </div>
  </div>
</div>
<div class="float fast">
  <div class="fi2">${await i('timer', 20, '#fff')}</div>
  <div><div style="font-weight:700;font-size:15px">Replied in 1 minute</div><div class="muted" style="font-size:12px">Median first reply now 5 min</div></div>
</div>`;
  const css = `${base}
.flow{flex:1;padding:18px 22px;display:flex;flex-direction:column}
.step{display:flex;align-items:center;gap:12px;background:#fff;border:1px solid var(--line);border-radius:12px;padding:11px 14px;box-shadow:0 1px 2px rgb(15 23 42/.05)}
.sq{width:34px;height:34px;border-radius:10px;display:flex;align-items:center;justify-content:center;flex:none}
.st{font-size:14px;font-weight:700}.sdsc{font-size:12px;color:var(--muted)}
.link{width:2px;height:16px;background:#cbd5e1;margin-left:30px}
.wh{position:absolute;top:0;left:0;right:0;height:94px;background:#075e54;color:#fff;padding:40px 14px 0;display:flex;align-items:center;gap:10px}
.wchat{background:#efeae2;position:absolute;top:94px;bottom:0;left:0;right:0;padding:12px 10px;display:flex;flex-direction:column;gap:8px}
.day{align-self:center;font-size:12px;background:#fff;border-radius:7px;padding:2px 10px;color:#54656f}
.w{font-size:13px;line-height:1.45;max-width:88%;padding:7px 10px 18px;border-radius:10px;position:relative;box-shadow:0 1px 1px rgb(0 0 0/.08)}
.w.in{background:#fff;align-self:flex-start;border-top-left-radius:3px}
.w.out{background:#d9fdd3;align-self:flex-end;border-top-right-radius:3px;min-width:96px}
.w .t{position:absolute;right:8px;bottom:3px;font-size:12px;color:#667781}
.doc{display:flex;align-items:center;gap:7px;background:#f5f6f6;border-radius:8px;padding:7px 9px;margin-top:7px;font-size:12px;font-weight:600}
.opts{font-size:12px;color:#54656f;margin-top:6px}
.fast{left:250px;bottom:34px;display:flex;align-items:center;gap:12px;padding:13px 18px}
.fi2{width:42px;height:42px;border-radius:12px;background:var(--accent);display:flex;align-items:center;justify-content:center}
`;
  return { name: 'follow-ups', width: 960, height: 640, scale: 1.5, html, css };
}

/* ---------------------------------------------------------------- 4. one-click contract */
async function contract() {
  const fields = [
    ['Buyer', 'Fatima Rahman'],
    ['Unit', 'Tower 2 · Apt 1804'],
    ['Type', '2-bed · 1,210 sq ft'],
    ['Price', 'AED 2,350,000'],
    ['Payment plan', '20 / 40 / 40'],
  ];
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:36px;top:30px;width:888px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">crm.developer.ae/contracts/new?deal=AZB-T2-1804</span></div>
  <div class="view"><div class="app">
    <div class="grow" style="display:flex;flex-direction:column;min-width:0">
      ${await topnav('Contracts')}
      <div class="body">
        <div class="left">
          <div style="font-weight:700;font-size:17px">Generate contract</div>
          <div class="label" style="margin-top:2px">Filled from the deal, no manual drafting</div>
          <div class="tpl">${await i('file-text', 18, '#5b3df5')}<div class="grow"><div style="font-size:12px;color:#64748b">Template · Azure Bay</div><b style="font-size:13px">Sale &amp; Purchase Agreement</b></div></div>
          <div class="card flds">
            ${(await Promise.all(fields.map(async ([k, v]) => `<div class="fr"><span class="label">${k}</span><span class="fv">${v}</span>${await i('circle-check', 15, '#10b981')}</div>`))).join('')}
          </div>
          <span class="btn go">${await i('signature', 16, '#fff')}Send for e-signature</span>
          <div class="card order">
            <div class="label" style="margin-bottom:4px">Signing order</div>
            <div class="so"><span class="n">1</span>Fatima Rahman, purchaser</div>
            <div class="so"><span class="n">2</span>Sales director, for the seller</div>
            <div class="so"><span class="n">${await i('check', 12, '#047857')}</span>Signed copy saved to the deal</div>
          </div>
        </div>
        <div class="paper">
          <div class="ptitle">SALE AND PURCHASE AGREEMENT</div>
          <div class="psub mono">Ref. AZB-T2-1804 · 12 March 2025</div>
          <div class="pp"><b>Seller:</b> the Developer, owner of the Azure Bay project, Dubai.</div>
          <div class="pp"><b>Purchaser:</b> <mark>Fatima Rahman</mark>, passport no. <mark>P4471920</mark>.</div>
          <div class="pp"><b>The Unit:</b> apartment <mark>1804</mark>, Tower <mark>2</mark>, a <mark>two-bedroom</mark> unit of approx. <mark>1,210 sq ft</mark>.</div>
          <div class="pp"><b>Purchase price:</b> <mark>AED 2,350,000</mark> payable as follows:</div>
          <table class="pt">
            <tr><td>On booking</td><td>20%</td><td><mark>AED 470,000</mark></td></tr>
            <tr><td>During construction</td><td>40%</td><td><mark>AED 940,000</mark></td></tr>
            <tr><td>On handover</td><td>40%</td><td><mark>AED 940,000</mark></td></tr>
          </table>
          <div class="pp"><b>Handover:</b> expected in <mark>Q4 2026</mark>. The DLD registration fee of 4% is payable by the Purchaser.</div>
          <div class="sigs"><div><div class="sl"></div>Purchaser</div><div><div class="sl"></div>Seller</div></div>
        </div>
      </div>
    </div>
  </div></div>
</div>
<div class="float cyc">
  <div class="fi3">${await i('calendar-check', 20, '#fff')}</div>
  <div><div class="label">Enquiry to signed contract</div><div style="font-weight:700;font-size:20px;letter-spacing:-.01em">3 weeks faster</div></div>
</div>`;
  const css = `${base}
.body{flex:1;min-height:0;display:flex;gap:18px;padding:16px 18px;background:#f1f5f9}
.left{width:300px;flex:none;display:flex;flex-direction:column}
.tpl{display:flex;align-items:center;gap:10px;background:#fff;border:1.5px solid var(--primary);border-radius:11px;padding:8px 12px;margin-top:10px}
.flds{margin-top:10px;padding:4px 12px}
.fr{display:flex;align-items:center;gap:8px;padding:6px 0;border-bottom:1px solid #f1f5f9}.fr:last-child{border-bottom:0}
.fr .label{width:92px;flex:none}.fr svg{flex:none}.fv{flex:1;font-size:13px;font-weight:600;white-space:nowrap}
.order{margin-top:10px;padding:8px 14px}
.so{display:flex;align-items:center;gap:8px;font-size:13px;padding:3px 0}
.so .n{width:20px;height:20px;border-radius:50%;background:#f1f5f9;font-size:12px;font-weight:700;display:flex;align-items:center;justify-content:center;flex:none}
.go{margin-top:10px;padding:10px;font-size:14px;border-radius:11px}
.paper{flex:1;min-width:0;background:#fff;border-radius:6px;box-shadow:0 8px 24px -6px rgb(15 23 42/.18);padding:22px 26px;font-size:12.5px;line-height:1.55;color:#1e293b;font-family:Georgia,"Times New Roman",serif}
.ptitle{font-family:Geist;font-weight:700;font-size:14px;letter-spacing:.06em;text-align:center}
.psub{text-align:center;font-size:12px;color:#64748b;margin:2px 0 12px}
.pp{margin-bottom:7px;font-size:13px}
mark{background:#ede9fe;color:#4327d6;border-radius:3px;padding:0 3px;font-family:Geist;font-weight:600;font-size:12.5px}
.pt{margin:4px 0 6px;font-size:13px}.pt td{padding:5px 6px;border-bottom:1px solid #f1f5f9}.pt td:nth-child(2){text-align:center;width:50px}.pt td:last-child{text-align:right}
.sigs{display:flex;gap:26px;margin-top:16px;font-family:Geist;font-size:12px;color:#64748b}.sigs>div{flex:1}.sl{height:26px;border-bottom:1.5px dashed #94a3b8;margin-bottom:4px}
.cyc{right:58px;bottom:34px;display:flex;align-items:center;gap:12px;padding:13px 18px}
.fi3{width:42px;height:42px;border-radius:12px;background:var(--accent);display:flex;align-items:center;justify-content:center}
`;
  return { name: 'contract', width: 960, height: 640, scale: 1.5, html, css };
}

export const screens = [await pipeline(), await leadProfile(), await followUps(), await contract()];

export const thumbnail = { screen: 0, region: { left: 50, top: 124, width: 642, height: 428 } };
