/**
 * The ten services' pictures: public/assets/services/<slug>.webp, 1200×630 (800×420 CSS px at 1.5).
 * Each is the service page's hero picture and its card banner on /services, so it is built to
 * read at 350 px wide: one product screen showing that service's own work, large type, and one
 * or two floating cards with the result, with the same facts as content-fallback/services.ts and
 * service-details.ts. Rerun with `node scripts/draw-pictures.mjs services [slug]`.
 */
import { icon } from './render.mjs';

const WIDTH = 800;
const HEIGHT = 420;

/** A lucide icon, sized and coloured. */
const ic = (name, size = 18, stroke = 'currentColor', width = 2) =>
  icon(name, { size, stroke, width });

/** A browser window at `style` (left/top/width/height), showing `url`. */
const browser = (style, url, view, extra = '') => `
<div class="browser ${extra}" style="${style}">
  <div class="bar"><i></i><i></i><i></i><span class="url">${url}</span></div>
  <div class="view">${view}</div>
</div>`;

/** CSS every service picture shares (on top of kit.css). */
const shared = `
.t13{font-size:13px}.t14{font-size:14px}.t15{font-size:15px}.t16{font-size:16px}
.b{font-weight:600}.bb{font-weight:700}
.tile{display:flex;align-items:center;justify-content:center;border-radius:9px;color:#fff;flex:none}
.float .cap{font-size:12px;color:#64748b;font-weight:500}
.big{font-size:34px;font-weight:700;letter-spacing:-0.03em;line-height:1}
.chip{white-space:nowrap}
.dot{width:8px;height:8px;border-radius:50%;display:inline-block;flex:none}
.ok{color:#059669}
`;

const scenes = {
  /* A workflow canvas: new lead in the CRM → enrich and score → Slack alert + follow-up e-mail →
     quote drafted in the ERP, each step with its run count; the Slack message it sent; hours back. */
  async 'business-automation'() {
    const node = (x, y, w, tile, colour, app, title, runs) => `
      <div class="node" style="left:${x}px;top:${y}px;width:${w}px">
        <div class="row" style="gap:8px"><span class="tile" style="width:28px;height:28px;background:${colour}">${tile}</span><span class="app">${app}</span></div>
        <div class="title">${title}</div>
        <div class="runs">${runs}</div>
      </div>`;
    const check = await ic('check', 13, '#059669', 3);
    const canvas = `
      <div class="head row">
        <span class="tile" style="width:30px;height:30px;background:var(--primary)">${await ic('workflow', 17, '#fff')}</span>
        <span class="t16 bb">Lead to Customer</span>
        <span class="chip green"><span class="dot" style="background:#10b981"></span>Active</span>
        <span class="grow"></span>
        <span class="t13 muted">Runs today <b style="color:var(--ink)">48</b></span>
      </div>
      <div class="canvas">
        <svg class="wires" width="720" height="200" viewBox="0 0 720 200">
          <g fill="none" stroke="#a5b4fc" stroke-width="2.5">
            <path d="M172 92 H196"/>
            <path d="M352 92 C366 92 364 50 378 50"/>
            <path d="M352 92 C366 92 364 148 378 148"/>
            <path d="M532 50 C546 50 542 92 556 92"/>
            <path d="M532 148 C546 148 542 92 556 92"/>
          </g>
          <g fill="#5b3df5"><circle cx="196" cy="92" r="4"/><circle cx="378" cy="50" r="4"/><circle cx="378" cy="148" r="4"/><circle cx="556" cy="92" r="4"/></g>
        </svg>
        ${node(16, 46, 156, await ic('user-plus', 15, '#fff'), '#f59e0b', 'Trigger · CRM', 'New lead', `${check} 1,284 runs`)}
        ${node(196, 46, 156, await ic('sparkles', 15, '#fff'), '#5b3df5', 'Clearbit + AI', 'Enrich &amp; score', `${check} 1,284 runs`)}
        ${node(378, 4, 154, await ic('message-square', 15, '#fff'), '#0ea5e9', 'Slack', 'Alert the rep', `${check} 1,102 runs`)}
        ${node(378, 102, 154, await ic('mail', 15, '#fff'), '#db2777', 'E-mail', 'Follow-up sent', `${check} 1,284 runs`)}
        ${node(556, 46, 150, await ic('file-text', 15, '#fff'), '#10b981', 'ERP', 'Quote drafted', `${check} 936 runs`)}
      </div>`;
    return {
      from: '#f59e0b',
      to: '#db2777',
      css: `
.head{position:absolute;left:0;right:0;top:0;height:52px;padding:0 18px;border-bottom:1px solid var(--line);gap:10px}
.canvas{position:absolute;left:0;right:0;top:52px;bottom:0;background:radial-gradient(circle at 1px 1px,#dbe2ea 1.2px,transparent 0) 0 0/18px 18px,#f8fafc}
.wires{position:absolute;left:0;top:0}
.node{position:absolute;background:#fff;border:1.5px solid #e2e8f0;border-radius:12px;padding:9px 12px;box-shadow:0 4px 10px rgb(15 23 42/.07)}
.node .app{font-size:11px;font-weight:600;color:#64748b;text-transform:uppercase;letter-spacing:.04em;white-space:nowrap}
.node .title{font-size:15px;font-weight:700;margin-top:5px;white-space:nowrap}
.node .runs{font-size:12px;font-weight:600;color:#047857;display:flex;align-items:center;gap:4px;margin-top:2px}
.slack{left:64px;top:292px;width:340px;padding:14px 16px}
.hours{right:40px;top:270px;width:196px;padding:16px 18px}`,
      html: `
${browser('left:40px;top:30px;width:720px;height:312px', 'flows.gulfretail.com/lead-to-customer', canvas)}
<div class="float slack">
  <div class="row" style="gap:8px"><span class="tile" style="width:26px;height:26px;background:#0ea5e9">${await ic('hash', 14, '#fff')}</span><span class="t13 bb">sales-leads</span><span class="label">· just now</span></div>
  <div class="t14" style="margin-top:8px;line-height:1.45"><b>Lina Haddad</b>, Gulf Retail · score <b style="color:#5b3df5">86</b><br>Assigned to <b>Omar</b>, follow-up e-mail sent</div>
</div>
<div class="float hours">
  <div class="cap">Hours back this month</div>
  <div class="big" style="margin-top:6px">64 h</div>
  <div class="chip green" style="margin-top:8px;font-size:12px">85% fewer manual tasks</div>
</div>`,
    };
  },

  /* A company assistant answering from the company's own documents, with numbered citations to
     the source files; the evaluation score and guardrails beside it. */
  async 'ai-development'() {
    const file = await ic('file-text', 15, '#5b3df5');
    const view = `
      <div class="head row">
        <span class="tile" style="width:32px;height:32px;background:linear-gradient(135deg,#6366f1,#5b3df5)">${await ic('bot', 18, '#fff')}</span>
        <div><div class="t15 bb">Meridian Assistant</div><div class="label">Answers from 1,240 company documents</div></div>
      </div>
      <div class="chat">
        <div class="q t14">What is our refund window for annual plans?</div>
        <div class="a t14">Annual plans are refundable in full within <b>30 days</b> of purchase, then pro-rata for unused months<sup>1</sup>. Refunds above <b>$5,000</b> need finance approval<sup>2</sup>.</div>
        <div class="sources">
          <span class="src">${file}<span><b>1</b> Refund Policy v3.pdf · p. 4</span></span>
          <span class="src">${file}<span><b>2</b> Finance Approvals.docx</span></span>
        </div>
      </div>
      <div class="ask row"><span class="grow t13" style="color:#94a3b8">Ask about policies, contracts, pricing…</span><span class="tile" style="width:30px;height:30px;background:var(--primary)">${await ic('arrow-up', 16, '#fff')}</span></div>`;
    const tick = await ic('shield-check', 16, '#059669');
    return {
      from: '#6366f1',
      to: '#0f172a',
      css: `
.head{padding:14px 20px;gap:12px;border-bottom:1px solid var(--line)}
.chat{padding:18px 20px 0;display:flex;flex-direction:column;gap:12px}
.q{align-self:flex-end;background:var(--primary);color:#fff;padding:10px 14px;border-radius:14px 14px 4px 14px;font-weight:500}
.a{background:#f1f5f9;padding:12px 15px;border-radius:14px 14px 14px 4px;line-height:1.5;max-width:93%}
.a sup{display:inline-flex;align-items:center;justify-content:center;width:17px;height:17px;border-radius:5px;background:#ede9fe;color:#4327d6;font-size:11px;font-weight:700;margin-left:3px;vertical-align:2px}
.sources{display:flex;gap:8px;flex-wrap:wrap}
.src{display:inline-flex;align-items:center;gap:6px;border:1px solid #ddd6fe;background:#faf8ff;border-radius:8px;padding:6px 10px;font-size:13px;color:#312e81}
.src b{color:#5b3df5;margin-right:2px}
.ask{position:absolute;left:20px;right:20px;bottom:30px;border:1px solid var(--line);border-radius:12px;padding:7px 8px 7px 14px}
.evals{right:40px;top:52px;width:236px;padding:16px 18px}
.guard{right:40px;top:222px;width:236px;padding:14px 16px}
.guard .row{gap:8px;font-size:13px;font-weight:500;margin-top:8px}`,
      html: `
${browser('left:40px;top:28px;width:500px;height:410px', 'ask.meridian-logistics.com', view)}
<div class="float evals">
  <div class="cap">Tested on 300 real questions</div>
  <div class="big" style="margin-top:8px">95%</div>
  <div class="t13 muted" style="margin-top:4px">answered correctly; the suite reruns on every change</div>
</div>
<div class="float guard">
  <div class="cap">Guardrails</div>
  <div class="row">${tick}Every answer cites a source</div>
  <div class="row">${tick}Personal data filtered</div>
  <div class="row">${tick}Human review over $5,000</div>
</div>`,
    };
  },

  /* A product roadmap: discovery, design, web and mobile builds, beta, in two-week sprints, the
     current sprint marked and a launch milestone; the sprint demo's progress beside it. */
  async 'product-development'() {
    const sprints = ['Disc.', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6'];
    const col = 52; // px per two-week column
    const x0 = 100;
    const lane = 44;
    const bar = (row, start, span, text, colour) =>
      `<div class="gbar" style="top:${row * lane + 46}px;left:${x0 + start * col + 3}px;width:${span * col - 6}px;background:${colour}">${text}</div>`;
    const lanes = ['Discovery', 'Design', 'Web app', 'Mobile app', 'Payments', 'Beta'];
    const view = `
      <div class="head row">
        <span class="t16 bb">Atlas · Roadmap</span><span class="chip">Sprint 4 of 6</span>
      </div>
      <div class="gantt">
        <div class="cols">${sprints.map((s, i) => `<span class="${i === 4 ? 'now' : ''}" style="left:${x0 + i * col}px;width:${col}px"><em>${s}</em></span>`).join('')}<span class="lh" style="left:${x0 + 7 * col}px;width:48px">Launch</span></div>
        ${lanes.map((l, i) => `<div class="lane" style="top:${i * lane + 40}px"><span>${l}</span></div>`).join('')}
        <div class="today" style="left:${x0 + 4.5 * col}px"></div>
        ${bar(0, 0, 1, await ic('check', 18, '#fff', 3), '#10b981')}
        ${bar(1, 1, 2, 'UX &amp; UI kit', '#10b981')}
        ${bar(2, 2, 3, 'Web app MVP', '#5b3df5')}
        ${bar(3, 3, 3, 'iOS &amp; Android', '#7c3aed')}
        ${bar(4, 4, 2, 'Stripe', '#0ea5e9')}
        ${bar(5, 5, 2, '40 users', '#f59e0b')}
        <div class="launch" style="left:${x0 + 7 * col + 15}px"></div>
      </div>`;
    return {
      from: '#5b3df5',
      to: '#312e81',
      css: `
.head{padding:0 18px;height:50px;gap:10px;border-bottom:1px solid var(--line)}
.gantt{position:absolute;left:0;right:0;top:50px;bottom:0}
.cols span{position:absolute;top:11px;text-align:center;font-size:12px;font-weight:600;color:#64748b}
.cols span.lh{color:#e11d48;font-weight:700}
.cols em{font-style:normal;padding:2px 7px;border-radius:6px}
.cols .now em{background:#e11d48;color:#fff}
.lane{position:absolute;left:0;right:0;height:${lane}px;border-top:1px solid #f1f5f9}
.lane span{position:absolute;left:18px;top:12px;font-size:14px;font-weight:600}
.gbar{position:absolute;z-index:2;height:32px;border-radius:8px;color:#fff;font-size:13px;font-weight:600;display:flex;align-items:center;justify-content:center;padding:0 6px;white-space:nowrap;overflow:hidden}
.today{position:absolute;z-index:1;top:34px;bottom:0;width:0;border-left:2px dashed #e11d48}
.launch{position:absolute;z-index:2;top:${5 * lane + 53}px;width:18px;height:18px;background:#e11d48;transform:rotate(45deg);border-radius:3px}
.demo{right:40px;top:56px;width:204px;padding:16px}
.ship{right:40px;top:224px;width:204px;padding:16px}
.prog{height:8px;border-radius:4px;background:#ede9fe;margin-top:10px;overflow:hidden}
.prog i{display:block;height:100%;width:86%;background:var(--primary);border-radius:4px}`,
      html: `
${browser('left:40px;top:30px;width:540px;height:392px', 'app.atlas-health.io/roadmap', view)}
<div class="float demo">
  <div class="cap">Sprint 4 demo · Thursday</div>
  <div class="row" style="gap:6px;margin-top:8px;align-items:baseline"><span class="big">18</span><span class="t14 muted">of 21 stories done</span></div>
  <div class="prog"><i></i></div>
</div>
<div class="float ship">
  <div class="row" style="gap:10px"><span class="tile" style="width:38px;height:38px;background:#e11d48">${await ic('rocket', 20, '#fff')}</span>
  <div><div class="cap">In 5 weeks</div><div class="t15 bb">Public launch</div></div></div>
  <div class="row" style="margin-top:10px;gap:8px"><span class="chip green">On track</span><span class="t13 muted">web + apps</span></div>
</div>`,
    };
  },

  /* An existing helpdesk with an AI panel docked at the side: the ticket summarised, tagged with a
     confidence score, and a reply drafted for the agent to insert; cost tracking beside it. */
  async 'ai-apps-integrations'() {
    const spark = await ic('sparkles', 16, '#5b3df5');
    const rail = ['inbox', 'users', 'chart-column', 'settings'];
    const railIcons = (await Promise.all(rail.map((n) => ic(n, 18, '#ccfbf1'))))
      .map((svg, i) => `<span class="ri ${i === 0 ? 'on' : ''}">${svg}</span>`)
      .join('');
    const view = `
      <div class="rail"><span class="rlogo">S</span>${railIcons}</div>
      <div class="ticket">
        <div class="row" style="gap:8px"><span class="t13 muted mono">#4821</span><span class="chip amber">Open</span></div>
        <div class="t16 bb" style="margin-top:6px">Order arrived damaged</div>
        <div class="msg">
          <div class="row" style="gap:9px"><span class="avatar" style="background:#0ea5e9">SK</span><div><div class="t13 bb">Sara Khalid</div><div class="label">09:14 · via e-mail</div></div></div>
          <p class="t14">Hi, order A-7730 arrived with a cracked screen and a crushed box. Can I get a replacement before Friday? I need it for a trip.</p>
        </div>
      </div>
      <div class="ai">
        <div class="row" style="gap:7px">${spark}<span class="t14 bb" style="color:#4327d6">AI Assist</span></div>
        <div class="lbl">Summary</div>
        <div class="t13" style="line-height:1.45">Damaged delivery; wants a replacement before Friday.</div>
        <div class="lbl">Tags</div>
        <div class="row" style="gap:5px;flex-wrap:wrap"><span class="chip red">Damaged item</span><span class="chip amber">High</span><span class="chip grey">94% confident</span></div>
        <div class="lbl">Suggested reply</div>
        <div class="draft t13">Sorry, Sara! A free replacement ships today by express and arrives Thursday.</div>
        <div class="row" style="gap:6px;margin-top:10px"><span class="btn">Insert reply</span><span class="btn ghost">Rewrite</span></div>
      </div>`;
    return {
      from: '#0ea5e9',
      to: '#4327d6',
      css: `
.rail{position:absolute;left:0;top:0;bottom:0;width:52px;background:#134e4a;display:flex;flex-direction:column;align-items:center;gap:8px;padding-top:12px}
.rlogo{width:30px;height:30px;border-radius:8px;background:#2dd4bf;color:#134e4a;font-weight:800;font-size:15px;display:flex;align-items:center;justify-content:center;margin-bottom:8px}
.ri{width:34px;height:34px;border-radius:8px;display:flex;align-items:center;justify-content:center;opacity:.75}
.ri.on{background:rgb(255 255 255/.14);opacity:1}
.ticket{position:absolute;left:52px;top:0;bottom:0;width:368px;padding:18px 20px}
.msg{margin-top:14px;border:1px solid var(--line);border-radius:12px;padding:12px 14px}
.msg p{margin-top:9px;line-height:1.5}
.reply{margin-top:12px;border:1px dashed #cbd5e1;border-radius:10px;padding:10px 14px}
.ai{position:absolute;right:0;top:0;bottom:0;width:300px;background:#f7f5ff;border-left:1px solid #ddd6fe;padding:16px 18px}
.lbl{font-size:11px;font-weight:700;color:#7c6fc4;text-transform:uppercase;letter-spacing:.05em;margin:12px 0 5px}
.draft{background:#fff;border:1.5px solid #c4b5fd;border-radius:10px;padding:9px 11px;line-height:1.45}
.cost{left:100px;top:304px;width:304px;padding:14px 16px}`,
      html: `
${browser('left:40px;top:30px;width:720px;height:400px', 'desk.souqbox.com/tickets/4821', view)}
<div class="float cost">
  <div class="row" style="gap:12px"><span class="tile" style="width:40px;height:40px;background:#10b981">${await ic('timer', 20, '#fff')}</span>
  <div><div class="row" style="gap:8px;align-items:baseline"><span class="big" style="font-size:28px">−60%</span><span class="t13 b">triage time</span></div>
  <div class="t13 muted" style="margin-top:3px">AI cost this month: $41 of $200 cap</div></div></div>
</div>`,
    };
  },

  /* Scheduled automations at work: end-to-end tests, CRM/ERP data sync, stock sync and a weekly
     report, each with its last run; one failed record retried and alerted; a test run's result. */
  async automation() {
    const okI = await ic('circle-check', 18, '#10b981');
    const runI = await ic('loader', 18, '#0ea5e9');
    const warnI = await ic('triangle-exclamation-point', 18, '#f59e0b');
    const rows = [
      [
        okI,
        'Checkout end-to-end tests',
        'On every deploy',
        '<span class="chip green">142 passed</span>',
      ],
      [
        okI,
        'CRM → ERP customer sync',
        'Every 15 min',
        '<span class="chip green">3,412 synced</span>',
      ],
      [okI, 'Stock sync, store ⇄ ERP', 'Hourly', '<span class="chip green">860 SKUs</span>'],
      [runI, 'Weekly sales report', 'Mon 08:00', '<span class="chip">Running</span>'],
      [
        warnI,
        'Supplier invoice import',
        'Daily 06:00',
        '<span class="chip amber">1 retried</span>',
      ],
    ];
    const view = `
      <div class="head row"><span class="t16 bb">Scheduled automations</span><span class="grow"></span><span class="chip green">${await ic('activity', 12, '#047857', 2.5)}24 jobs healthy</span></div>
      <div class="jobs">
        ${rows.map(([i, n, s, r]) => `<div class="job row">${i}<div class="grow"><div class="t14 b">${n}</div><div class="t13 muted">${s}</div></div>${r}</div>`).join('')}
      </div>`;
    const pass = await ic('check', 14, '#34d399', 3);
    return {
      from: '#10b981',
      to: '#0f766e',
      css: `
.head{padding:0 20px;height:52px;border-bottom:1px solid var(--line)}
.jobs{padding:4px 20px}
.job{gap:11px;padding:9px 0;border-bottom:1px solid #f1f5f9}
.job:last-child{border-bottom:0}
.run{right:40px;top:64px;width:262px;padding:16px 18px;background:#0f172a;color:#e2e8f0}
.run .l{display:flex;align-items:center;gap:8px;font-size:13px;margin-top:7px}
.run .l em{margin-left:auto;font-style:normal;color:#94a3b8;font-size:12px}
.alert{right:40px;top:286px;width:262px;padding:14px 16px}`,
      html: `
${browser('left:40px;top:30px;width:480px;height:400px', 'ops.nordhaus.de/automations', view)}
<div class="float run">
  <div class="row mono" style="gap:8px;font-size:12px;color:#94a3b8">${await ic('terminal', 14, '#94a3b8')}checkout.spec.ts</div>
  <div class="l mono">${pass}guest checkout<em>4.1 s</em></div>
  <div class="l mono">${pass}card payment<em>3.2 s</em></div>
  <div class="l mono">${pass}discount codes<em>2.7 s</em></div>
  <div class="row" style="margin-top:12px;gap:8px"><span class="t15 bb" style="color:#34d399">142 passed</span><span class="t13" style="color:#94a3b8">in 3 m 12 s</span></div>
</div>
<div class="float alert">
  <div class="row" style="gap:10px"><span class="tile" style="width:34px;height:34px;background:#f59e0b">${await ic('bell-ring', 18, '#fff')}</span>
  <div><div class="t13 bb">Invoice INV-8812 failed</div><div class="t13 muted">Retried OK · sent to #ops</div></div></div>
</div>`,
    };
  },

  /* A production architecture on one region: CDN → load balancer → API containers in two zones →
     PostgreSQL primary and replica, backups to object storage; the monthly bill cut by a third. */
  async 'cloud-services'() {
    const box = (x, y, colour, i, title, sub, w = 138) => `
      <div class="cnode" style="left:${x}px;top:${y}px;width:${w}px"><span class="tile" style="width:28px;height:28px;background:${colour}">${i}</span><div><div class="t14 bb">${title}</div><div class="sub">${sub}</div></div></div>`;
    const view = `
      <div class="head row"><span class="t16 bb">Production</span><span class="chip grey">eu-central-1 · Frankfurt</span></div>
      <div class="region"><span>VPC · 2 availability zones</span></div>
      <svg class="wires" width="500" height="338" viewBox="0 0 500 338"><g fill="none" stroke="#94a3b8" stroke-width="2">
        <path d="M94 144 V186"/><path d="M172 214 C188 214 184 116 200 116"/>
        <path d="M268 144 V186"/><path d="M412 144 C412 168 300 160 300 186" stroke-dasharray="5 4"/>
        <path d="M338 214 H346" stroke-dasharray="4 3"/>
      </g><g fill="#5b3df5"><circle cx="94" cy="186" r="3.5"/><circle cx="200" cy="116" r="3.5"/><circle cx="268" cy="186" r="3.5"/></g></svg>
      ${box(16, 88, '#0ea5e9', await ic('globe', 16, '#fff'), 'CDN', 'static + cache', 156)}
      ${box(16, 186, '#5b3df5', await ic('split', 16, '#fff'), 'Load balancer', 'HTTPS · WAF', 156)}
      ${box(200, 88, '#14b8a6', await ic('container', 16, '#fff'), 'API', '6 containers')}
      ${box(346, 88, '#14b8a6', await ic('container', 16, '#fff'), 'Workers', '3 containers')}
      ${box(200, 186, '#f59e0b', await ic('database', 16, '#fff'), 'PostgreSQL', 'primary · a')}
      ${box(346, 186, '#f59e0b', await ic('database', 16, '#fff'), 'Replica', 'standby · b')}
      <div class="iac row"><span>${await ic('file-code', 15, '#5b3df5')}</span><span class="mono">terraform plan</span><span class="grow"></span><span class="muted">148 resources · no drift</span></div>`;
    const bars = [100, 97, 94, 72, 68, 67];
    return {
      from: '#14b8a6',
      to: '#5b3df5',
      css: `
.head{padding:0 18px;height:48px;gap:10px;border-bottom:1px solid var(--line)}
.wires{position:absolute;left:0;top:0;z-index:1}
.region{position:absolute;left:188px;top:58px;width:304px;height:206px;border:2px dashed #5eead4;border-radius:14px;background:#f0fdfa}
.region span{position:absolute;left:12px;top:5px;font-size:11px;font-weight:700;color:#0f766e}
.cnode{position:absolute;z-index:2;height:56px;display:flex;align-items:center;gap:8px;background:#fff;border:1.5px solid var(--line);border-radius:11px;padding:0 10px;box-shadow:0 3px 8px rgb(15 23 42/.06)}
.cnode .sub{font-size:12px;color:#64748b;white-space:nowrap}
.iac{position:absolute;left:16px;right:16px;bottom:16px;gap:8px;font-size:13px;background:#f8fafc;border:1px solid var(--line);border-radius:9px;padding:8px 12px}
.bill{right:40px;top:46px;width:216px;padding:16px}
.bills{display:flex;align-items:flex-end;gap:7px;height:52px;margin-top:12px}
.bills i{flex:1;border-radius:4px 4px 0 0;background:#c7d2fe}
.bills i.new{background:#10b981}
.months{display:flex;gap:7px;margin-top:4px}
.months span{flex:1;text-align:center;font-size:11px;color:#64748b;font-weight:600}
.up{right:40px;top:278px;width:216px;padding:14px 16px}`,
      html: `
${browser('left:40px;top:30px;width:500px;height:372px', 'console · architecture / production', view)}
<div class="float bill">
  <div class="cap">Monthly cloud bill</div>
  <div class="row" style="gap:8px;margin-top:8px;align-items:baseline"><span class="big">$12.3k</span><span class="chip green">−33%</span></div>
  <div class="t13 muted" style="margin-top:5px">was <s>$18.4k</s> a month</div>
  <div class="bills">${bars.map((h, i) => `<i class="${i > 2 ? 'new' : ''}" style="height:${h}%"></i>`).join('')}</div>
  <div class="months">${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'].map((m) => `<span>${m}</span>`).join('')}</div>
</div>
<div class="float up">
  <div class="row" style="gap:10px"><span class="tile" style="width:36px;height:36px;background:#0f766e">${await ic('shield-check', 19, '#fff')}</span>
  <div><div class="t15 bb">99.9% uptime</div><div class="t13 muted">Restore drill: 12 min</div></div></div>
</div>`,
    };
  },

  /* A CI/CD run in a dark pipeline view: build, test, preview environment, blue-green deploy to
     production, with durations; the week's deploy count and merge-to-production time. */
  async 'devops-services'() {
    const done = await ic('circle-check', 18, '#34d399');
    const stage = (i, title, time, detail, state = 'done') => `
      <div class="stage ${state}"><div class="row" style="gap:8px">${i}<span class="t15 bb">${title}</span></div>
      <div class="t13 mono time">${time}</div><div class="detail">${detail}</div></div>`;
    const arrow = `<span class="arrow">${await ic('chevron-right', 20, '#64748b', 2.5)}</span>`;
    const view = `
      <div class="head">
        <div class="row" style="gap:10px"><span class="chip green" style="background:#064e3b;color:#6ee7b7">${await ic('check', 12, '#6ee7b7', 3)}Deployed</span><span class="t16 bb" style="color:#f8fafc">Apple Pay at checkout</span></div>
        <div class="row t13" style="gap:8px;margin-top:7px;color:#94a3b8"><span class="avatar" style="width:22px;height:22px;font-size:10px;background:#ec4899">NA</span>Nadia A. merged #482 into <span class="mono" style="color:#c4b5fd">main</span> · <span class="mono">a3f9c1e</span></div>
      </div>
      <div class="stages row">
        ${stage(done, 'Build', '1m 12s', 'Docker image')}${arrow}
        ${stage(done, 'Test', '4m 05s', '312 tests')}${arrow}
        ${stage(done, 'Preview', '2m 30s', 'pr-482 URL')}${arrow}
        ${stage(done, 'Production', '3m 10s', 'Blue-green')}
      </div>
      <div class="logs mono">
        <div><span style="color:#34d399">✓</span> health checks passed on 6/6 pods</div>
        <div><span style="color:#34d399">✓</span> traffic switched to green · 0 errors</div>
      </div>`;
    const week = [5, 8, 6, 9, 10];
    return {
      from: '#ec4899',
      to: '#7c3aed',
      css: `
.dark{background:#0b1120}
.dark > .bar{background:#111827;border-bottom-color:#1f2937}
.dark > .bar .url{background:#1f2937;color:#94a3b8}
.head{padding:16px 20px;border-bottom:1px solid #1f2937}
.stages{padding:20px 20px 0;gap:4px;align-items:stretch}
.stage{flex:1;background:#111827;border:1.5px solid #1f2937;border-radius:12px;padding:11px 12px;color:#e2e8f0}
.stage.done{border-color:#065f46}
.stage .time{color:#94a3b8;margin-top:6px}
.stage .detail{font-size:13px;color:#cbd5e1;margin-top:2px;white-space:nowrap}
.arrow{display:flex;align-items:center}
.logs{margin:16px 20px 0;background:#020617;border-radius:10px;padding:10px 14px;font-size:13px;color:#cbd5e1;line-height:1.8}
.freq{right:40px;top:30px;width:236px;padding:16px 18px}
.week{display:flex;align-items:flex-end;gap:8px;height:50px;margin-top:10px}
.week div{flex:1;display:flex;flex-direction:column;align-items:center;gap:3px;height:100%;justify-content:flex-end}
.week i{width:100%;border-radius:4px 4px 0 0;background:linear-gradient(#a78bfa,#5b3df5)}
.week span{font-size:11px;color:#64748b;font-weight:600}
.lead{right:40px;top:316px;width:236px;padding:14px 16px}`,
      html: `
${browser('left:40px;top:78px;width:620px;height:322px', 'ci.fleetly.app/pipelines/1842', view, 'dark')}
<div class="float freq">
  <div class="row" style="gap:8px;align-items:baseline"><span class="big">38</span><span class="t14 b">deploys this week</span></div>
  <div class="week">${week.map((h, i) => `<div><i style="height:${h * 7}%"></i><span>${'MTWTF'[i]}</span></div>`).join('')}</div>
</div>
<div class="float lead">
  <div class="row" style="gap:10px"><span class="tile" style="width:36px;height:36px;background:#ec4899">${await ic('timer', 19, '#fff')}</span>
  <div><div class="t16 bb">15 min</div><div class="t13 muted">from merge to production</div></div></div>
</div>`,
    };
  },

  /* One product on two screens: a coffee subscription's responsive website in a browser and the
     same shop in its mobile app, with the web page's speed scores. */
  async 'web-mobile-dev'() {
    const view = `
      <div class="nav row"><span class="logo">${await ic('coffee', 18, '#92400e')}</span><span class="t15 bb">Qahwa Roasters</span><span class="grow"></span><span class="t13 muted">Shop</span><span class="t13 muted">Subscribe</span><span class="t13 muted">Cafés</span>${await ic('shopping-bag', 17, '#0f172a')}</div>
      <div class="hero">
        <div class="t13 b" style="color:#b45309">Roasted in Dubai every Monday</div>
        <div class="h1">Fresh coffee at your door, every week</div>
        <div class="row" style="margin-top:14px;gap:8px"><span class="btn" style="background:#92400e">Start subscription</span><span class="btn ghost">Browse beans</span></div>
      </div>
      <div class="shot">
        <div class="pack"><div class="label"><div class="t13 bb">ETHIOPIA</div><div class="lr">Light roast</div></div></div>
        <div class="tag"><div class="t13 bb">Yirgacheffe</div><div class="t13" style="color:#92400e;font-weight:700">AED 59</div></div>
      </div>`;
    const phone = `
      <div class="pscreen">
        <div class="ptop row">${await ic('chevron-left', 18, '#0f172a')}<span class="t13 bb">Qahwa</span><span class="grow"></span>${await ic('shopping-bag', 16, '#0f172a')}</div>
        <div class="ppack"><div class="pack small"><div class="label"><div class="bb" style="font-size:11px">ETHIOPIA</div><div class="lr">Light roast</div></div></div></div>
        <div class="t16 bb" style="margin-top:10px">Yirgacheffe</div>
        <div class="t13 muted">Jasmine, lemon, honey</div>
        <div class="row" style="margin-top:8px;gap:6px"><span class="chip amber">Filter</span><span class="chip grey">250 g</span></div>
        <div class="pbtn">Add · AED 59</div>
      </div>`;
    return {
      from: '#5b3df5',
      to: '#0ea5e9',
      css: `
.nav{height:50px;padding:0 20px;gap:14px;border-bottom:1px solid #f1f5f9}
.logo{width:30px;height:30px;border-radius:8px;background:#fef3c7;display:flex;align-items:center;justify-content:center}
.browser .view{background:linear-gradient(#fffbeb,#fff 80%)}
.hero{position:absolute;left:24px;top:72px;width:270px}
.h1{font-size:27px;font-weight:700;letter-spacing:-.02em;line-height:1.15;margin-top:8px}
.shot{position:absolute;left:318px;top:70px;width:176px;height:200px;border-radius:18px;background:radial-gradient(circle at 50% 55%,#fde68a,#fef3c7 70%);padding-top:10px}
.pack{position:relative;margin:0 auto;width:128px;height:180px;border-radius:10px 10px 16px 16px;background:linear-gradient(100deg,#b45309,#f59e0b 45%,#d97706);display:flex;align-items:center;justify-content:center;box-shadow:0 14px 26px -10px rgb(146 64 14/.6)}
.pack::before{content:'';position:absolute;left:0;right:0;top:0;height:22px;border-radius:10px 10px 0 0;background:repeating-linear-gradient(90deg,#92400e 0 6px,#a8550f 6px 12px)}
.pack .label{background:#fffbeb;border-radius:8px;padding:10px 12px;text-align:center;color:#78350f;margin-top:16px}
.pack .lr{font-size:11px;font-weight:600;color:#b45309;margin-top:1px}
.pack.small{width:84px;height:104px;border-radius:8px 8px 12px 12px}
.pack.small::before{height:14px;border-radius:8px 8px 0 0}
.pack.small .label{padding:6px 7px;margin-top:10px}
.tag{position:absolute;left:-28px;bottom:14px;background:#fff;border-radius:10px;padding:7px 11px;box-shadow:0 8px 18px rgb(15 23 42/.14)}
.pscreen{padding:42px 14px 14px;height:100%;background:#fffbeb}
.ptop{margin-bottom:10px;gap:4px}
.ppack{height:128px;border-radius:14px;display:flex;align-items:center;justify-content:center;background:#fde68a}
.pbtn{margin-top:14px;background:#92400e;color:#fff;border-radius:10px;text-align:center;font-size:13px;font-weight:700;padding:9px 0}
.speed{left:64px;top:312px;width:240px;padding:12px 16px}
.gauge{width:46px;height:46px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:16px;color:#047857;background:conic-gradient(#10b981 0 98%,#d1fae5 0);position:relative;flex:none}
.gauge::before{content:'';position:absolute;inset:4px;border-radius:50%;background:#fff}
.gauge b{position:relative}`,
      html: `
${browser('left:40px;top:30px;width:540px;height:318px', 'qahwaroasters.ae', view)}
<div class="phone" style="left:574px;top:34px;width:188px;height:362px"><div class="screen">${phone}</div></div>
<div class="float speed">
  <div class="row" style="gap:12px"><span class="gauge"><b>98</b></span>
  <div><div class="t15 bb">Loads in 1.2 s</div><div class="t13 muted">Lighthouse performance</div></div></div>
</div>`,
    };
  },

  /* A design file: layers, two onboarding screens linked by a prototype arrow, colour tokens and a
     button component with its variants; the prototype's share link and test result. */
  async 'ui-ux-design'() {
    const layers = ['Onboarding', '01 Welcome', '02 Goals', 'Components', 'Button', 'Chip'];
    const frame = (x, name, body) => `
      <div class="frame-name" style="left:${x}px">${name}</div>
      <div class="frame" style="left:${x}px">${body}</div>`;
    const swatch = (c, n) =>
      `<div class="sw"><i style="background:${c}"></i><span class="t13 b">${n}</span><span class="mono hex">${c.toUpperCase()}</span></div>`;
    const view = `
      <div class="layers">
        <div class="lbl">Layers</div>
        ${layers.map((l, i) => `<div class="layer ${i === 2 ? 'on' : ''} ${i === 0 || i === 3 ? 'grp' : ''}">${l}</div>`).join('')}
      </div>
      <div class="board">
        ${frame(
          22,
          '01 Welcome',
          `<div class="ill">${await ic('heart-pulse', 30, '#fff')}</div><div class="ft">Feel better in 10 minutes a day</div><div class="fb">Get started</div>`,
        )}
        ${frame(
          176,
          '02 Goals',
          `<div class="ft" style="margin-top:2px">What matters to you?</div><div class="opt on">Sleep better</div><div class="opt">Less stress</div><div class="opt on">Move more</div><div class="fb">Continue</div>`,
        )}
        <svg class="proto" width="44" height="150" viewBox="0 0 44 150"><path d="M4 140 C26 140 10 14 30 12" fill="none" stroke="#0ea5e9" stroke-width="2.5"/><path d="M23 6 L31 12 L23 18" fill="none" stroke="#0ea5e9" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/><circle cx="4" cy="140" r="4.5" fill="#0ea5e9"/></svg>
        <div class="sel" style="left:173px"></div>
      </div>
      <div class="inspect">
        <div class="lbl">Colour tokens</div>
        ${swatch('#5b3df5', 'Primary')}${swatch('#10b981', 'Success')}${swatch('#f472b6', 'Accent')}${swatch('#0f172a', 'Ink')}
        <div class="lbl" style="margin-top:12px">Button</div>
        <div class="row" style="gap:6px"><span class="btn" style="padding:6px 10px">Primary</span><span class="btn ghost" style="padding:6px 10px">Ghost</span></div>
      </div>`;
    return {
      from: '#d946ef',
      to: '#0ea5e9',
      css: `
.layers{position:absolute;left:0;top:0;bottom:0;width:128px;border-right:1px solid var(--line);padding:12px 10px}
.lbl{font-size:11px;font-weight:700;color:#64748b;text-transform:uppercase;letter-spacing:.05em;margin-bottom:6px}
.layer{font-size:13px;padding:5px 8px 5px 18px;border-radius:6px;color:#334155}
.layer.grp{padding-left:8px;font-weight:600;color:var(--ink)}
.layer.on{background:#e0f2fe;color:#0369a1;font-weight:600}
.board{position:absolute;left:128px;right:180px;top:0;bottom:0;background:#eef1f5}
.frame-name{position:absolute;top:14px;font-size:12px;font-weight:600;color:#64748b}
.frame{position:absolute;top:34px;width:134px;height:232px;background:#fff;border-radius:14px;box-shadow:0 6px 16px rgb(15 23 42/.12);padding:14px 12px;display:flex;flex-direction:column;gap:8px}
.ill{height:92px;border-radius:12px;background:linear-gradient(135deg,#f472b6,#5b3df5);display:flex;align-items:center;justify-content:center}
.ft{font-size:15px;font-weight:700;line-height:1.2}
.fb{margin-top:auto;background:var(--primary);color:#fff;border-radius:9px;text-align:center;font-size:13px;font-weight:600;padding:8px 0}
.opt{border:1.5px solid var(--line);border-radius:9px;font-size:13px;padding:6px 9px;font-weight:500}
.opt.on{border-color:#5b3df5;background:#f5f3ff;color:#4327d6}
.proto{position:absolute;z-index:3;left:142px;top:96px}
.sel{position:absolute;top:31px;width:140px;height:238px;border:2px solid #0ea5e9;border-radius:16px}
.inspect{position:absolute;right:0;top:0;bottom:0;width:180px;border-left:1px solid var(--line);padding:12px 14px}
.sw{display:flex;align-items:center;gap:8px;margin-top:7px}
.sw i{width:22px;height:22px;border-radius:6px;flex:none}
.sw .hex{font-size:11px;color:#64748b;margin-left:auto}
.share{right:40px;top:276px;width:268px;padding:14px 16px}
.link{margin-top:10px;background:#f5f3ff;border-radius:8px;padding:6px 10px;color:#4327d6;gap:8px}
.lift{left:60px;top:336px;width:236px;padding:12px 16px}`,
      html: `
${browser('left:40px;top:28px;width:640px;height:344px', 'design file · Calmly app · Onboarding', view)}
<div class="float share">
  <div class="row" style="gap:10px"><span class="tile" style="width:36px;height:36px;background:#0ea5e9">${await ic('play', 18, '#fff')}</span>
  <div class="grow"><div class="t14 bb">Clickable prototype</div><div class="t13 muted">12 screens · tested with 8 users</div></div></div>
  <div class="link row"><span class="t13 b grow">proto.calmly.app/onboarding</span>${await ic('copy', 14, '#5b3df5')}</div>
</div>
<div class="float lift">
  <div class="row" style="gap:12px"><span class="big" style="font-size:30px;color:#059669">+45%</span><span class="t13 muted" style="line-height:1.3">task completion<br>in user tests</span></div>
</div>`,
    };
  },

  /* A week's content calendar: posts scheduled per channel with times, one AI draft waiting for
     approval; the week's reach and engagement. */
  async 'automated-social-media'() {
    const post = (channel, colour, time, text, waiting) => `
      <div class="post ${waiting ? 'wait' : ''}"><div class="row" style="gap:6px"><span class="dot" style="background:${colour}"></span><span class="ch">${channel}</span><span class="grow"></span><span class="tm mono">${time}</span></div>
      <div class="tx">${text}</div>${waiting ? '<span class="chip amber" style="margin-top:6px">Needs approval</span>' : ''}</div>`;
    const days = [
      [
        'Mon 12',
        [
          post('LinkedIn', '#0a66c2', '09:00', 'We’re hiring a brand lead'),
          post('Instagram', '#e1306c', '18:30', 'Reel: a 3-step routine'),
          post('X', '#0f172a', '21:00', 'Poll: serum or oil?'),
        ],
      ],
      [
        'Tue 13',
        [
          post('Facebook', '#1877f2', '10:00', 'Weekend offer: 2&nbsp;for&nbsp;1'),
          post('YouTube', '#e11d48', '16:00', 'Short: SPF myths in 60&nbsp;s'),
          post('Instagram', '#e1306c', '19:00', 'Carousel: new range'),
        ],
      ],
      [
        'Wed 14',
        [
          post('TikTok', '#14b8a6', '07:30', 'Morning routine in 30 seconds', true),
          post('LinkedIn', '#0a66c2', '12:30', 'Founder note: made in Dubai'),
          post('X', '#0f172a', '18:00', 'New serum on Friday'),
        ],
      ],
    ];
    const view = `
      <div class="head row"><span class="t16 bb">Content calendar</span><span class="chip grey">12 – 18 May</span><span class="grow"></span><span class="t13 muted">6 channels</span></div>
      <div class="days">${days.map(([d, posts]) => `<div class="day"><div class="dh">${d}</div>${posts.join('')}</div>`).join('')}</div>`;
    return {
      from: '#10b981',
      to: '#0ea5e9',
      css: `
.head{padding:0 18px;height:50px;gap:10px;border-bottom:1px solid var(--line)}
.days{display:flex;gap:10px;padding:12px 16px;background:#f8fafc;position:absolute;top:50px;bottom:0;left:0;right:0}
.day{flex:1;display:flex;flex-direction:column;gap:8px;min-width:0}
.dh{font-size:12px;font-weight:700;color:#64748b;text-transform:uppercase;letter-spacing:.04em}
.post{border:1px solid var(--line);border-radius:10px;padding:8px 10px;background:#fff;box-shadow:0 1px 2px rgb(15 23 42/.05)}
.post.wait{border:1.5px solid #fbbf24}
.post .ch{font-size:12px;font-weight:700}
.post .tm{font-size:11px;color:#64748b}
.post .tx{font-size:13px;line-height:1.35;margin-top:4px;font-weight:500}
.stats{right:40px;top:40px;width:220px;padding:16px 18px}
.draft{right:40px;top:236px;width:220px;padding:14px 16px}`,
      html: `
${browser('left:40px;top:30px;width:510px;height:400px', 'social.noorskin.ae/calendar', view)}
<div class="float stats">
  <div class="cap">Reach this week</div>
  <div class="row" style="gap:8px;margin-top:6px;align-items:baseline"><span class="big">48.2k</span><span class="chip green">+18%</span></div>
  <div class="row" style="gap:18px;margin-top:12px"><div><div class="t16 bb">6.4%</div><div class="label">engagement</div></div><div><div class="t16 bb">27</div><div class="label">leads</div></div><div><div class="t16 bb">14</div><div class="label">queued</div></div></div>
</div>
<div class="float draft">
  <div class="row" style="gap:8px">${await ic('sparkles', 16, '#5b3df5')}<span class="t13 bb">AI draft · TikTok</span></div>
  <div class="t13" style="margin-top:6px;line-height:1.4">“30 seconds, 3 steps, skin ready for the day.”</div>
  <div class="row" style="gap:6px;margin-top:10px"><span class="btn" style="background:#10b981">Approve</span><span class="btn ghost">Edit</span></div>
</div>`,
    };
  },
};

export async function pictures(only) {
  const slugs = Object.keys(scenes).filter((slug) => !only || slug === only);
  if (only && slugs.length === 0) throw new Error(`Unknown service ${only}`);
  return Promise.all(
    slugs.map(async (slug) => {
      const { from, to, html, css } = await scenes[slug]();
      return {
        file: `services/${slug}.webp`,
        width: WIDTH,
        height: HEIGHT,
        scale: 1.5,
        css: shared + css,
        html: `<div class="backdrop" style="--from:${from};--to:${to}"></div>${html}`,
      };
    }),
  );
}
