/**
 * The industry pages' success stories that have no case study of their own: one scene per story
 * showing the product named in content-fallback/industry-details.ts with its result, in that
 * file's words and figures. Each is 800×450 CSS px drawn at 1.5× (1200×675, 16:9, as the story
 * cards show it), cropped by object-cover: what matters stays clear of the outer 6 %, and the
 * result reads at 350 px wide (large KPIs, text that matters at 13 px or more).
 */
import { icon } from './render.mjs';

const SIZE = { width: 800, height: 450, scale: 1.5 };

/** Shared by every scene: bigger type than the kit's defaults (the picture is shown small). */
const base = `
.t12 { font-size: 12px; } .t13 { font-size: 13px; } .t14 { font-size: 14px; } .t15 { font-size: 15px; }
.t16 { font-size: 16px; } .t18 { font-size: 18px; } .t20 { font-size: 20px; }
.b { font-weight: 600; } .bb { font-weight: 700; }
.nw { white-space: nowrap; }
.chip { font-size: 12px; padding: 3px 10px; white-space: nowrap; }
.float .label { font-size: 13px; }
.ico { display: inline-flex; align-items: center; justify-content: center; flex: none; border-radius: 10px; }
.good { color: #047857; }
.head { display: flex; align-items: center; gap: 10px; padding: 12px 18px; border-bottom: 1px solid var(--line); }
.logo { width: 28px; height: 28px; border-radius: 8px; display: inline-flex; align-items: center; justify-content: center; color: #fff; flex: none; }
.result { display: flex; gap: 12px; align-items: center; }
.result .kpi { font-size: 32px; line-height: 1.05; }
`;

const scene = (from, to, body) =>
  `<div class="backdrop" style="--from:${from};--to:${to}"></div>${body}`;

const bar = (url) => `<div class="bar"><i></i><i></i><i></i><span class="url">${url}</span></div>`;

/** Lucide icons for a list of names, keyed by name. */
async function icons(names, options) {
  const entries = await Promise.all(names.map(async (name) => [name, await icon(name, options)]));
  return Object.fromEntries(entries);
}

/* ---------------------------------------------------------------- vacation rentals: Owner Portal */
async function ownerPortal() {
  // Marina View 2BR, May: 27 of 31 nights booked (87%); 14 stays.
  const lines = [
    ['Bookings · 14 stays, 27 nights', 'AED 18,600', ''],
    ['Channel fees', '− AED 1,480', 'neg'],
    ['Cleaning · 14 turnovers', '− AED 960', 'neg'],
    ['Management · 15%', '− AED 2,790', 'neg'],
  ];
  const booked = new Set([
    1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 19, 20, 21, 22, 23, 24, 25, 26, 28, 29, 30,
    31,
  ]);
  const cal = Array.from(
    { length: 31 },
    (_, i) => `<i class="${booked.has(i + 1) ? 'on' : ''}"></i>`,
  ).join('');
  const html = scene(
    '#0ea5e9',
    '#5b3df5',
    `<div class="browser" style="left:40px;top:30px;width:520px;height:392px">
      ${bar('owners.palmstays.ae/statements/may')}
      <div class="view" style="padding:16px 50px 16px 20px">
        <div class="row" style="gap:12px">
          <span class="logo" style="width:40px;height:40px;border-radius:11px;background:linear-gradient(135deg,#38bdf8,#5b3df5)">${await icon('house', { size: 20 })}</span>
          <div class="grow"><div class="t18 bb">Marina View 2BR</div><div class="t13 muted nw">May 2025 · Rania Mansour, owner</div></div>
          <span class="chip green"><span class="dot"></span>Live</span>
        </div>
        <div class="tiles">
          <div class="tile">
            <div class="label">Occupancy · 27 of 31 nights</div>
            <div class="kpi">87%</div>
            <div class="cal">${cal}</div>
          </div>
          <div class="tile">
            <div class="label">Your payout</div>
            <div class="kpi" style="color:var(--primary-dark)">AED 13,370</div>
            <div class="t12 muted">by Stripe on 1 June</div>
          </div>
        </div>
        <div class="stmt">
          ${lines.map(([k, v, tone]) => `<div class="line"><span>${k}</span><span class="${tone}">${v}</span></div>`).join('')}
          <div class="line total"><span>Net to you</span><span>AED 13,370</span></div>
        </div>
      </div>
    </div>
    <div class="float" style="left:532px;top:48px;width:220px;padding:14px 16px">
      <div class="row" style="gap:10px"><span class="ico" style="width:36px;height:36px;background:var(--primary-light);color:var(--primary)">${await icon('file-check', { size: 19 })}</span>
      <div><div class="t14 b">May statements sent</div><div class="t12 muted">1 June · 06:00</div></div></div>
      <div class="sent"><span class="kpi" style="font-size:26px">120</span><span class="t13 muted">owners, on day one of the month</span></div>
    </div>
    <div class="float" style="left:544px;top:258px;width:208px;padding:14px 16px">
      <div class="label">Owner e-mails to the team</div>
      <div class="kpi good" style="font-size:34px;line-height:1.15">−60%</div>
      <div class="t13 muted">owners check the portal instead</div>
    </div>`,
  );
  const css = `
  .dot { width: 7px; height: 7px; border-radius: 50%; background: var(--accent); display: inline-block; }
  .tiles { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin-top: 14px; }
  .tile { border: 1px solid var(--line); border-radius: 12px; padding: 10px 12px; }
  .tile .label { white-space: nowrap; }
  .tile .label { font-size: 12px; }
  .tile .kpi { font-size: 24px; line-height: 1.2; }
  .cal { display: grid; grid-template-columns: repeat(16, 1fr); gap: 3px; margin-top: 6px; }
  .cal i { display: block; height: 9px; border-radius: 2px; background: #e2e8f0; }
  .cal i.on { background: #38bdf8; }
  .stmt { margin-top: 12px; border: 1px solid var(--line); border-radius: 12px; padding: 4px 14px; }
  .line { display: flex; justify-content: space-between; font-size: 13px; padding: 6px 0; border-bottom: 1px solid #f1f5f9; white-space: nowrap; }
  .line .neg { color: #64748b; }
  .line.total { border-bottom: 0; font-weight: 700; font-size: 14px; }
  .sent { display: flex; align-items: baseline; gap: 8px; margin-top: 10px; padding-top: 10px; border-top: 1px solid var(--line); }
  .sent .t13 { line-height: 1.3; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- retail: Marketplace Sync */
async function marketplaceSync() {
  // [product, sku, stock, state]: the same count on every channel, or paused at zero.
  const products = [
    ['Aria Wireless Headphones', 'NC-ARIA-BLK', 58, ''],
    ['Luma Smart Lamp', 'NC-LUMA-01', 0, 'paused'],
    ['Pulse Fitness Band', 'NC-PLS-02', 134, ''],
    ['Orbit Travel Adapter', 'NC-ORB-04', 6, 'low'],
  ];
  const check = await icon('check', { size: 12, width: 3 });
  const cell = (n, state) =>
    state === 'paused'
      ? `<td><span class="chip grey">Paused</span></td>`
      : `<td><span class="n${state === 'low' ? ' low' : ''}">${n}</span><span class="ok">${check}</span></td>`;
  const html = scene(
    '#f59e0b',
    '#db2777',
    `<div class="browser" style="left:40px;top:30px;width:530px;height:392px">
      ${bar('sync.noorandco.ae/inventory')}
      <div class="view" style="padding:16px 44px 16px 20px">
        <div class="t18 bb">Stock on every channel</div>
        <div class="row" style="gap:8px;margin:4px 0 4px"><span class="chip green">${await icon('refresh-cw', { size: 12, width: 2.5 })} Synced 4 s ago</span><span class="t13 muted">warehouse is the source of truth</span></div>
        <table>
          <thead><tr><th>Product</th><th>Stock</th><th>Website</th><th><span class="ch amz">Amazon</span></th><th><span class="ch noon">Noon</span></th></tr></thead>
          <tbody>
          ${products
            .map(
              ([name, sku, n, state]) => `<tr class="${state}">
                <td><div class="t13 b nw">${name}</div><div class="sku mono">${sku}</div></td>
                <td><span class="n${state === 'low' ? ' low' : ''}">${n}</span></td>
                ${cell(n, state === 'paused' ? '' : state)}${cell(n, state)}${cell(n, state)}
              </tr>`,
            )
            .join('')}
          </tbody>
        </table>
        <div class="note">${await icon('ban', { size: 14 })} Luma Smart Lamp sold out: paused on Amazon and Noon</div>
      </div>
    </div>
    <div class="float" style="left:532px;top:44px;width:220px;padding:14px 16px">
      <div class="row" style="gap:10px"><span class="ico" style="width:34px;height:34px;background:#fef3c7;color:#b45309">${await icon('shopping-cart', { size: 18 })}</span>
      <div><div class="t14 b">New order on Noon</div><div class="t12 muted mono">NE-448120 · 2 × Aria</div></div></div>
      <div class="flow"><span class="old">60</span>${await icon('arrow-right', { size: 14, stroke: '#94a3b8' })}<span class="new">58</span><span class="t13 muted">on every channel in 3 s</span></div>
    </div>
    <div class="float" style="left:546px;top:236px;width:206px;padding:14px 16px">
      <div class="label">Overselling incidents</div>
      <div class="kpi good" style="font-size:38px;line-height:1.1">0</div>
      <div class="t13 muted">since the sync went live</div>
      <div class="saved"><span class="ico" style="width:28px;height:28px;background:var(--primary-light);color:var(--primary);border-radius:8px">${await icon('clock', { size: 15 })}</span><span class="t14 b">12 h a week saved</span></div>
    </div>`,
  );
  const css = `
  table { font-size: 13px; }
  th { font-size: 12px; padding: 6px 8px; white-space: nowrap; }
  td { padding: 7px 8px; white-space: nowrap; }
  th:first-child, td:first-child { padding-left: 2px; }
  .sku { font-size: 11px; color: #64748b; }
  .n { font-weight: 700; font-size: 14px; }
  .n.low { color: #b45309; }
  .ok { display: inline-flex; width: 16px; height: 16px; border-radius: 50%; background: #d1fae5; color: #047857; align-items: center; justify-content: center; margin-left: 6px; vertical-align: -2px; }
  tr.paused .n { color: var(--rose); }
  .ch { display: inline-block; padding: 1px 7px; border-radius: 6px; font-weight: 700; }
  .ch.amz { background: #ffedd5; color: #c2410c; }
  .ch.noon { background: #fef9c3; color: #854d0e; }
  .note { margin-top: 10px; display: flex; gap: 7px; align-items: center; font-size: 13px; color: #475569; background: #f8fafc; border: 1px solid var(--line); border-radius: 10px; padding: 8px 10px; white-space: nowrap; }
  .flow { display: flex; align-items: center; gap: 6px; margin-top: 12px; padding-top: 10px; border-top: 1px solid var(--line); }
  .flow .old { font-size: 18px; font-weight: 700; color: #94a3b8; text-decoration: line-through; }
  .flow .new { font-size: 22px; font-weight: 700; color: var(--ink); margin-right: 4px; }
  .flow .t13 { line-height: 1.25; }
  .saved { display: flex; align-items: center; gap: 8px; margin-top: 10px; padding-top: 10px; border-top: 1px solid var(--line); }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- healthcare: Referral Reader */
async function referralReader() {
  // The fields the model read from the letter, colour-matched to the highlights on it.
  const fields = [
    ['Patient', 'Mariam Al Suwaidi', 'c1', '99%'],
    ['Date of birth', '14 Mar 1978', 'c2', '99%'],
    ['Referred to', 'Cardiology', 'c3', '98%'],
    ['Reason', 'Exertional chest pain', 'c4', '94%'],
    ['Urgency', 'Urgent · within 2 weeks', 'c5', '97%'],
  ];
  const html = scene(
    '#10b981',
    '#0f766e',
    `<div class="browser" style="left:40px;top:30px;width:540px;height:392px">
      ${bar('referrals.gulfhealth.ae/inbox/REF-2291')}
      <div class="view row" style="align-items:stretch;gap:0">
        <div class="paper-wrap">
          <div class="paper">
            <div class="lh">Jumeirah Family Practice</div>
            <div class="meta">Dr. Khalid Nasser · 6 May 2025</div>
            <p>Dear Cardiology colleague,</p>
            <p>I would be grateful if you could see <mark class="c1">Mrs Mariam Al Suwaidi</mark>, <mark class="c2">DOB 14/03/1978</mark>, in your <mark class="c3">cardiology clinic</mark>.</p>
            <p>She reports <mark class="c4">chest tightness on exertion</mark> for six weeks; her <mark class="c4">ECG shows T-wave changes</mark>.</p>
            <p>Please see her <mark class="c5">urgently, within two weeks</mark>.</p>
            <p class="sig">Kind regards,<br>Dr. K. Nasser</p>
          </div>
          <div class="file">${await icon('file-text', { size: 13 })} referral_suwaidi.pdf · scanned</div>
        </div>
        <div class="grow" style="padding:14px 46px 14px 18px">
          <div class="t15 bb">Extracted fields</div>
          <div class="row ai">${await icon('sparkles', { size: 13 })} Read by Azure OpenAI in 40 s</div>
          ${fields
            .map(
              ([k, v, c, conf]) => `<div class="field ${c}"><div class="label">${k}</div>
                <div class="row" style="gap:8px;justify-content:space-between"><span class="t14 b">${v}</span><span class="conf">${conf}</span></div></div>`,
            )
            .join('')}
          <div class="btn file-btn">${await icon('check', { size: 15, width: 3 })} Approve &amp; file</div>
        </div>
      </div>
    </div>
    <div class="float" style="left:554px;top:46px;width:198px;padding:14px 16px">
      <div class="label">Referral filed in</div>
      <div class="kpi good" style="font-size:34px;line-height:1.15">4 min</div>
      <div class="t13 muted">used to take 2–3 days</div>
      <div class="fhir mono">FHIR ServiceRequest<br>#88412 created</div>
    </div>
    <div class="float" style="left:566px;top:282px;width:186px;padding:14px 16px">
      <div class="label">Field accuracy</div>
      <div class="kpi" style="font-size:34px;line-height:1.15;color:var(--primary-dark)">97%</div>
      <div class="t13 muted">after clinician review</div>
    </div>`,
  );
  const css = `
  .paper-wrap { width: 236px; flex: none; background: #e2e8f0; padding: 14px 14px 0; position: relative; }
  .paper { background: #fff; border-radius: 4px; box-shadow: 0 2px 6px rgb(15 23 42 / 0.12); padding: 14px 14px; font-family: Georgia, "Times New Roman", serif; font-size: 11.5px; line-height: 1.45; color: #334155; height: 290px; transform: rotate(-0.6deg); }
  .paper .lh { font-family: Geist, sans-serif; font-weight: 700; font-size: 13px; color: #0f766e; }
  .paper .meta { font-family: Geist, sans-serif; font-size: 10.5px; color: #64748b; margin-bottom: 8px; padding-bottom: 6px; border-bottom: 1px solid #e2e8f0; }
  .paper p { margin-bottom: 6px; }
  .paper .sig { margin-top: 6px; }
  mark { padding: 0 2px; border-radius: 3px; color: inherit; }
  .c1 { --c: #7c3aed; --bg: #ede9fe; }
  .c2 { --c: #0284c7; --bg: #e0f2fe; }
  .c3 { --c: #0d9488; --bg: #ccfbf1; }
  .c4 { --c: #d97706; --bg: #fef3c7; }
  .c5 { --c: #e11d48; --bg: #ffe4e6; }
  mark { background: var(--bg); box-shadow: inset 0 -2px 0 var(--c); }
  .file { position: absolute; left: 14px; bottom: 10px; display: flex; gap: 5px; align-items: center; font-size: 11px; color: #475569; font-weight: 500; }
  .field { border-left: 3px solid var(--c); background: #f8fafc; border-radius: 6px; padding: 3px 10px 4px; margin-bottom: 6px; line-height: 1.3; }
  .field .label { font-size: 11px; }
  .field .t14 { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .ai { gap: 5px; font-size: 12px; font-weight: 600; color: var(--primary-dark); margin: 2px 0 8px; white-space: nowrap; }
  .conf { font-size: 11px; font-weight: 600; color: #047857; flex: none; }
  .file-btn { width: 100%; font-size: 13px; padding: 9px 12px; margin-top: 2px; background: #0f766e; }
  .fhir { margin-top: 10px; padding-top: 10px; border-top: 1px solid var(--line); font-size: 11.5px; color: #0f766e; line-height: 1.45; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- education: Admissions Portal */
async function admissionsPortal() {
  const steps = [
    ['Application submitted', 'Sun 4 May · online, 18 minutes', 'done'],
    ['Documents verified', 'Transcript, passport, IELTS 7.0', 'done'],
    ['Admissions decision', 'Tue 6 May · approved', 'done'],
    ['Offer sent to sign', 'Wed 7 May · DocuSign', 'now'],
  ];
  const tick = await icon('check', { size: 14, width: 3, stroke: '#fff' });
  const html = scene(
    '#5b3df5',
    '#2563eb',
    `<div class="browser" style="left:40px;top:30px;width:510px;height:392px">
      ${bar('apply.horizon.ac.ae/application/HU-25-0418')}
      <div class="view">
        <div class="head">
          <span class="logo" style="background:#1e3a8a">${await icon('graduation-cap', { size: 17 })}</span>
          <span class="t14 bb">Horizon University · Admissions</span>
        </div>
        <div style="padding:16px 64px 16px 22px">
          <div class="row" style="gap:12px;margin-bottom:14px">
            <span class="avatar" style="width:42px;height:42px;font-size:14px;background:#db2777">YH</span>
            <div class="grow"><div class="t18 bb">Yara Haddad</div><div class="t13 muted">BSc Computer Science · Fall 2025</div></div>
            <span class="chip green">Offer made</span>
          </div>
          <div class="steps">
            ${steps
              .map(
                ([title, sub, state]) => `<div class="step ${state}">
                  <span class="dotc">${state === 'done' ? tick : ''}</span>
                  <div><div class="t14 b">${title}</div><div class="t13 muted">${sub}</div></div></div>`,
              )
              .join('')}
          </div>
        </div>
      </div>
    </div>
    <div class="float offer" style="left:500px;top:44px;width:252px;padding:16px 18px">
      <div class="row" style="gap:10px"><span class="ico" style="width:36px;height:36px;background:var(--primary-light);color:var(--primary)">${await icon('file-pen-line', { size: 19 })}</span>
      <div><div class="t14 b">Offer of admission</div><div class="t12 muted">Horizon University</div></div></div>
      <div class="t13" style="margin:10px 0 4px;line-height:1.45">Dear Yara, we are delighted to offer you a place in <b>BSc Computer Science</b>, with a <b>25% merit scholarship</b>.</div>
      <div class="sign"><span class="tag">Sign here</span><span class="t12 muted">Yara Haddad</span></div>
      <div class="btn" style="width:100%;font-size:13px;padding:9px 12px">${await icon('pen-line', { size: 14 })} Review &amp; sign</div>
    </div>
    <div class="float" style="left:516px;top:300px;width:236px;padding:14px 16px">
      <div class="label">Application to offer</div>
      <div class="row" style="gap:10px;align-items:baseline"><span class="kpi good" style="font-size:34px;line-height:1.15">3 days</span><span class="was">3 weeks</span></div>
    </div>`,
  );
  const css = `
  .steps { position: relative; display: flex; flex-direction: column; gap: 18px; padding-left: 2px; }
  .steps::before { content: ''; position: absolute; left: 15px; top: 14px; bottom: 24px; border-left: 2px solid #c4b5fd; }
  .step { display: flex; gap: 14px; align-items: flex-start; position: relative; }
  .dotc { width: 28px; height: 28px; border-radius: 50%; flex: none; display: inline-flex; align-items: center; justify-content: center; background: var(--primary); box-shadow: 0 0 0 4px #fff; }
  .step.now .dotc { background: #fff; border: 3px solid var(--primary); box-shadow: 0 0 0 4px #fff, 0 0 0 8px var(--primary-light); }
  .step.now .dotc::after { content: ''; width: 10px; height: 10px; border-radius: 50%; background: var(--primary); }
  .step .t14 { font-size: 15px; }
  .sign { height: 42px; border-bottom: 1.5px dashed #cbd5e1; margin: 6px 0 12px; display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 0 2px; }
  .tag { position: relative; font-size: 12px; font-weight: 700; color: #713f12; background: #fde047; padding: 4px 10px 4px 9px; border-radius: 4px 0 0 4px; margin-right: 10px; }
  .tag::after { content: ''; position: absolute; right: -10px; top: 0; border-style: solid; border-width: 12px 0 12px 10px; border-color: transparent transparent transparent #fde047; }
  .was { font-size: 16px; font-weight: 600; color: #94a3b8; text-decoration: line-through; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- logistics: Customs Paperwork Bot */
async function customsBot() {
  // [description, HS code, quantity, value USD]: the lines of invoice INV-7731.
  const lines = [
    ['Wireless earbuds', '8518.30.00', '1,200 pcs', '14,400'],
    ['USB-C wall chargers', '8504.40.90', '800 pcs', '5,600'],
    ['Silicone phone cases', '3926.90.99', '2,000 pcs', '3,000'],
    ['Braided USB-C cables', '8544.42.90', '1,500 pcs', '2,250'],
  ];
  const checks = ['HS codes validated', 'Values match invoice', 'Weights match packing list'];
  const ok = await icon('check', { size: 13, width: 3 });
  const docIcons = await icons(['receipt-text', 'package', 'ship'], { size: 16 });
  const html = scene(
    '#14b8a6',
    '#0f3b5f',
    `<div class="float src" style="left:48px;top:44px;width:188px;padding:12px 14px">
      <div class="label" style="margin-bottom:8px">Shipment SHP-40917</div>
      ${[
        ['receipt-text', 'Commercial invoice', 'INV-7731.pdf'],
        ['package', 'Packing list', '42 cartons · 1,860 kg'],
        ['ship', 'Bill of lading', 'Shenzhen → Jebel Ali'],
      ]
        .map(
          ([name, title, sub], i) =>
            `<div class="doc"><span class="ico di${i}">${docIcons[name]}</span><div class="grow"><div class="t13 b nw">${title}</div><div class="t12 muted nw">${sub}</div></div></div>`,
        )
        .join('')}
      <div class="bot">${await icon('bot', { size: 15 })} n8n + OpenAI</div>
    </div>
    <div class="browser" style="left:226px;top:30px;width:526px;height:392px">
      ${bar('customs.gulfline.ae/declarations/SHP-40917')}
      <div class="view" style="padding:16px 36px 16px 28px">
        <div class="row" style="justify-content:space-between">
          <div><div class="t18 bb">Import declaration</div><div class="t13 muted">Jebel Ali · 4 lines · generated from shipment data</div></div>
          <span class="chip green">Ready to submit</span>
        </div>
        <table style="margin-top:10px">
          <thead><tr><th>Goods</th><th>HS code</th><th>Qty</th><th style="text-align:right">USD</th></tr></thead>
          <tbody>
          ${lines
            .map(
              ([d, hs, q, v]) =>
                `<tr><td class="b nw">${d}</td><td><span class="hs mono">${hs}</span></td><td class="nw">${q}</td><td class="nw" style="text-align:right">${v}</td></tr>`,
            )
            .join('')}
          <tr class="sum"><td>Total invoice value</td><td></td><td></td><td style="text-align:right">25,250</td></tr>
          </tbody>
        </table>
        <div class="checks">${checks.map((c) => `<span class="chk">${ok} ${c}</span>`).join('')}</div>
      </div>
    </div>
    <div class="float" style="left:48px;top:290px;width:188px;padding:12px 16px">
      <div class="label">Declaration ready in</div>
      <div class="kpi good" style="font-size:32px;line-height:1.15">3 min</div>
      <div class="errors"><span class="kpi" style="font-size:22px;color:var(--primary-dark)">−90%</span><span class="t13 muted">errors</span></div>
    </div>`,
  );
  const css = `
  .browser { z-index: 0; }
  .float { z-index: 1; }
  .doc { display: flex; gap: 9px; align-items: center; padding: 7px 0; border-top: 1px solid #f1f5f9; }
  .doc .ico { width: 30px; height: 30px; border-radius: 8px; }
  .di0 { background: #e0f2fe; color: #0369a1; } .di1 { background: #fef3c7; color: #b45309; } .di2 { background: #ccfbf1; color: #0f766e; }
  .bot { margin-top: 8px; display: flex; gap: 6px; align-items: center; justify-content: center; font-size: 12px; font-weight: 600; color: var(--primary-dark); background: var(--primary-light); border-radius: 999px; padding: 5px 10px; }
  table { font-size: 13px; }
  th { font-size: 12px; padding: 7px 8px; }
  td { padding: 8px 8px; }
  .hs { font-size: 12.5px; background: #f1f5f9; border-radius: 6px; padding: 2px 6px; color: #0f3b5f; font-weight: 600; }
  tr.sum td { font-weight: 700; border-bottom: 0; font-size: 14px; }
  .checks { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
  .chk { display: inline-flex; gap: 5px; align-items: center; font-size: 12.5px; font-weight: 600; color: #047857; background: #ecfdf5; border-radius: 999px; padding: 4px 10px; white-space: nowrap; }
  .errors { display: flex; align-items: baseline; gap: 6px; margin-top: 8px; padding-top: 8px; border-top: 1px solid var(--line); }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- public services: Resident Services Portal */
async function residentServices() {
  const fees = [
    ['Renovation permit', 'AED 300'],
    ['Site inspection', 'AED 150'],
  ];
  const steps = ['Details', 'Documents', 'Pay'];
  const tick = await icon('check', { size: 12, width: 3, stroke: '#fff' });
  const html = scene(
    '#0ea5e9',
    '#0f766e',
    `<div class="browser" style="left:40px;top:30px;width:520px;height:392px">
      ${bar('services.alwaha.city/permits/apply')}
      <div class="view">
        <div class="head" style="padding-right:50px">
          <span class="logo" style="background:linear-gradient(135deg,#0ea5e9,#0f766e)">${await icon('landmark', { size: 16 })}</span>
          <span class="t14 bb">Al Waha City Services</span>
          <span class="grow"></span>
          <span class="tool">A<sup>+</sup></span><span class="tool ar">عربي</span>
        </div>
        <div style="padding:14px 50px 14px 22px">
          <div class="t13 muted">Home renovation permit · RP-2025-1187</div>
          <div class="t20 bb" style="margin:2px 0 10px">Pay the permit fee</div>
          <div class="steps">${steps
            .map(
              (s, i) =>
                `<span class="st ${i < 2 ? 'done' : 'now'}"><span class="n">${i < 2 ? tick : '3'}</span>${s}</span>${i < 2 ? '<span class="sep"></span>' : ''}`,
            )
            .join('')}</div>
          <div class="fees">
            ${fees.map(([k, v]) => `<div class="fee"><span>${k}</span><span>${v}</span></div>`).join('')}
            <div class="fee total"><span>Total</span><span>AED 450</span></div>
          </div>
          <div class="fl">Card number</div>
          <div class="row" style="gap:12px">
            <div class="input grow"><span class="mono">•••• •••• •••• 4821</span><span class="t12 muted">12/27</span></div>
            <div class="btn pay">${await icon('lock', { size: 15 })} Pay AED 450</div>
          </div>
        </div>
      </div>
    </div>
    <div class="float" style="left:526px;top:48px;width:226px;padding:14px 16px">
      <div class="row" style="gap:10px;align-items:flex-start"><span class="ico" style="width:36px;height:36px;background:#d1fae5;color:#047857">${await icon('circle-check', { size: 20 })}</span>
      <div><div class="t14 b">Payment received</div><div class="t13 muted" style="line-height:1.35">Inspection booked for Sun 18 May. Receipt sent by SMS.</div></div></div>
    </div>
    <div class="float" style="left:542px;top:226px;width:210px;padding:14px 16px">
      <div class="label">Phone calls to the city</div>
      <div class="kpi good" style="font-size:34px;line-height:1.15">−45%</div>
      <div class="a11y">${await icon('accessibility', { size: 16 })}<div><div class="t13 b">WCAG 2.2 AA</div><div class="t12 muted">certified · axe-core clean</div></div></div>
    </div>`,
  );
  const css = `
  .tool { font-size: 13px; font-weight: 700; border: 1px solid var(--line); border-radius: 7px; padding: 2px 8px; color: #334155; }
  .tool sup { font-size: 9px; }
  .tool.ar { font-family: "Noto Sans Arabic", sans-serif; font-weight: 600; }
  .steps { display: flex; align-items: center; gap: 8px; margin-bottom: 12px; }
  .st { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; font-weight: 600; color: #0f766e; white-space: nowrap; }
  .st .n { width: 22px; height: 22px; border-radius: 50%; background: #0f766e; color: #fff; display: inline-flex; align-items: center; justify-content: center; font-size: 12px; font-weight: 700; }
  .st.now { color: var(--ink); }
  .st.now .n { background: #fff; color: #0f766e; border: 2px solid #0f766e; }
  .sep { flex: 1; height: 2px; background: #99f6e4; border-radius: 2px; }
  .fees { border: 1px solid var(--line); border-radius: 12px; padding: 2px 14px; }
  .fee { display: flex; justify-content: space-between; font-size: 14px; padding: 7px 0; border-bottom: 1px solid #f1f5f9; }
  .fee.total { border-bottom: 0; font-weight: 700; font-size: 15px; }
  .fl { display: block; font-size: 12px; font-weight: 600; color: #334155; margin: 10px 0 4px; }
  .input { display: flex; justify-content: space-between; align-items: center; gap: 8px; height: 38px; border: 1.5px solid #cbd5e1; border-radius: 9px; padding: 0 10px; font-size: 13px; white-space: nowrap; }
  .pay { flex: none; height: 38px; font-size: 14px; padding: 0 14px; background: #0f766e; outline: 3px solid #f59e0b; outline-offset: 2px; white-space: nowrap; }
  .a11y { display: flex; gap: 9px; align-items: center; margin-top: 10px; padding-top: 10px; border-top: 1px solid var(--line); color: #047857; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- manufacturing: Instant Quote Engine */

/** An isometric L-bracket with a gusset and bolt holes, shaded, as SVG (the uploaded part). */
function bracketSvg() {
  const c = Math.cos(Math.PI / 6);
  const s = 0.5;
  const k = 1.2;
  const ox = 126;
  const oy = 122;
  const p = (x, y, z) => [ox + (x - y) * c * k, oy + ((x + y) * s - z) * k];
  const poly = (pts, fill, extra = '') =>
    `<polygon points="${pts
      .map((q) =>
        p(...q)
          .map((v) => v.toFixed(1))
          .join(','),
      )
      .join(
        ' ',
      )}" fill="${fill}" stroke="#4c1d95" stroke-opacity="0.35" stroke-width="1" stroke-linejoin="round" ${extra}/>`;
  const box = (x, y, z, w, d, h, [top, right, left]) =>
    poly(
      [
        [x, y, z + h],
        [x + w, y, z + h],
        [x + w, y + d, z + h],
        [x, y + d, z + h],
      ],
      top,
    ) +
    poly(
      [
        [x + w, y, z],
        [x + w, y + d, z],
        [x + w, y + d, z + h],
        [x + w, y, z + h],
      ],
      right,
    ) +
    poly(
      [
        [x, y + d, z],
        [x + w, y + d, z],
        [x + w, y + d, z + h],
        [x, y + d, z + h],
      ],
      left,
    );
  const ring = (point, n = 28) => Array.from({ length: n }, (_, i) => point((i / n) * Math.PI * 2));
  const hole = (pts) =>
    `<polygon points="${pts
      .map((q) =>
        p(...q)
          .map((v) => v.toFixed(1))
          .join(','),
      )
      .join(' ')}" fill="#312e81" fill-opacity="0.55"/>`;
  const shades = ['#c4b5fd', '#7c3aed', '#a78bfa'];
  const base = box(0, 0, 0, 110, 76, 14, shades);
  const upright = box(0, 0, 14, 16, 76, 66, shades);
  // Gusset: a triangle in the x–z plane at the middle of the bracket.
  const g0 = 32;
  const g1 = 44;
  const gusset =
    poly(
      [
        [16, g1, 14],
        [62, g1, 14],
        [16, g1, 60],
      ],
      '#a78bfa',
    ) +
    poly(
      [
        [16, g0, 60],
        [16, g1, 60],
        [62, g1, 14],
        [62, g0, 14],
      ],
      '#ddd6fe',
    );
  const topHoles = [18, 58]
    .map((y) => hole(ring((t) => [84 + 8 * Math.cos(t), y + 8 * Math.sin(t), 14])))
    .join('');
  const sideHoles = [18, 58]
    .map((y) => hole(ring((t) => [16, y + 7 * Math.cos(t), 58 + 7 * Math.sin(t)])))
    .join('');
  const shadow = `<ellipse cx="${p(60, 40, 0)[0]}" cy="${p(60, 40, 0)[1] + 26}" rx="118" ry="20" fill="#312e81" opacity="0.1"/>`;
  return `<svg viewBox="0 0 300 250" width="300" height="250">${shadow}${base}${topHoles}${upright}${sideHoles}${gusset}</svg>`;
}

async function instantQuote() {
  const materials = [
    ['PA12 nylon', 'SLS · strong, matte', 'AED 49.60 each', true],
    ['Tough resin', 'SLA · smooth finish', 'AED 61.20', false],
    ['PLA', 'FDM · prototypes', 'AED 18.40', false],
  ];
  const html = scene(
    '#6366f1',
    '#312e81',
    `<div class="browser" style="left:40px;top:30px;width:540px;height:392px">
      ${bar('printworks.ae/quote')}
      <div class="view row" style="align-items:stretch;gap:0">
        <div class="viewer">
          <div class="file">${await icon('box', { size: 14 })} mount_bracket_v3.step</div>
          <div class="part">${bracketSvg()}</div>
          <div class="dims mono">110 × 76 × 80 mm · 68.2 cm³</div>
          <div class="chip green printable">${await icon('check', { size: 12, width: 3 })} Printable · walls ≥ 1.2 mm</div>
        </div>
        <div class="grow" style="padding:14px 44px 14px 18px">
          <div class="label" style="margin-bottom:6px">Material</div>
          ${materials
            .map(
              ([
                name,
                sub,
                price,
                on,
              ]) => `<div class="mat${on ? ' on' : ''}"><span class="radio"></span>
                <div class="grow"><div class="row" style="justify-content:space-between;gap:6px"><span class="t13 b nw">${name}</span><span class="t12 b nw">${price}</span></div><div class="t12 muted nw">${sub}</div></div></div>`,
            )
            .join('')}
          <div class="row" style="justify-content:space-between;margin:10px 0 8px">
            <span class="label">Quantity</span>
            <span class="qty"><span>−</span><b>25</b><span>+</span></span>
          </div>
          <div class="total">
            <div class="row" style="justify-content:space-between;align-items:baseline"><span class="t13 muted">Total</span><span class="price">AED 1,240</span></div>
            <div class="t12 muted" style="text-align:right">Ships in 3 working days</div>
          </div>
          <div class="btn order">Order &amp; pay</div>
        </div>
      </div>
    </div>
    <div class="float" style="left:556px;top:52px;width:196px;padding:14px 16px">
      <div class="row" style="gap:8px"><span class="ico" style="width:30px;height:30px;background:#fef3c7;color:#b45309;border-radius:8px">${await icon('zap', { size: 16 })}</span><span class="label">Priced in</span></div>
      <div class="kpi good" style="font-size:34px;line-height:1.15;margin-top:4px">10 s</div>
      <div class="t13 muted">instead of 2 days</div>
    </div>
    <div class="float" style="left:570px;top:282px;width:182px;padding:14px 16px">
      <div class="label">Online orders</div>
      <div class="kpi" style="font-size:34px;line-height:1.15;color:var(--primary-dark)">3×</div>
      <div class="t13 muted">since launch</div>
    </div>`,
  );
  const css = `
  .viewer { width: 256px; flex: none; position: relative; background:
      linear-gradient(#eef2ff 1px, transparent 1px) 0 0 / 22px 22px,
      linear-gradient(90deg, #eef2ff 1px, transparent 1px) 0 0 / 22px 22px, #f8faff; border-right: 1px solid var(--line); }
  .viewer .file { position: absolute; left: 14px; top: 12px; display: flex; gap: 6px; align-items: center; font-size: 13px; font-weight: 600; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 4px 9px; }
  .part { position: absolute; left: -22px; top: 48px; }
  .dims { position: absolute; left: 14px; bottom: 48px; font-size: 12px; color: #334155; }
  .printable { position: absolute; left: 14px; bottom: 14px; }
  .mat { display: flex; gap: 10px; align-items: center; border: 1.5px solid var(--line); border-radius: 10px; padding: 6px 10px; margin-bottom: 6px; }
  .mat.on { border-color: var(--primary); background: #f5f3ff; }
  .radio { width: 15px; height: 15px; border-radius: 50%; border: 2px solid #cbd5e1; flex: none; }
  .mat.on .radio { border: 4.5px solid var(--primary); }
  .qty { display: inline-flex; align-items: center; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; font-size: 14px; }
  .qty span { width: 28px; text-align: center; color: #64748b; background: #f8fafc; padding: 3px 0; }
  .qty b { width: 40px; text-align: center; }
  .total { border-top: 1px solid var(--line); padding-top: 8px; }
  .price { font-size: 24px; font-weight: 700; letter-spacing: -0.02em; }
  .order { width: 100%; margin-top: 10px; font-size: 14px; padding: 10px 14px; }
  `;
  return { html, css };
}

const SCENES = {
  'owner-portal': ownerPortal,
  'marketplace-sync': marketplaceSync,
  'referral-reader': referralReader,
  'admissions-portal': admissionsPortal,
  'customs-paperwork-bot': customsBot,
  'resident-services-portal': residentServices,
  'instant-quote-engine': instantQuote,
};

export async function pictures(only) {
  const slugs = Object.keys(SCENES).filter((slug) => !only || slug === only);
  if (only && !slugs.length)
    throw new Error(`No story picture ${only}: one of ${Object.keys(SCENES).join(', ')}`);
  return Promise.all(
    slugs.map(async (slug) => {
      const { html, css } = await SCENES[slug]();
      return { file: `stories/${slug}.webp`, ...SIZE, html, css: base + css };
    }),
  );
}
