/**
 * The overview and content pages' hero pictures (home, services, industries, portfolios, process,
 * contact, careers, privacy, quote): one scene each, shown whole beside the page's heading, so
 * every scene keeps to a few large parts that still read at 350 px wide. The words and figures
 * are the pages' own (content-fallback: heroes, page copy, facts, jobs, projects, consent).
 * Files: public/assets/illustrations/<key>-hero.webp, 1200×630 px.
 */
import { icon } from './render.mjs';

const WIDTH = 800;
const HEIGHT = 420;

/** Parts the page scenes share, beside kit.css. */
const sharedCss = `
.ic { display: inline-flex; align-items: center; justify-content: center; flex: none; border-radius: 12px; }
.ttl { font-weight: 700; letter-spacing: -0.01em; }
.sub { font-size: 13px; color: #64748b; }
.check { width: 22px; height: 22px; border-radius: 50%; background: var(--accent); display: inline-flex; align-items: center; justify-content: center; flex: none; }
.dotline { position: absolute; border-left: 2px dashed rgb(91 61 245 / 0.35); }
`;

const picture = (key, html, css = '') => ({
  key,
  file: `illustrations/${key}-hero.webp`,
  width: WIDTH,
  height: HEIGHT,
  scale: 1.5,
  html,
  css: sharedCss + css,
});

const backdrop = (from, to) => `<div class="backdrop" style="--from:${from};--to:${to}"></div>`;

/** A lucide icon in a tinted rounded square. */
async function badge(
  name,
  { size = 40, bg = 'var(--primary-light)', fg = 'var(--primary)', radius = 12, iconSize } = {},
) {
  return `<span class="ic" style="width:${size}px;height:${size}px;background:${bg};color:${fg};border-radius:${radius}px">${await icon(name, { size: iconSize ?? Math.round(size * 0.5), width: 2.2 })}</span>`;
}

const tick = async (size = 22) =>
  `<span class="check" style="width:${size}px;height:${size}px">${await icon('check', { size: Math.round(size * 0.62), stroke: '#fff', width: 3.2 })}</span>`;

// ───────────────────────────── home ─────────────────────────────
// The whole offer in one scene: an AI assistant takes a lead on the phone, an automation flow
// carries it on, the dashboard shows the result.
async function home() {
  const bars = [38, 52, 47, 66, 74, 88, 96];
  const days = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7'];
  const flow = [
    ['message-circle', 'Chat lead', '#e0f2fe', '#0369a1'],
    ['bot', 'AI qualifies', 'var(--primary-light)', 'var(--primary)'],
    ['database', 'CRM updated', '#fef3c7', '#b45309'],
    ['bell-ring', 'Team notified', '#d1fae5', '#047857'],
  ];
  const html = `${backdrop('#5b3df5', '#4327d6')}
  <div class="browser" style="left:272px;top:30px;width:480px;height:296px">
    <div class="bar"><i></i><i></i><i></i><span class="url">app.octaacer.com/overview</span></div>
    <div class="view" style="padding:18px 22px 0 34px">
      <div class="row" style="justify-content:space-between">
        <div class="ttl" style="font-size:18px">Operations overview</div>
        <span class="chip green" style="font-size:12px">● Auto-pilot on</span>
      </div>
      <div class="row" style="gap:14px;margin-top:14px">
        <div class="card grow" style="padding:10px 14px">
          <div class="sub">Hours saved / week</div>
          <div class="kpi" style="font-size:32px;color:var(--primary)">20+</div>
        </div>
        <div class="card grow" style="padding:10px 14px">
          <div class="sub">Manual tasks automated</div>
          <div class="kpi" style="font-size:32px;color:#047857">85%</div>
        </div>
      </div>
      <div class="row" style="align-items:flex-end;gap:12px;height:84px;margin-top:14px;padding:0 4px">
        ${bars.map((h, i) => `<div class="col" style="gap:4px;align-items:center;flex:1"><div style="width:100%;height:${h * 0.7}px;border-radius:6px 6px 2px 2px;background:${i === bars.length - 1 ? 'var(--primary)' : '#c4b5fd'}"></div><span style="font-size:11px;color:#94a3b8">${days[i]}</span></div>`).join('')}
      </div>
    </div>
  </div>
  <div class="phone" style="left:52px;top:34px;width:196px;height:356px">
    <div class="screen" style="background:#f8fafc">
      <div style="padding:40px 14px 12px;background:#fff;border-bottom:1px solid var(--line)" class="row">
        ${await badge('bot', { size: 32, radius: 10, bg: 'var(--primary)', fg: '#fff' })}
        <div><div class="ttl" style="font-size:14px">Octa Assistant</div><div style="font-size:11px;color:#047857">● online</div></div>
      </div>
      <div class="col" style="padding:14px 12px;gap:10px">
        <div style="align-self:flex-end;max-width:150px;background:var(--primary);color:#fff;border-radius:14px 14px 4px 14px;padding:8px 11px;font-size:13px">Can I book a demo on Thursday?</div>
        <div style="max-width:156px;background:#fff;border:1px solid var(--line);border-radius:14px 14px 14px 4px;padding:8px 11px;font-size:13px">Sure! Thursday 11:00 is free. I've booked it for you.</div>
        <div class="chip green" style="align-self:flex-start;font-size:12px">${await icon('calendar-check', { size: 13 })} Demo booked</div>
      </div>
    </div>
  </div>
  <div class="float" style="left:172px;top:312px;width:574px;height:78px;padding:0 18px">
    <div class="row" style="height:100%;justify-content:space-between;gap:6px">
      ${(
        await Promise.all(
          flow.map(
            async ([name, label, bg, fg], i) =>
              `<div class="row" style="gap:8px">${await badge(name, { size: 38, bg, fg, radius: 11 })}<span style="font-size:13px;font-weight:600;line-height:1.2;width:66px">${label}</span></div>${i < flow.length - 1 ? `<span style="color:#a78bfa">${await icon('chevron-right', { size: 18, width: 2.6 })}</span>` : ''}`,
          ),
        )
      ).join('')}
    </div>
  </div>`;
  return picture('home', html);
}

// ─────────────────────────── services ───────────────────────────
// A board of four service tiles, each showing its own work: a flow, an AI answer, an app, a deploy.
async function services() {
  const tileHead = async (name, title, bg, fg) =>
    `<div class="row" style="gap:10px">${await badge(name, { size: 36, bg, fg, radius: 10 })}<span class="ttl" style="font-size:16px">${title}</span></div>`;
  const steps = [
    ['shopping-cart', 'New order', 'Shopify', '#fef3c7', '#b45309'],
    ['file-text', 'Invoice created', 'Xero', '#e0f2fe', '#0369a1'],
    ['message-circle', 'Update sent', 'WhatsApp', '#d1fae5', '#047857'],
  ];
  const html = `${backdrop('#6366f1', '#1e1b4b')}
  <div class="float" style="left:48px;top:30px;width:248px;height:360px;padding:18px">
    ${await tileHead('workflow', 'Business Automation', 'var(--primary-light)', 'var(--primary)')}
    <div class="col" style="gap:0;margin-top:18px;position:relative">
      ${(
        await Promise.all(
          steps.map(
            async ([name, title, app, bg, fg], i) => `
        <div class="card row" style="padding:10px 12px;gap:10px">
          ${await badge(name, { size: 34, bg, fg, radius: 9 })}
          <div class="grow"><div style="font-size:14px;font-weight:600">${title}</div><div class="sub">${app}</div></div>
          ${await tick(20)}
        </div>${i < steps.length - 1 ? '<div style="height:16px;margin-left:28px;border-left:2px dashed #c4b5fd"></div>' : ''}`,
          ),
        )
      ).join('')}
    </div>
    <div class="chip green" style="margin-top:18px;font-size:13px;padding:4px 12px">Runs on its own, 24/7</div>
  </div>
  <div class="float" style="left:310px;top:30px;width:220px;height:172px;padding:16px 18px">
    ${await tileHead('sparkles', 'AI Development', '#fce7f3', '#be185d')}
    <div style="margin-top:12px;margin-left:auto;width:max-content;background:var(--primary);color:#fff;border-radius:12px 12px 4px 12px;padding:6px 11px;font-size:13px">Summarise this contract</div>
    <div style="margin-top:8px;background:#f5f3ff;border-radius:12px 12px 12px 4px;padding:7px 11px;font-size:13px;line-height:1.35">12 months, 30-day notice, renews in January.</div>
  </div>
  <div class="float" style="left:310px;top:218px;width:220px;height:172px;padding:16px 18px">
    ${await tileHead('cloud', 'Cloud &amp; DevOps', '#ccfbf1', '#0f766e')}
    <div class="card" style="margin-top:14px;padding:10px 12px">
      <div class="row" style="justify-content:space-between"><span class="mono" style="font-size:13px;font-weight:600">deploy #214</span><span class="chip green" style="font-size:12px">Live</span></div>
      <div style="height:6px;border-radius:3px;background:var(--accent);margin-top:9px"></div>
      <div class="sub" style="margin-top:7px">99.9% uptime</div>
    </div>
  </div>
  <div class="float" style="left:544px;top:30px;width:208px;height:360px;padding:16px 14px;display:flex;flex-direction:column">
    ${await tileHead('smartphone', 'Web &amp; Mobile', '#e0e7ff', '#4338ca')}
    <div style="flex:1;margin:16px 10px 0;border:7px solid var(--ink);border-bottom:none;border-radius:22px 22px 0 0;padding:14px 10px 0;background:#f8fafc;overflow:hidden">
      <div class="sub">Good morning</div>
      <div class="ttl" style="font-size:15px">Your bookings</div>
      <div style="margin-top:10px;border-radius:10px;background:var(--primary);color:#fff;padding:9px 10px">
        <div style="font-size:11px;opacity:.8">Tomorrow · 10:30</div>
        <div style="font-size:13px;font-weight:600">Studio session</div>
      </div>
      <div class="card" style="margin-top:8px;padding:8px 10px"><div style="font-size:11px;color:#64748b">Fri · 18:00</div><div style="font-size:13px;font-weight:600">Team dinner</div></div>
      <div class="card" style="margin-top:8px;padding:8px 10px"><div style="font-size:11px;color:#64748b">Sat · 09:00</div><div style="font-size:13px;font-weight:600">Yoga class</div></div>
    </div>
  </div>`;
  return picture('services', html);
}

// ─────────────────────────── industries ──────────────────────────
// One product, three sectors: the same app shell with each sector's own work running in it.
async function industries() {
  const sectors = [
    {
      name: 'Hospitality',
      iconName: 'hotel',
      color: '#0ea5e9',
      dark: '#0369a1',
      kicker: 'Guest arriving',
      title: 'Marina View 2BR',
      when: 'Today · 15:00',
      steps: ['Welcome sent', 'Door code sent', 'Cleaner booked'],
      reply: 'Welcome! Your door code is 4071.',
    },
    {
      name: 'Retail',
      iconName: 'shopping-bag',
      color: '#f59e0b',
      dark: '#b45309',
      kicker: 'New order',
      title: '#4821 · 2 items',
      when: 'Today · 10:12',
      steps: ['Payment taken', 'Packed', 'Tracking sent'],
      reply: 'Shipped! Track it here.',
    },
    {
      name: 'Healthcare',
      iconName: 'stethoscope',
      color: '#10b981',
      dark: '#047857',
      kicker: 'Appointment',
      title: 'Dr. Sara Malik',
      when: 'Tue · 10:30',
      steps: ['Intake form sent', 'Reminder sent', 'Slot confirmed'],
      reply: 'See you Tuesday at 10:30.',
    },
  ];
  const positions = [
    { left: 72, top: 56 },
    { left: 308, top: 28 },
    { left: 544, top: 56 },
  ];
  const phones = await Promise.all(
    sectors.map(async (sector, i) => {
      const { left, top } = positions[i];
      return `<div class="phone" style="left:${left}px;top:${top}px;width:184px;height:336px">
    <div class="screen" style="background:#f8fafc">
      <div style="background:${sector.color};color:#fff;padding:38px 12px 12px" class="row">
        <span class="ic" style="width:30px;height:30px;border-radius:9px;background:rgb(255 255 255 / .22)">${await icon(sector.iconName, { size: 17, width: 2.2 })}</span>
        <span class="ttl" style="font-size:16px">${sector.name}</span>
      </div>
      <div style="padding:10px 10px 0">
        <div class="card" style="padding:9px 11px">
          <div style="font-size:11px;font-weight:600;color:${sector.dark};text-transform:uppercase;letter-spacing:.04em">${sector.kicker}</div>
          <div style="font-size:14px;font-weight:700;margin-top:1px;white-space:nowrap">${sector.title}</div>
          <div class="sub">${sector.when}</div>
        </div>
        <div class="col" style="gap:8px;margin-top:11px;padding:0 2px">
          ${(await Promise.all(sector.steps.map(async (step) => `<div class="row" style="gap:8px">${await tick(18)}<span style="font-size:13px;font-weight:500;white-space:nowrap">${step}</span></div>`))).join('')}
        </div>
        <div style="margin-top:12px;background:${sector.color}1f;border-radius:12px 12px 12px 4px;padding:7px 10px;font-size:12px;line-height:1.35;color:var(--ink)">${sector.reply}</div>
      </div>
    </div>
  </div>`;
    }),
  );
  const html = `${backdrop('#0ea5e9', '#4327d6')}
  ${phones.join('')}
  <div class="float row" style="left:240px;top:340px;width:320px;height:48px;padding:0 16px;gap:10px;justify-content:center;white-space:nowrap">
    ${await badge('bot', { size: 30, radius: 9, bg: 'var(--primary)', fg: '#fff' })}
    <span style="font-size:14px;font-weight:600">Same core, tuned to your sector</span>
  </div>`;
  return picture('industries', html);
}

// ─────────────────────────── portfolios ──────────────────────────
// A collage of three shipped products as cases: the commerce admin, the banking app, the clinic
// booking page, each with its sector tag, and the delivered-projects count.
async function portfolios() {
  const caseTag = (text, left, top, rotate = 0) =>
    `<div style="position:absolute;left:${left}px;top:${top}px;transform:rotate(${rotate}deg);background:var(--ink);color:#fff;border-radius:999px;padding:5px 13px;box-shadow:var(--shadow);font-size:13px;font-weight:600;white-space:nowrap">${text}</div>`;
  const revenue = [30, 34, 31, 40, 46, 44, 55, 61, 58, 70, 78, 86];
  const points = revenue.map((v, i) => `${8 + i * 28},${110 - v}`).join(' ');
  const html = `${backdrop('#10b981', '#5b3df5')}
  <div class="browser" style="left:50px;top:46px;width:374px;height:262px;transform:rotate(-2.5deg)">
    <div class="bar"><i></i><i></i><i></i><span class="url">admin · Revenue</span></div>
    <div class="view" style="padding:14px 18px">
      <div class="sub">Conversion, first quarter</div>
      <div class="kpi" style="font-size:32px;color:#047857">+38%</div>
      <svg width="330" height="120" viewBox="0 0 330 120" style="margin-top:4px">
        <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#10b981" stop-opacity=".28"/><stop offset="1" stop-color="#10b981" stop-opacity="0"/></linearGradient></defs>
        <polygon points="8,118 ${points} ${8 + 11 * 28},118" fill="url(#g)"/>
        <polyline points="${points}" fill="none" stroke="#10b981" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
        <circle cx="${8 + 11 * 28}" cy="${110 - 86}" r="5.5" fill="#fff" stroke="#10b981" stroke-width="3"/>
      </svg>
    </div>
  </div>
  ${caseTag('E-commerce · UAE', 268, 48, -2.5)}
  <div class="phone" style="left:410px;top:34px;width:178px;height:336px;transform:rotate(2deg)">
    <div class="screen" style="background:#f8fafc">
      <div style="background:linear-gradient(135deg,#5b3df5,#4327d6);color:#fff;padding:40px 14px 16px">
        <div style="font-size:12px;opacity:.8">Total balance</div>
        <div class="ttl" style="font-size:22px">$12,480.50</div>
        <div class="row" style="gap:6px;margin-top:10px">
          <span style="background:rgb(255 255 255 / .2);border-radius:8px;padding:4px 10px;font-size:12px;font-weight:600">Send</span>
          <span style="background:rgb(255 255 255 / .2);border-radius:8px;padding:4px 10px;font-size:12px;font-weight:600">Top up</span>
        </div>
      </div>
      <div style="padding:12px 12px 0" class="col">
        <div class="ttl" style="font-size:13px">Today</div>
        ${(
          await Promise.all(
            [
              ['coffee', 'Coffee', '−$4.80', '#fef3c7', '#b45309'],
              ['arrow-down-left', 'Salary', '+$3,200', '#d1fae5', '#047857'],
              ['shopping-bag', 'Market', '−$62.15', '#e0f2fe', '#0369a1'],
            ].map(
              async ([name, label, amount, bg, fg]) =>
                `<div class="row" style="gap:8px">${await badge(name, { size: 28, bg, fg, radius: 8 })}<span class="grow" style="font-size:13px;font-weight:500">${label}</span><span style="font-size:13px;font-weight:600;color:${amount.startsWith('+') ? '#047857' : 'var(--ink)'}">${amount}</span></div>`,
            ),
          )
        ).join('')}
      </div>
    </div>
  </div>
  ${caseTag('Fintech app', 448, 350, 2)}
  <div class="float" style="left:580px;top:122px;width:172px;height:236px;padding:14px;transform:rotate(-1.5deg)">
    <div class="ttl" style="font-size:15px">Book a visit</div>
    <div class="sub">Outpatient clinic</div>
    <div class="row" style="gap:5px;margin-top:10px">
      ${['Mon', 'Tue', 'Wed'].map((d, i) => `<div style="flex:1;text-align:center;border-radius:8px;padding:4px 0;font-size:12px;font-weight:600;${i === 1 ? 'background:var(--primary);color:#fff' : 'background:#f1f5f9;color:#475569'}">${d}</div>`).join('')}
    </div>
    <div class="col" style="gap:6px;margin-top:10px">
      ${['09:00', '10:30', '14:00']
        .map(
          (t, i) =>
            `<div style="border-radius:8px;padding:5px 10px;font-size:13px;font-weight:600;${i === 1 ? 'border:2px solid var(--primary);color:var(--primary);background:#f5f3ff' : 'border:1px solid var(--line)'}">${t}</div>`,
        )
        .join('')}
    </div>
    <div class="btn" style="width:100%;margin-top:10px;font-size:13px">Confirm</div>
  </div>
  ${caseTag('Healthcare', 628, 104, -1.5)}
  <div class="float row" style="left:70px;top:322px;width:222px;height:62px;padding:0 14px;gap:12px">
    ${await badge('briefcase', { size: 38, radius: 10, bg: '#d1fae5', fg: '#047857' })}
    <div><div class="ttl" style="font-size:22px;line-height:1.1">500+</div><div class="sub">projects delivered</div></div>
  </div>`;
  return picture('portfolios', html);
}

// ──────────────────────────── process ────────────────────────────
// The Octa framework as a project board: three steps done, OctaCore under way, OctaReact next.
async function process() {
  const steps = [
    ['OctaScan', 'Health check', 'done'],
    ['OctaAudit', 'Audit', 'done'],
    ['OctaPlan', 'Roadmap', 'done'],
    ['OctaCore', 'Build', 'now'],
    ['OctaReact', 'Optimise', 'next'],
  ];
  const dot = async (state, n) => {
    if (state === 'done')
      return `<span class="check" style="width:38px;height:38px">${await icon('check', { size: 22, stroke: '#fff', width: 3 })}</span>`;
    if (state === 'now')
      return `<span class="ic" style="width:38px;height:38px;border-radius:50%;background:var(--primary);color:#fff;box-shadow:0 0 0 7px rgb(91 61 245 / .2);font-weight:700;font-size:16px">${n}</span>`;
    return `<span class="ic" style="width:38px;height:38px;border-radius:50%;background:#fff;border:2px solid #cbd5e1;color:#94a3b8;font-weight:700;font-size:16px">${n}</span>`;
  };
  const html = `${backdrop('#5b3df5', '#0ea5e9')}
  <div class="browser" style="left:48px;top:28px;width:704px;height:262px">
    <div class="bar"><i></i><i></i><i></i><span class="url">Project board · Clinic booking automation</span></div>
    <div class="view" style="padding:22px 30px 0">
      <div class="row" style="justify-content:space-between">
        <div class="ttl" style="font-size:18px">The Octa Framework</div>
        <span class="chip" style="font-size:12px">Step 4 of 5</span>
      </div>
      <div style="position:relative;margin-top:26px">
        <div style="position:absolute;left:62px;right:62px;top:18px;height:4px;border-radius:2px;background:#e2e8f0"></div>
        <div style="position:absolute;left:62px;width:66%;top:18px;height:4px;border-radius:2px;background:linear-gradient(90deg,#10b981,#5b3df5)"></div>
        <div class="row" style="justify-content:space-between;position:relative;gap:0">
          ${(
            await Promise.all(
              steps.map(
                async ([name, tagline, state], i) =>
                  `<div class="col" style="align-items:center;gap:8px;width:124px">${await dot(state, i + 1)}<div style="text-align:center"><div class="ttl" style="font-size:15px;color:${state === 'next' ? '#64748b' : 'var(--ink)'}">${name}</div><div class="sub">${tagline}</div></div></div>`,
              ),
            )
          ).join('')}
        </div>
      </div>
    </div>
  </div>
  <div class="float" style="left:96px;top:226px;width:420px;height:160px;padding:16px 20px">
    <div class="row" style="justify-content:space-between">
      <div><span class="ttl" style="font-size:17px">OctaCore</span> <span class="sub" style="font-size:14px">· Implementation</span></div>
      <span class="chip amber" style="font-size:12px">In progress</span>
    </div>
    <div class="row" style="margin-top:10px;gap:10px">
      <div class="grow" style="height:8px;border-radius:4px;background:#ede9fe"><div style="width:55%;height:100%;border-radius:4px;background:var(--primary)"></div></div>
      <span style="font-size:13px;font-weight:600;color:var(--primary)">Week 3 of 6</span>
    </div>
    <div class="col" style="gap:7px;margin-top:12px">
      <div class="row" style="gap:9px">${await tick(18)}<span style="font-size:14px">Booking flow live on real data</span></div>
      <div class="row" style="gap:9px">${await tick(18)}<span style="font-size:14px">WhatsApp reminders tested</span></div>
      <div class="row" style="gap:9px"><span class="ic" style="width:18px;height:18px;border-radius:50%;border:2px solid #cbd5e1"></span><span style="font-size:14px;color:#64748b">Team training · Friday</span></div>
    </div>
  </div>
  <div class="float row" style="left:530px;top:266px;width:222px;height:70px;padding:0 16px;gap:12px">
    ${await badge('rocket', { size: 36, radius: 10, bg: '#d1fae5', fg: '#047857' })}
    <div><div style="font-size:15px;font-weight:700">Release 2 shipped</div><div class="sub">Quick wins in 30 days</div></div>
  </div>`;
  return picture('process', html);
}

// ──────────────────────────── contact ────────────────────────────
// A message sent to the team, their reply, and a free call booked in the calendar.
async function contact() {
  const html = `${backdrop('#14b8a6', '#5b3df5')}
  <div class="float" style="left:48px;top:30px;width:440px;height:360px;overflow:hidden;display:flex;flex-direction:column">
    <div class="row" style="padding:14px 18px;border-bottom:1px solid var(--line)">
      <span class="avatar" style="width:38px;height:38px">${await icon('messages-square', { size: 19, width: 2.2 })}</span>
      <div class="grow"><div class="ttl" style="font-size:15px">Octaacer team</div><div style="font-size:12px;color:#047857">● We reply within 24 hours</div></div>
    </div>
    <div class="col" style="flex:1;padding:16px 18px;gap:12px;background:#f8fafc">
      <div style="align-self:flex-end;max-width:300px;background:var(--primary);color:#fff;border-radius:16px 16px 4px 16px;padding:10px 14px;font-size:14px;line-height:1.4">Hi! We run three clinics and want online booking with WhatsApp reminders. Can we talk this week?</div>
      <div class="row" style="align-self:flex-end;gap:4px;font-size:12px;color:#64748b;margin-top:-6px">Sent 10:42 <span style="color:var(--primary)">${await icon('check-check', { size: 15, width: 2.4 })}</span></div>
      <div class="row" style="align-items:flex-end;gap:8px">
        <span class="avatar" style="width:28px;height:28px;background:var(--teal)">MA</span>
        <div style="max-width:290px;background:#fff;border:1px solid var(--line);border-radius:16px 16px 16px 4px;padding:10px 14px;font-size:14px;line-height:1.4">Thanks, Amira! Happy to help. Pick a time for a free call and we'll come prepared.</div>
      </div>
    </div>
    <div class="row" style="padding:10px 14px;border-top:1px solid var(--line)">
      <div class="grow" style="height:36px;border-radius:10px;background:#f1f5f9;color:#94a3b8;font-size:13px;display:flex;align-items:center;padding:0 12px">Write a message…</div>
      <span class="ic" style="width:36px;height:36px;border-radius:10px;background:var(--primary);color:#fff">${await icon('send', { size: 17, width: 2.2 })}</span>
    </div>
  </div>
  <div class="float" style="left:510px;top:58px;width:242px;height:304px;padding:16px">
    <div class="row">${await badge('calendar-days', { size: 34, radius: 10 })}<div><div class="ttl" style="font-size:15px">Free consultation</div><div class="sub">30 min · video call</div></div></div>
    <div class="row" style="gap:6px;margin-top:14px">
      ${[
        ['Mon', 12],
        ['Tue', 13],
        ['Wed', 14],
        ['Thu', 15],
      ]
        .map(
          ([d, n], i) =>
            `<div style="flex:1;text-align:center;border-radius:10px;padding:5px 0;${i === 1 ? 'background:var(--primary);color:#fff' : 'background:#f1f5f9;color:#475569'}"><div style="font-size:11px;font-weight:600">${d}</div><div style="font-size:15px;font-weight:700">${n}</div></div>`,
        )
        .join('')}
    </div>
    <div class="col" style="gap:7px;margin-top:12px">
      ${(
        await Promise.all(
          ['10:00', '11:30', '15:00'].map(async (t, i) =>
            i === 1
              ? `<div class="row" style="justify-content:space-between;border-radius:10px;padding:6px 10px;background:#ecfdf5;border:2px solid var(--accent);font-size:14px;font-weight:700;color:#047857">${t}<span class="row" style="gap:4px;font-size:12px">${await icon('check', { size: 14, width: 3 })}Booked</span></div>`
              : `<div style="border-radius:10px;padding:7px 11px;border:1px solid var(--line);font-size:14px;font-weight:600;color:#475569">${t}</div>`,
          ),
        )
      ).join('')}
    </div>
    <div class="row" style="gap:7px;margin-top:12px;font-size:13px;color:#047857;font-weight:600">${await icon('mail-check', { size: 16, width: 2.2 })}Invite sent to your inbox</div>
  </div>`;
  return picture('contact', html);
}

// ──────────────────────────── careers ────────────────────────────
// The team's morning stand-up (who works on what) beside the open roles.
async function careers() {
  const team = [
    ['HR', 'Hamza', 'Full-stack engineer', 'Checkout API', '#5b3df5'],
    ['AK', 'Ayesha', 'AI engineer', 'Assistant evals', '#db2777'],
    ['BM', 'Bilal', 'Automation specialist', 'n8n order flow', '#0ea5e9'],
    ['SN', 'Sana', 'Product designer', 'Booking screens', '#f59e0b'],
  ];
  const html = `${backdrop('#f59e0b', '#5b3df5')}
  <div class="browser" style="left:48px;top:30px;width:476px;height:360px">
    <div class="bar"><i></i><i></i><i></i><span class="url">Daily stand-up · 09:30</span></div>
    <div class="view" style="padding:16px 20px 0">
      <div class="row" style="justify-content:space-between">
        <div class="ttl" style="font-size:18px">Today's stand-up</div>
        <span class="chip grey" style="font-size:12px">${await icon('map-pin', { size: 12, width: 2.4 })} Lahore office</span>
      </div>
      <div class="col" style="gap:8px;margin-top:14px">
        ${team
          .map(
            ([
              ini,
              name,
              role,
              task,
              c,
            ]) => `<div class="card row" style="padding:7px 12px;gap:12px">
          <span class="avatar" style="width:38px;height:38px;font-size:13px;background:${c}">${ini}</span>
          <div class="grow"><div style="font-size:15px;font-weight:700">${name}</div><div class="sub">${role}</div></div>
          <span class="chip grey" style="font-size:12px;padding:3px 10px">${task}</span>
        </div>`,
          )
          .join('')}
      </div>
    </div>
  </div>
  <div class="float" style="left:544px;top:30px;width:208px;height:276px;padding:16px">
    <div class="row" style="justify-content:space-between"><span class="ttl" style="font-size:16px">Open roles</span><span class="chip green" style="font-size:12px">Hiring</span></div>
    <div class="col" style="gap:8px;margin-top:12px">
      ${(
        await Promise.all(
          [
            ['brain-circuit', 'AI Engineer', 'Lahore'],
            ['code-xml', 'Full-Stack Engineer', 'Lahore · Hybrid'],
            ['workflow', 'Automation Specialist', 'Remote'],
            ['handshake', 'BD Executive (GCC)', 'Dubai'],
          ].map(
            async ([name, title, place]) =>
              `<div class="row" style="gap:9px">${await badge(name, { size: 32, radius: 9 })}<div><div style="font-size:13px;font-weight:700;white-space:nowrap">${title}</div><div style="font-size:11px;color:#64748b">${place}</div></div></div>`,
          ),
        )
      ).join('')}
    </div>
    <div class="btn" style="width:100%;margin-top:14px;font-size:13px">See open positions</div>
  </div>
  <div class="float row" style="left:544px;top:322px;width:208px;height:66px;padding:0 14px;gap:12px;white-space:nowrap">
    ${await badge('users', { size: 38, radius: 10, bg: '#fef3c7', fg: '#b45309' })}
    <div><div style="font-size:16px;font-weight:700">40+ teammates</div><div class="sub">in Lahore &amp; Dubai</div></div>
  </div>`;
  return picture('careers', html);
}

// ──────────────────────────── privacy ────────────────────────────
// The site's own cookie choices (necessary always on, analytics and marketing by consent) beside
// a shield and the encryption status.
async function privacy() {
  const toggle = (on) =>
    `<span style="width:42px;height:24px;border-radius:12px;flex:none;position:relative;background:${on ? 'var(--accent)' : '#cbd5e1'}"><span style="position:absolute;top:3px;left:${on ? 21 : 3}px;width:18px;height:18px;border-radius:50%;background:#fff;box-shadow:0 1px 2px rgb(0 0 0 / .2)"></span></span>`;
  const html = `${backdrop('#64748b', '#4327d6')}
  <div class="float" style="left:48px;top:34px;width:420px;height:352px;padding:20px 22px">
    <div class="row">${await badge('cookie', { size: 36, radius: 10 })}<span class="ttl" style="font-size:18px">Cookies &amp; privacy</span></div>
    <div style="font-size:13px;color:#475569;margin-top:10px;line-height:1.45">Nothing optional loads until you choose.</div>
    <div class="col" style="gap:0;margin-top:12px">
      <div class="row" style="padding:11px 0;border-bottom:1px solid var(--line)">
        <div class="grow"><div style="font-size:15px;font-weight:700">Necessary</div><div class="sub">Keeps the site and forms working</div></div>
        <span class="chip grey" style="font-size:12px">${await icon('lock', { size: 12, width: 2.4 })} Always on</span>
      </div>
      <div class="row" style="padding:11px 0;border-bottom:1px solid var(--line)">
        <div class="grow"><div style="font-size:15px;font-weight:700">Analytics</div><div class="sub">Which pages help visitors</div></div>
        ${toggle(true)}
      </div>
      <div class="row" style="padding:11px 0">
        <div class="grow"><div style="font-size:15px;font-weight:700">Marketing</div><div class="sub">Which campaigns bring leads</div></div>
        ${toggle(false)}
      </div>
    </div>
    <div class="row" style="margin-top:12px;gap:10px">
      <div class="btn ghost grow" style="font-size:13px;padding:9px 0">Reject all</div>
      <div class="btn grow" style="font-size:13px;padding:9px 0">Save choices</div>
    </div>
  </div>
  <div style="position:absolute;left:540px;top:36px;width:176px;height:176px;border-radius:50%;background:rgb(255 255 255 / .14);display:flex;align-items:center;justify-content:center">
    <div style="width:132px;height:132px;border-radius:50%;background:#fff;box-shadow:var(--shadow);display:flex;align-items:center;justify-content:center;color:var(--primary)">${await icon('shield-check', { size: 70, width: 1.8 })}</div>
  </div>
  <div class="float" style="left:500px;top:240px;width:252px;height:112px;padding:16px">
    <div class="row">${await badge('lock-keyhole', { size: 36, radius: 10, bg: '#d1fae5', fg: '#047857' })}<div><div style="font-size:15px;font-weight:700">Data encrypted</div><div class="sub">In transit · access logged</div></div></div>
    <div class="row" style="margin-top:12px;gap:6px"><span class="chip green" style="font-size:12px">GDPR Compliant</span><span class="chip" style="font-size:12px">No data sold</span></div>
  </div>`;
  return picture('privacy', html);
}

// ───────────────────────────── quote ─────────────────────────────
// An estimate being built: scope items ticked on the left, the price range and timeline on the right.
async function quote() {
  const items = [
    ['Booking portal (web)', '3 wks', true],
    ['WhatsApp reminders', '1 wk', true],
    ['Staff dashboard', '2 wks', true],
    ['AI intake assistant', '2 wks', true],
    ['Native mobile app', '6 wks', false],
  ];
  const box = async (on) =>
    on
      ? `<span class="ic" style="width:22px;height:22px;border-radius:6px;background:var(--primary);color:#fff">${await icon('check', { size: 15, width: 3.2 })}</span>`
      : `<span class="ic" style="width:22px;height:22px;border-radius:6px;border:2px solid #cbd5e1;background:#fff"></span>`;
  const html = `${backdrop('#ec4899', '#5b3df5')}
  <div class="browser" style="left:48px;top:30px;width:470px;height:360px">
    <div class="bar"><i></i><i></i><i></i><span class="url">octaacer.com/quote</span></div>
    <div class="view" style="padding:18px 22px 0">
      <div class="sub" style="font-weight:600;text-transform:uppercase;letter-spacing:.05em;font-size:12px">Step 2 of 3</div>
      <div class="ttl" style="font-size:19px">What should we build?</div>
      <div class="col" style="gap:8px;margin-top:14px">
        ${(
          await Promise.all(
            items.map(
              async ([
                label,
                weeks,
                on,
              ]) => `<div class="row" style="padding:9px 12px;border-radius:10px;gap:12px;${on ? 'background:#f5f3ff;border:1px solid #ddd6fe' : 'border:1px solid var(--line)'}">
          ${await box(on)}<span class="grow" style="font-size:15px;font-weight:${on ? 600 : 500};color:${on ? 'var(--ink)' : '#64748b'}">${label}</span><span class="sub">${weeks}</span></div>`,
            ),
          )
        ).join('')}
      </div>
    </div>
  </div>
  <div class="float" style="left:500px;top:50px;width:252px;height:322px;padding:18px">
    <div class="row" style="justify-content:space-between"><span class="label" style="font-size:13px">Your estimate</span><span class="chip green" style="font-size:12px">4 items</span></div>
    <div class="kpi" style="font-size:32px;margin-top:4px">$18k–$24k</div>
    <div class="sub">Fixed-price phases</div>
    <div style="height:1px;background:var(--line);margin:14px 0"></div>
    <div class="row" style="justify-content:space-between"><span class="label" style="font-size:13px">Timeline</span><span style="font-size:15px;font-weight:700">6–8 weeks</span></div>
    <div class="col" style="gap:7px;margin-top:10px">
      ${[
        ['Portal', 0, 42, '#5b3df5'],
        ['Reminders', 30, 22, '#8b5cf6'],
        ['Dashboard', 45, 30, '#a855f7'],
        ['AI assistant', 70, 30, '#ec4899'],
      ]
        .map(
          ([label, start, width, c]) =>
            `<div class="row" style="gap:8px"><span style="width:76px;font-size:12px;color:#475569">${label}</span><div class="grow" style="height:10px;border-radius:5px;background:#f1f5f9;position:relative"><div style="position:absolute;left:${start}%;width:${width}%;height:100%;border-radius:5px;background:${c}"></div></div></div>`,
        )
        .join('')}
    </div>
    <div class="btn" style="width:100%;margin-top:16px;font-size:13px;padding:10px 0">Send me the estimate</div>
  </div>`;
  return picture('quote', html);
}

export async function pictures(only) {
  const scenes = {
    home,
    services,
    industries,
    portfolios,
    process,
    contact,
    careers,
    privacy,
    quote,
  };
  const keys = only ? [only] : Object.keys(scenes);
  for (const key of keys) if (!scenes[key]) throw new Error(`pages: no picture "${key}"`);
  return Promise.all(keys.map((key) => scenes[key]()));
}
