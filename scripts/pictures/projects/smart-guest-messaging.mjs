/**
 * Smart Guest Messaging: the AI concierge built for a Dubai holiday-home operator (300+ units).
 * Screens: the concierge inbox, a property's house manual the answers are grounded in, the
 * automatic check-in message, replies in Arabic and Russian, staff escalation, and insights.
 * Facts as in content-fallback/projects.ts and project-details.ts: 80 % of messages answered
 * without staff, review score 4.6 → 4.9, night shift down to one person, English/Arabic/Russian,
 * OpenAI + Python retrieval, n8n workflows, PostgreSQL history, channel manager (Guesty).
 */
import { icon } from '../render.mjs';

const names = [
  'bot',
  'inbox',
  'siren',
  'calendar-check',
  'book-open',
  'chart-column',
  'wifi',
  'car',
  'key-round',
  'send',
  'check-check',
  'sparkles',
  'user-round',
  'moon',
  'search',
  'building',
  'clock',
  'phone',
  'wrench',
  'file-text',
  'languages',
  'star',
  'check',
  'map-pin',
  'waves-horizontal',
  'trash',
  'volume-x',
  'life-buoy',
  'chevron-down',
  'paperclip',
  'lock',
  'message-circle',
  'bell-ring',
  'circle-check',
  'arrow-right',
  'shield-check',
];
const svg = {};
await Promise.all(
  names.map(async (name) => {
    svg[name] = await icon(name, { size: 16 });
  }),
);
/** An icon at a size, colour and stroke width. */
const I = (name, size = 16, stroke = 'currentColor', width = 2) =>
  svg[name]
    .replace(/width="16" height="16"/, `width="${size}" height="${size}"`)
    .replace('stroke="currentColor"', `stroke="${stroke}"`)
    .replace('stroke-width="2"', `stroke-width="${width}"`);

/* Shared by every screen of this project: the concierge's own UI on the kit's parts. */
const base = `
.backdrop{--from:#6d4ff7;--to:#3b22c4}
.chip,.label,th,.browser>.bar .url{font-size:12px}
.browser{left:36px;top:32px;width:888px;height:576px}
.app{position:absolute;inset:0;display:flex}
.nav{width:172px;flex:none;padding:16px 10px 14px;display:flex;flex-direction:column;gap:3px}
.nav .brand{display:flex;align-items:center;gap:9px;color:#fff;font-weight:700;font-size:15px;padding:0 4px 16px}
.nav .mark{width:30px;height:30px;border-radius:9px;background:var(--primary);display:grid;place-items:center;color:#fff}
.nav .item{font-size:13px}
.nav .item svg{flex:none;opacity:.85}
.nav .n{margin-inline-start:auto;font-size:12px;font-weight:600;background:rgb(255 255 255 / .12);color:#fff;border-radius:999px;padding:0 7px}
.nav .n.red{background:var(--rose)}
.nav .foot{margin-top:auto;border-top:1px solid rgb(255 255 255 / .1);padding:12px 6px 0;font-size:12px;line-height:1.5}
.nav .foot b{color:#fff;font-weight:600}
.main{flex:1;min-width:0;background:#f8fafc;position:relative}
.head{display:flex;align-items:center;gap:10px;padding:14px 20px;background:#fff;border-bottom:1px solid var(--line)}
.head h1{font-size:17px;font-weight:700;letter-spacing:-.01em}
.head .sub{font-size:12px;color:var(--muted)}
.ch{font-size:12px;font-weight:600;color:#64748b}
.dot{width:8px;height:8px;border-radius:50%;display:inline-block;flex:none}
.float{padding:14px 16px}
.rail{width:58px;flex:none;display:flex;flex-direction:column;align-items:center;gap:8px;padding:14px 0}
.rail .mark{width:32px;height:32px;border-radius:9px;background:var(--primary);display:grid;place-items:center;margin-bottom:10px}
.rail .ri{width:38px;height:38px;border-radius:9px;display:grid;place-items:center;color:#94a3b8;position:relative}
.rail .ri.on{background:rgb(255 255 255 / .12);color:#fff}
.rail .ri .n{position:absolute;top:1px;right:0;min-width:16px;height:16px;border-radius:8px;background:var(--rose);color:#fff;font-size:12px;line-height:16px;text-align:center;font-weight:700;padding:0 4px}
.fi{width:40px;height:40px;border-radius:11px;display:grid;place-items:center;flex:none}
`;

const nav = (on) => {
  const items = [
    ['inbox', 'Inbox', '<span class="n">12</span>'],
    ['siren', 'Escalations', '<span class="n red">3</span>'],
    ['calendar-check', 'Check-ins', ''],
    ['book-open', 'House manuals', ''],
    ['chart-column', 'Insights', ''],
  ];
  return `<div class="nav sidebar">
    <div class="brand"><span class="mark">${I('bot', 17, '#fff')}</span>Concierge</div>
    ${items
      .map(
        ([i, label, n]) =>
          `<div class="item${label === on ? ' on' : ''}">${I(i, 16)}<span>${label}</span>${n}</div>`,
      )
      .join('')}
    <div class="foot"><div>312 units · Dubai</div><div class="row" style="gap:6px;margin-top:4px">${I('moon', 13, '#a5b4fc')}<span>Night shift: <b>Rania K.</b></span></div></div>
  </div>`;
};

/** The narrow version of the nav, where a screen needs the width. */
const rail = (on) => `<div class="rail sidebar"><span class="mark">${I('bot', 17, '#fff')}</span>
  ${['inbox', 'siren', 'calendar-check', 'book-open', 'chart-column']
    .map(
      (i) =>
        `<span class="ri${i === on ? ' on' : ''}">${I(i, 18)}${i === 'siren' ? '<span class="n">3</span>' : ''}</span>`,
    )
    .join('')}</div>`;

const browser = (url, body, style = '') =>
  `<div class="browser" style="${style}"><div class="bar"><i></i><i></i><i></i><span class="url">${url}</span></div><div class="view">${body}</div></div>`;

/* ---------- 1. Inbox: a guest's question answered from the house manual ---------- */
const inboxCss = `
.list{width:252px;flex:none;background:#fff;border-inline-end:1px solid var(--line);display:flex;flex-direction:column}
.list .top{padding:14px 16px 10px;border-bottom:1px solid var(--line)}
.list .top h2{font-size:16px;font-weight:700}
.tabs{display:flex;gap:6px;margin-top:9px;white-space:nowrap}
.conv{display:flex;gap:10px;padding:11px 14px;border-bottom:1px solid #f1f5f9}
.conv.on{background:#f5f3ff;box-shadow:inset 3px 0 0 var(--primary)}
.conv .who{font-size:13px;font-weight:600;display:flex;justify-content:space-between;gap:6px}
.conv .who span{font-weight:500;color:#94a3b8;font-size:12px}
.conv .unit{font-size:12px;color:#64748b;margin-top:1px}
.conv .snip{font-size:12px;color:#334155;margin-top:3px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.conv .meta{display:flex;gap:6px;align-items:center;margin-top:6px}
.thread{flex:1;min-width:0;display:flex;flex-direction:column;background:#f8fafc}
.thead{background:#fff;border-bottom:1px solid var(--line);padding:12px 20px;display:flex;align-items:center;gap:12px}
.thead .nm{font-size:15px;font-weight:700}
.thead .sub{font-size:12px;color:var(--muted)}
.msgs{flex:1;padding:18px 22px;display:flex;flex-direction:column;gap:14px}
.b{max-width:90%;border-radius:16px;padding:11px 15px;font-size:16px;line-height:1.45}
.b.guest{align-self:flex-start;background:#fff;border:1px solid var(--line);border-end-start-radius:5px}
.b b{white-space:nowrap}
.b.ai{align-self:flex-end;background:var(--primary);color:#fff;border-end-end-radius:5px}
.b.ai b{font-weight:700}
.tag{font-size:13px;color:#64748b;display:flex;align-items:center;gap:6px}
.tag.r{align-self:flex-end}
.src{display:flex;gap:6px;align-self:flex-end;flex-wrap:wrap;justify-content:flex-end}
.src .chip{font-size:13px;padding:3px 10px;background:#fff;border:1px solid #ddd6fe;color:var(--primary-dark)}
.compose{margin:0 18px 16px;background:#fff;border:1px solid var(--line);border-radius:12px;padding:10px 12px;display:flex;align-items:center;gap:10px;font-size:13px;color:#475569}
`;

const conv = (on, av, color, who, time, unit, snip, channel, chip) => `
  <div class="conv${on ? ' on' : ''}"><span class="avatar" style="background:${color}">${av}</span>
    <div class="grow"><div class="who">${who}<span>${time}</span></div><div class="unit">${unit}</div>
    <div class="snip">${snip}</div><div class="meta"><span class="ch">${channel}</span>${chip}</div></div></div>`;

const inbox = {
  name: 'concierge-inbox',
  width: 960,
  height: 640,
  scale: 1.5,
  css: base + inboxCss,
  html: `<div class="backdrop"></div>
${browser(
  'concierge.internal/inbox',
  `<div class="app">${rail('inbox')}
  <div class="list">
    <div class="top"><h2>Inbox <span class="label" style="font-size:12.5px;margin-inline-start:4px">312 units · Dubai</span></h2><div class="tabs"><span class="chip">All 48</span><span class="chip grey">AI 39</span><span class="chip grey">Staff 9</span></div></div>
    ${conv(true, 'SL', '#7c3aed', 'Sophie Laurent', '23:41', 'Marina Gate 2 · 1804', 'Perfect, found it. Thank you!', 'Airbnb', '<span class="chip green">AI answered</span>')}
    ${conv(false, 'DV', '#0ea5e9', 'Dmitry Volkov', '23:36', 'Burj Vista 1 · 3102', 'Во сколько можно заехать?', 'Booking.com', '<span class="chip green">AI answered</span>')}
    ${conv(false, 'PN', '#e11d48', 'Priya Nair', '23:29', 'Rimal 3, JBR · 2207', 'Water is leaking under the sink!', 'WhatsApp', '<span class="chip red">Escalated</span>')}
    ${conv(false, 'JW', '#f59e0b', 'James Whitfield', '22:58', 'Executive Towers B · 1210', 'Could we check out at 2 pm?', 'Airbnb', '<span class="chip amber">Needs staff</span>')}
    ${conv(false, 'OH', '#14b8a6', 'Omar Haddad', '18:14', 'Shoreline 5, Palm · 504', '<span dir="rtl">وما هي كلمة مرور الواي فاي؟</span>', 'WhatsApp', '<span class="chip green">AI answered</span>')}
  </div>
  <div class="thread">
    <div class="thead"><span class="avatar" style="background:#7c3aed;width:36px;height:36px;font-size:13px">SL</span>
      <div class="grow"><div class="nm">Sophie Laurent</div><div class="sub">Marina Gate 2 · 1804 · 13–16 Feb · 2 guests</div></div>
      <span class="chip grey">Airbnb</span><span class="chip">EN</span></div>
    <div class="msgs">
      <div class="b guest">Hi! We just landed. What's the Wi-Fi password, and where can we park the rental car?</div>
      <div class="tag r">${I('bot', 14, '#5b3df5')}<b style="color:var(--primary-dark)">AI concierge</b> · replied in 6 s</div>
      <div class="b ai">Welcome to Marina Gate 2! Wi-Fi is <b>MG2-1804</b>, password <b>Marina@1804</b>. Your parking bay is <b>P2-117</b> on basement level&nbsp;2; the access card is in the key box by the door.</div>
      <div class="src"><span class="chip">${I('book-open', 13)}House manual · Wi-Fi</span><span class="chip">${I('book-open', 13)}House manual · Parking</span></div>
      <div class="b guest" style="margin-top:2px">Perfect, found it. Thank you!</div>
    </div>
    <div class="compose">${I('sparkles', 16, '#5b3df5')}<span class="grow">AI is handling this conversation</span><span class="btn ghost">Take over</span></div>
  </div></div>`,
)}
<div class="float" style="right:78px;bottom:108px;padding:11px 16px">
  <div class="row" style="gap:12px"><span class="fi" style="background:#d1fae5">${I('check-check', 22, '#059669')}</span>
  <div class="kpi" style="color:#047857;font-size:30px">80%</div>
  <div style="font-size:13px;font-weight:700;line-height:1.3">answered instantly<div class="label" style="font-weight:500">without staff · last 30 days</div></div></div>
</div>`,
};

/* ---------- 2. House manual: the per-property knowledge every answer cites ---------- */
const manualCss = `
.mwrap{position:absolute;inset:0;display:flex;flex-direction:column}
.body{flex:1;display:flex;gap:16px;padding:16px 18px;min-height:0}
.secs{flex:1;display:grid;grid-template-columns:1fr 1fr;gap:10px;align-content:start}
.sec{padding:11px 13px}
.sec .t{display:flex;align-items:center;gap:8px;font-size:13.5px;font-weight:700}
.sec .t .ico{width:26px;height:26px;border-radius:8px;background:var(--primary-light);color:var(--primary-dark);display:grid;place-items:center;flex:none}
.sec p{font-size:12.5px;color:#334155;margin-top:6px;line-height:1.45}
.sec .use{font-size:12px;color:#64748b;margin-top:7px}
.sec.hl{border-color:#c4b5fd;box-shadow:0 0 0 3px #ede9fe}
.test{width:268px;flex:none;display:flex;flex-direction:column;padding:14px}
.test h3{font-size:14px;font-weight:700}
.q{margin-top:10px;background:#f1f5f9;border-radius:12px;padding:10px 12px;font-size:13px}
.a{margin-top:10px;background:#f5f3ff;border:1px solid #ddd6fe;border-radius:12px;padding:10px 12px;font-size:13px;line-height:1.45}
.cite{margin-top:8px;font-size:12px;color:var(--primary-dark);font-weight:600;display:flex;gap:6px;align-items:center}
.guard{margin-top:14px;background:#fffbeb;border:1px solid #fde68a;border-radius:10px;padding:9px 11px;font-size:12px;color:#92400e;line-height:1.45}
.sel{display:flex;align-items:center;gap:8px;border:1px solid var(--line);border-radius:9px;padding:6px 10px;font-size:13px;font-weight:600;background:#fff}
`;

const sec = (i, title, text, use, hl = false) =>
  `<div class="card sec${hl ? ' hl' : ''}"><div class="t"><span class="ico">${I(i, 15)}</span>${title}</div><p>${text}</p><div class="use">${use}</div></div>`;

const manual = {
  name: 'house-manual',
  width: 960,
  height: 640,
  scale: 1.5,
  css: base + manualCss,
  html: `<div class="backdrop" style="--from:#5b3df5;--to:#0e7490"></div>
${browser(
  'concierge.internal/manuals/marina-gate-2-1804',
  `<div class="app">${nav('House manuals')}
  <div class="main"><div class="mwrap">
    <div class="head"><div class="grow"><h1>Marina Gate 2 · 1804</h1><div class="sub">2-bedroom · Dubai Marina · 18 sections · updated 3 Feb</div></div>
      <span class="sel">${I('building', 15, '#64748b')}1 of 312 units${I('chevron-down', 14, '#64748b')}</span><span class="btn">Edit manual</span></div>
    <div class="body">
      <div class="secs">
        ${sec('wifi', 'Wi-Fi & TV', 'Network MG2-1804, password Marina@1804. Router in the TV cabinet; restart it by the white button.', 'Cited 214 times this month', true)}
        ${sec('car', 'Parking', 'Bay P2-117, basement level 2. Access card in the key box by the door. Visitors park on B1.', 'Cited 131 times this month', true)}
        ${sec('key-round', 'Check-in & keys', 'From 15:00. Door code sent at 14:00 on arrival day; it works until checkout at 11:00.', 'Cited 188 times this month')}
        ${sec('waves-horizontal', 'Pool & gym', 'Level 5, open 6:00–22:00. Towels in the hallway cupboard. Children under 12 with an adult.', 'Cited 76 times this month')}
        ${sec('trash', 'Rubbish', 'Chute room next to the lift on every floor. Recycling bins on B1.', 'Cited 22 times this month')}
        ${sec('volume-x', 'Quiet hours', '22:00–08:00, building rule. No parties; complaints go straight to staff.', 'Cited 18 times this month')}
      </div>
      <div class="card test">
        <h3>Test the concierge</h3><div class="label">Answers come from this unit's manual only</div>
        <div class="q">Is there a pool? What time does it close?</div>
        <div class="a">Yes! The pool is on level 5 and open until 22:00. Towels are in the hallway cupboard, and children under 12 need an adult with them.</div>
        <div class="cite">${I('book-open', 14)}Source: Pool &amp; gym</div>
        <div class="guard"><b>Not in the manual?</b> The concierge says a colleague will reply and hands the chat to staff. It never guesses.</div>
      </div>
    </div>
  </div></div></div>`,
)}
<div class="float" style="right:62px;bottom:44px;width:262px">
  <div class="row"><span class="fi" style="background:var(--primary-light)">${I('shield-check', 22, '#4327d6')}</span>
  <div style="font-size:13.5px;font-weight:700;line-height:1.3">Grounded answers<div class="label" style="font-weight:500;margin-top:2px">Every reply cites the unit's own manual</div></div></div>
</div>`,
};

/* ---------- 3. Check-in: details sent automatically on arrival day ---------- */
const checkinCss = `
.browser.ck{left:44px;top:32px;width:584px;height:576px}

.tbl{padding:14px 18px}
.tbl table{background:#fff;border:1px solid var(--line);border-radius:12px;overflow:hidden;border-collapse:separate;border-spacing:0}
.tbl td{font-size:12.5px;padding:9px 10px}
.tbl td .s{font-size:12px;color:#64748b}
.tbl tr.on td{background:#f5f3ff}
.strip{display:flex;gap:10px;padding:14px 18px 0}
.strip .card{flex:1;padding:10px 12px}
.strip .kpi{font-size:22px}
.phone.ck{left:642px;top:36px;width:276px;height:572px}
.wa{position:absolute;inset:0;background:#efeae2;display:flex;flex-direction:column}
.wa .top{background:#075e54;color:#fff;padding:40px 14px 10px;display:flex;align-items:center;gap:10px}
.wa .top .nm{font-size:14px;font-weight:700}
.wa .top .st{font-size:12px;opacity:.8}
.wa .day{align-self:center;background:#fff;border-radius:8px;font-size:12px;color:#54656f;padding:3px 10px;margin:12px 0 8px}
.bub{margin:0 12px;background:#fff;border-radius:12px;border-start-start-radius:4px;padding:10px 12px;font-size:13px;line-height:1.45;box-shadow:0 1px 1px rgb(0 0 0 / .08)}
.bub .ln{display:flex;gap:8px;margin-top:7px;align-items:flex-start}
.bub .ln svg{flex:none;margin-top:2px}
.bub .code{font-family:'Geist Mono';font-weight:700;font-size:15px;letter-spacing:.12em;color:#0f172a}
.bub.me{align-self:flex-end;margin-top:8px;background:#d9fdd3;border-radius:12px;border-start-end-radius:4px;max-width:78%}
.bub:not(.me)+.bub:not(.me),.me+.bub{margin-top:8px}
.bub .tm{font-size:12px;color:#8696a0;text-align:end;margin-top:4px}
.wa>*{flex:none}
.map{margin:8px 12px 0;height:64px;border-radius:10px;background:
  linear-gradient(90deg,transparent 46%,#fff 46% 50%,transparent 50%),
  linear-gradient(0deg,transparent 40%,#fff 40% 44%,transparent 44%),
  linear-gradient(135deg,#cfe8dc,#b9dff0);position:relative}
.map .pin{position:absolute;left:50%;top:6px;margin-left:-14px;color:#e11d48}
.map .lb{position:absolute;left:10px;bottom:6px;font-size:12px;font-weight:600;background:#fff;border-radius:6px;padding:1px 7px}
`;

const arrival = (on, guest, unit, eta, lang, status) =>
  `<tr class="${on ? 'on' : ''}"><td><b>${guest}</b><div class="s">${unit}</div></td><td>${eta}</td><td>${lang}</td><td>${status}</td></tr>`;

const checkin = {
  name: 'automatic-check-in',
  width: 960,
  height: 640,
  scale: 1.5,
  css: base + checkinCss,
  html: `<div class="backdrop" style="--from:#4327d6;--to:#0f766e"></div>
<div class="browser ck"><div class="bar"><i></i><i></i><i></i><span class="url">concierge.internal/check-ins</span></div><div class="view">
  <div class="app">${rail('calendar-check')}
  <div class="main">
    <div class="head"><div class="grow"><h1>Arrivals today</h1><div class="sub">Thu 13 Feb · details go out at 14:00</div></div></div>
    <div class="strip">
      <div class="card"><div class="label">Arrivals</div><div class="kpi">27</div></div>
      <div class="card"><div class="label">Details sent</div><div class="kpi" style="color:#047857">27</div></div>
      <div class="card"><div class="label">Calls about keys</div><div class="kpi">0</div></div>
    </div>
    <div class="tbl"><table>
      <tr><th>Guest</th><th>Arrives</th><th>Lang.</th><th>Check-in details</th></tr>
      ${arrival(true, 'Hannah Becker', 'Burj Vista 1 · 3102', '16:30', 'EN', '<span class="chip green">Sent 14:00</span>')}
      ${arrival(false, 'Sophie Laurent', 'Marina Gate 2 · 1804', '23:30', 'EN', '<span class="chip green">Sent 14:00</span>')}
      ${arrival(false, 'Omar Haddad', 'Shoreline 5, Palm · 504', '18:00', 'AR', '<span class="chip green">Sent 14:00</span>')}
      ${arrival(false, 'Elena Sokolova', 'Rimal 3, JBR · 1109', '23:45', 'RU', '<span class="chip green">Sent 14:00</span>')}
    </table><div class="label" style="margin-top:10px;font-size:12.5px">+ 23 more arrivals today, each in the guest's own language</div></div>
  </div></div>
</div></div>
<div class="phone ck"><div class="screen"><div class="wa">
  <div class="top"><span class="avatar" style="background:#fff;color:#075e54">${I('bot', 16, '#075e54')}</span><div><div class="nm">Holiday Homes Concierge</div><div class="st">Replies instantly, day and night</div></div></div>
  <div class="day">Today</div>
  <div class="bub">Hi Hannah, welcome to Dubai! Your check-in details for <b>Burj Vista 1 · 3102</b>:
    <div class="ln">${I('key-round', 15, '#5b3df5')}<div>Door code <span class="code">4827#</span><div style="font-size:12px;color:#64748b">Works from 15:00 until checkout</div></div></div>
    <div class="ln">${I('car', 15, '#5b3df5')}<div>Parking bay B1-042, access card in the key box</div></div>
    <div class="ln">${I('wifi', 15, '#5b3df5')}<div>Wi-Fi BV1-3102 · Vista@3102</div></div>
    <div class="tm">14:00 ✓✓</div></div>
  <div class="map"><span class="pin">${I('map-pin', 28, '#e11d48', 2.4)}</span><span class="lb">Burj Vista, Downtown</span></div>
  <div class="bub me">Great, thank you! We land at 15:40.<div class="tm">14:06 ✓✓</div></div>
</div></div></div>
<div class="float" style="left:150px;bottom:44px;width:262px">
  <div class="row"><span class="fi" style="background:#d1fae5">${I('calendar-check', 21, '#059669')}</span>
  <div style="font-size:13.5px;font-weight:700;line-height:1.3">Sent automatically<div class="label" style="font-weight:500;margin-top:2px">Door codes and directions on schedule</div></div></div>
</div>`,
};

/* ---------- 4. Languages: the concierge replies in Arabic and Russian ---------- */
const langCss = `
.phone.l{top:36px;width:286px;height:568px}
.chat{position:absolute;inset:0;background:#f1f5f9;display:flex;flex-direction:column}
.chat .top{background:#fff;border-bottom:1px solid var(--line);padding:40px 14px 10px;display:flex;align-items:center;gap:10px}
.chat .top .nm{font-size:14px;font-weight:700}
.chat .top .st{font-size:12px;color:#64748b}
.chat .msgs{padding:12px 12px;display:flex;flex-direction:column;gap:9px}
.m{max-width:86%;border-radius:14px;padding:9px 12px;font-size:13.5px;line-height:1.5}
.m.g{background:#fff;border:1px solid var(--line)}
.m.a{background:var(--primary);color:#fff}
.m .tm{font-size:12px;opacity:.7;margin-top:3px}
.rtl{direction:rtl;font-family:'Noto Sans Arabic',Geist,sans-serif}
.rtl .m.g{align-self:flex-start;border-start-start-radius:4px}
.rtl .m.a{align-self:flex-end;border-end-end-radius:4px}
.ltr .m.g{align-self:flex-start;border-start-start-radius:4px}
.ltr .m.a{align-self:flex-end;border-end-end-radius:4px}
.by{font-size:12px;color:#64748b;display:flex;align-items:center;gap:5px}
.rtl .by{align-self:flex-end;direction:ltr}
.ltr .by{align-self:flex-end}
.langs{left:50%;top:178px;width:252px;margin-left:-126px;padding:16px 18px}
.one{left:50%;top:370px;width:252px;margin-left:-126px;padding:14px 16px}
.langs h3{font-size:15px;font-weight:700;display:flex;gap:8px;align-items:center}
.lr{display:flex;align-items:center;gap:10px;margin-top:12px;font-size:13px}
.lr .bar2{flex:1;height:9px;border-radius:99px;background:#f1f5f9;overflow:hidden}
.lr .bar2 i{display:block;height:100%;border-radius:99px}
.lr b{width:38px;text-align:end}
.lr span:first-child{width:58px}
`;

const languages = {
  name: 'arabic-and-russian',
  width: 960,
  height: 640,
  scale: 1.5,
  css: base + langCss,
  html: `<div class="backdrop" style="--from:#7c5cff;--to:#4327d6"></div>
<div class="phone l" style="left:62px"><div class="screen"><div class="chat">
  <div class="top"><span class="avatar" style="background:#14b8a6">OH</span><div><div class="nm">Omar Haddad</div><div class="st">Shoreline 5, Palm · 504 · WhatsApp</div></div></div>
  <div class="msgs rtl">
    <div class="m g">مرحباً، وصلنا للتو. هل يوجد موقف للسيارات في المبنى؟<div class="tm">18:12</div></div>
    <div class="by">${I('bot', 13, '#5b3df5')}AI concierge · Arabic</div>
    <div class="m a">أهلاً وسهلاً بكم! نعم، موقفكم رقم <bdi>P1-118</bdi> في الطابق السفلي الأول، وبطاقة الدخول في صندوق المفاتيح بجانب الباب.<div class="tm">18:12</div></div>
    <div class="m g">وما هي كلمة مرور الواي فاي؟<div class="tm">18:14</div></div>
    <div class="m a">اسم الشبكة <bdi>SH5-504</bdi> وكلمة المرور <bdi>Palm@504</bdi>. نتمنى لكم إقامة سعيدة!<div class="tm">18:14</div></div>
  </div>
</div></div></div>
<div class="phone l" style="right:62px"><div class="screen"><div class="chat">
  <div class="top"><span class="avatar" style="background:#0ea5e9">ES</span><div><div class="nm">Elena Sokolova</div><div class="st">Rimal 3, JBR · 1109 · Booking.com</div></div></div>
  <div class="msgs ltr">
    <div class="m g">Здравствуйте! Во сколько можно заехать и как получить ключи?<div class="tm">11:05</div></div>
    <div class="by">${I('bot', 13, '#5b3df5')}AI concierge · Russian</div>
    <div class="m a">Добрый день! Заезд с 15:00. Ключи не нужны: код от двери придёт сюда в день заезда в 14:00.<div class="tm">11:05</div></div>
    <div class="m g">Спасибо! А есть бассейн?<div class="tm">11:07</div></div>
    <div class="m a">Да, на 6-м этаже, с 7:00 до 22:00. Полотенца в шкафу в прихожей.<div class="tm">11:07</div></div>
  </div>
</div></div></div>
<div class="float langs">
  <h3>${I('languages', 18, '#5b3df5')}Replies in 3 languages</h3>
  <div class="label" style="margin-top:3px">Messages this month</div>
  <div class="lr"><span>English</span><span class="bar2"><i style="width:64%;background:var(--primary)"></i></span><b>64%</b></div>
  <div class="lr"><span>Arabic</span><span class="bar2"><i style="width:19%;background:var(--teal)"></i></span><b>19%</b></div>
  <div class="lr"><span>Russian</span><span class="bar2"><i style="width:17%;background:var(--sky)"></i></span><b>17%</b></div>
</div>
<div class="float one">
  <div class="row"><span class="fi" style="background:var(--primary-light)">${I('book-open', 20, '#4327d6')}</span>
  <div style="font-size:13.5px;font-weight:700;line-height:1.3">One manual per unit<div class="label" style="font-weight:500;margin-top:2px">Written once, answered in the guest's language</div></div></div>
</div>`,
};

/* ---------- 5. Escalation: anything unusual goes to staff with the full conversation ---------- */
const escCss = `
.esc{position:absolute;inset:0;display:flex}
.queue{width:236px;flex:none;background:#fff;border-inline-end:1px solid var(--line)}
.queue .top{padding:14px 16px 10px;font-size:16px;font-weight:700;border-bottom:1px solid var(--line)}
.qi{padding:11px 14px;border-bottom:1px solid #f1f5f9}
.qi.on{background:#fff1f2;box-shadow:inset 3px 0 0 var(--rose)}
.qi .t{font-size:13px;font-weight:600;margin-top:5px}
.qi .u{font-size:12px;color:#64748b}
.det{flex:1;min-width:0;padding:14px 18px;display:flex;flex-direction:column;gap:10px;background:#f8fafc}
.alert{display:flex;align-items:center;gap:12px;background:#fff1f2;border:1px solid #fecdd3;border-radius:12px;padding:12px 14px}
.alert .t{font-size:15px;font-weight:700;color:#9f1239}
.alert .s{font-size:12.5px;color:#be123c}
.sum{padding:12px 14px}
.sum h4{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#64748b;font-weight:600;display:flex;align-items:center;gap:6px}
.sum p{font-size:13px;margin-top:6px;line-height:1.5}
.tr{padding:12px 14px;display:flex;flex-direction:column;gap:8px}
.tr .l{display:flex;gap:8px;font-size:13px;line-height:1.45}
.tr .l .w{width:74px;flex:none;font-size:12px;font-weight:600;color:#64748b;padding-top:1px}
.acts{display:flex;gap:8px}
.acts .btn{font-size:13px;padding:8px 14px}
.done .qi{opacity:.75}
.notif{right:66px;bottom:42px;width:330px;padding:12px 14px;border-top:4px solid var(--rose)}
.info{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.info .card{padding:8px 12px;font-size:13px}
`;

const qi = (on, chip, title, unit, time) =>
  `<div class="qi${on ? ' on' : ''}"><div class="row" style="justify-content:space-between">${chip}<span class="label">${time}</span></div><div class="t">${title}</div><div class="u">${unit}</div></div>`;

const escalation = {
  name: 'staff-escalation',
  width: 960,
  height: 640,
  scale: 1.5,
  css: base + escCss,
  html: `<div class="backdrop" style="--from:#5b3df5;--to:#9f1239"></div>
${browser(
  'concierge.internal/escalations',
  `<div class="app">${nav('Escalations')}
  <div class="main"><div class="esc">
    <div class="queue"><div class="top">Escalations</div>
      ${qi(true, '<span class="chip red">Emergency</span>', 'Water leak under the sink', 'Rimal 3, JBR · 2207', '2 min')}
      ${qi(false, '<span class="chip amber">Complaint</span>', 'Noise from next door', 'Burj Vista 1 · 2908', '18 min')}
      ${qi(false, '<span class="chip grey">Request</span>', 'Late checkout at 14:00', 'Executive Towers B · 1210', '31 min')}
      <div class="done"><div class="label" style="padding:12px 14px 4px">Resolved tonight</div>
      ${qi(false, '<span class="chip green">Resolved</span>', 'AC not cooling', 'Marina Gate 2 · 3305', '21:48')}
      ${qi(false, '<span class="chip green">Resolved</span>', 'Lost parking card', 'Burj Vista 1 · 1407', '20:15')}</div>
    </div>
    <div class="det">
      <div class="alert">${I('siren', 22, '#e11d48')}<div class="grow"><div class="t">Water leak · Rimal 3, JBR · 2207</div><div class="s">Guest Priya Nair · WhatsApp · escalated at 23:29</div></div><span class="chip red" style="background:#fff">Emergency</span></div>
      <div class="info">
        <div class="card"><div class="label">Stay · 2 guests</div><b>11–15 Feb</b></div>
        <div class="card"><div class="label">Unit</div><b>1-bed · floor 22</b></div>
        <div class="card"><div class="label">Night shift, on call</div><b>Rania K.</b></div>
      </div>
      <div class="card sum"><h4>${I('sparkles', 13)}Summary for staff</h4><p>Water leaking under the kitchen sink, floor wet. The concierge showed the guest the stop valve (manual: Emergencies).</p></div>
      <div class="card tr">
        <div class="l"><span class="w">Guest</span><span>Water is leaking under the sink, the floor is all wet!</span></div>
        <div class="l"><span class="w" style="color:var(--primary)">Concierge</span><span>I'm sorry! Please turn the blue valve under the sink to the right to stop the water. I've alerted our team, who will call you in a few minutes.</span></div>
        <div class="l"><span class="w">Guest</span><span>Done, it stopped. Thank you.</span></div>
      </div>
      <div class="acts"><span class="btn" style="background:var(--rose)">${I('wrench', 14, '#fff')}Send technician</span><span class="btn ghost">${I('phone', 14)}Call guest</span><span class="btn ghost">Hand back to AI</span></div>
    </div>
  </div></div></div>`,
)}
<div class="float notif">
  <div class="row"><span class="fi" style="background:#ffe4e6">${I('bell-ring', 20, '#e11d48')}</span>
  <div class="grow" style="font-size:13.5px;font-weight:700;line-height:1.3">Priority alert sent to Rania K.<div class="label" style="font-weight:500;margin-top:2px">Push and call, full conversation attached</div></div><span class="label">now</span></div>
</div>`,
};

/* ---------- 6. Insights: the results the case study reports ---------- */
const insightsCss = `
.ins{position:absolute;top:69px;left:0;right:0;bottom:0;padding:16px 18px;display:flex;flex-direction:column;gap:12px}
.kpis{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}
.kpis .card{padding:11px 13px}
.kpis .d{font-size:12px;font-weight:600;color:#047857;margin-top:1px}
.grid2{flex:1;display:grid;grid-template-columns:1.35fr 1fr;gap:12px}
.grid2 .panel:first-child{display:flex;flex-direction:column}
.panel{padding:13px 15px}
.panel h3{font-size:13.5px;font-weight:700;display:flex;justify-content:space-between;align-items:center}
.bars{flex:1;display:flex;align-items:flex-end;gap:14px;margin-top:14px;padding:0 4px;border-bottom:1px solid var(--line)}
.bars .c{flex:1;display:flex;flex-direction:column;justify-content:flex-end;height:100%}
.bars .c i{display:block;border-radius:0}
.bars .c i:first-child{border-radius:5px 5px 0 0}
.xl{display:flex;gap:14px;padding:6px 4px 0}
.xl span{flex:1;text-align:center;font-size:12px;color:#64748b}
.leg{display:flex;gap:14px;font-size:12px;color:#475569;margin-top:8px}
.leg span{display:flex;align-items:center;gap:6px}
.top5 .r{display:flex;align-items:center;gap:10px;margin-top:11px;font-size:13px}
.top5 .r .n{width:118px;flex:none}
.top5 .r .b2{flex:1;height:10px;background:#f1f5f9;border-radius:99px;overflow:hidden}
.top5 .r .b2 i{display:block;height:100%;background:var(--primary);border-radius:99px}
.hand{border-top:1px solid var(--line);margin-top:16px;padding-top:12px}
.top5 .r b{width:34px;text-align:end;font-size:12.5px}
`;

const week = (ai, staff, label) => [ai, staff, label];
const weeks = [
  week(78, 22, 'W1'),
  week(79, 21, 'W2'),
  week(80, 20, 'W3'),
  week(81, 19, 'W4'),
  week(80, 20, 'W5'),
  week(82, 18, 'W6'),
];
const vol = [3980, 4210, 4460, 4350, 4620, 4510];

const insights = {
  name: 'insights',
  width: 960,
  height: 640,
  scale: 1.5,
  css: base + insightsCss,
  html: `<div class="backdrop" style="--from:#4327d6;--to:#6d4ff7"></div>
${browser(
  'concierge.internal/insights',
  `<div class="app">${nav('Insights')}
  <div class="main">
    <div class="head"><div class="grow"><h1>Insights</h1><div class="sub">All 312 units · last 6 weeks</div></div></div>
    <div class="ins">
      <div class="kpis">
        <div class="card"><div class="label">Guest messages</div><div class="kpi">26,130</div><div class="d">6 weeks</div></div>
        <div class="card"><div class="label">Answered without staff</div><div class="kpi" style="color:#047857">80%</div><div class="d">instantly, 24/7</div></div>
        <div class="card"><div class="label">Median first reply</div><div class="kpi">9 s</div><div class="d">day and night</div></div>
        <div class="card"><div class="label">Review score</div><div class="kpi">4.9 <span style="font-size:14px;color:#f59e0b">★</span></div><div class="d">up from 4.6</div></div>
      </div>
      <div class="grid2">
        <div class="card panel"><h3>Who answered<span class="label">messages per week</span></h3>
          <div class="bars">${weeks
            .map(([ai, st], n) => {
              const h = (vol[n] / 4700) * 230;
              return `<div class="c"><i style="height:${(h * st) / 100}px;background:#fcd34d"></i><i style="height:${(h * ai) / 100}px;background:var(--primary)"></i></div>`;
            })
            .join('')}</div>
          <div class="xl">${weeks.map(([, , l]) => `<span>${l}</span>`).join('')}</div>
          <div class="leg"><span><i class="dot" style="background:var(--primary)"></i>AI concierge</span><span><i class="dot" style="background:#fcd34d"></i>Staff</span></div>
        </div>
        <div class="card panel top5"><h3>What guests ask</h3>
          ${[
            ['Wi-Fi', 21],
            ['Check-in & codes', 18],
            ['Parking', 12],
            ['Late checkout', 9],
            ['Pool & gym', 7],
            ['Cleaning & towels', 6],
          ]
            .map(
              ([n, p]) =>
                `<div class="r"><span class="n">${n}</span><span class="b2"><i style="width:${p * 4}%"></i></span><b>${p}%</b></div>`,
            )
            .join('')}
          <div class="hand"><h3>Handed to staff<span class="label">20% of messages</span></h3>
            <div class="row" style="gap:6px;margin-top:9px;flex-wrap:wrap"><span class="chip amber">Special requests 11%</span><span class="chip amber">Complaints 6%</span><span class="chip red">Emergencies 3%</span></div></div>
        </div>
      </div>
    </div>
  </div></div>`,
)}
<div class="float" style="right:66px;top:66px;width:304px;padding:12px 14px">
  <div class="row"><span class="fi" style="background:#e0e7ff">${I('moon', 20, '#4327d6')}</span>
  <div style="font-size:13.5px;font-weight:700;line-height:1.3">Night shift: one person<div class="label" style="font-weight:500;margin-top:2px">Staff handle only what needs a person</div></div></div>
</div>`,
};

export const screens = [inbox, manual, checkin, languages, escalation, insights];

/** The card: the guest's question, the grounded answer and the 80 % result. */
export const thumbnail = { screen: 0, region: { left: 334, top: 136, width: 600, height: 400 } };
