/**
 * The industry pages' hero pictures (also the industry cards' banners): one scene per industry
 * showing what we build for it, in the words and figures of content-fallback/industry-details.ts,
 * plus `default`, an operations overview for an industry the CMS adds without a picture.
 * Each is 800×420 CSS px drawn at 1.5× (1200×630), and must still read at 350 px wide: few,
 * large parts, text that matters at 13 px or more.
 */
import { icon } from './render.mjs';

const SIZE = { width: 800, height: 420, scale: 1.5 };

/** Shared by every scene: bigger type than the kit's defaults (the picture is shown small). */
const base = `
.backdrop { --from: #5b3df5; --to: #4327d6; }
.t13 { font-size: 13px; } .t14 { font-size: 14px; } .t15 { font-size: 15px; } .t16 { font-size: 16px; }
.b { font-weight: 600; } .bb { font-weight: 700; }
.chip { font-size: 12px; padding: 3px 10px; }
.float .label { font-size: 12px; }
.ico { display: inline-flex; align-items: center; justify-content: center; flex: none; border-radius: 10px; }
`;

const scene = (from, to, body) =>
  `<div class="backdrop" style="--from:${from};--to:${to}"></div>${body}`;

const bar = (url) => `<div class="bar"><i></i><i></i><i></i><span class="url">${url}</span></div>`;

/* ---------------------------------------------------------------- vacation rentals */
async function vacationRentals() {
  const days = ['Mon 12', 'Tue 13', 'Wed 14', 'Thu 15', 'Fri 16', 'Sat 17', 'Sun 18'];
  // [property, [[startDay, nights, guest, channel]]]
  const units = [
    [
      'Marina View 2BR',
      [
        [0, 3, 'A. Rahman', 'bk'],
        [4, 3, 'S. Klein', 'air'],
      ],
    ],
    ['Palm Villa 4', [[1, 5, 'Okafor family', 'dir']]],
    [
      'JBR Studio 7',
      [
        [0, 2, 'L. Martin', 'bk'],
        [2, 2, 'J. Chen', 'air'],
        [5, 2, 'M. Rossi', 'air'],
      ],
    ],
    [
      'Downtown Loft',
      [
        [0, 4, 'N. Haddad', 'dir'],
        [5, 2, 'E. Novak', 'bk'],
      ],
    ],
  ];
  const col = 50;
  const rows = units
    .map(
      ([name, stays]) => `<div class="unit">
        <div class="name">${name}</div>
        <div class="lane">${stays
          .map(
            ([start, nights, guest, ch]) =>
              `<div class="stay ${ch}" style="left:${start * col + 2}px;width:${nights * col - 4}px">${guest}</div>`,
          )
          .join('')}</div></div>`,
    )
    .join('');
  const html = scene(
    '#0ea5e9',
    '#5b3df5',
    `<div class="browser" style="left:40px;top:28px;width:540px;height:332px">
      ${bar('app.palmstays.ae/calendar')}
      <div class="view" style="padding:16px 40px 16px 18px">
        <div class="row" style="justify-content:space-between;margin-bottom:8px">
          <div class="t16 bb">Calendar · 12–18 May</div>
          <div class="row" style="gap:6px"><span class="chip air">Airbnb</span><span class="chip bk">Booking.com</span><span class="chip">Direct</span></div>
        </div>
        <div class="unit head"><div class="name"></div><div class="lane">${days
          .map((d, i) => `<div class="day" style="left:${i * col}px;width:${col}px">${d}</div>`)
          .join('')}</div></div>
        ${rows}
        <div class="row synced"><span class="dot"></span>4 channels in sync · 2 min ago</div>
      </div>
    </div>
    <div class="phone" style="left:552px;top:28px;width:210px;height:364px">
      <div class="screen">
        <div class="chat-head"><div class="avatar" style="background:#f59e0b">SK</div><div><div class="t13 b">Sarah Klein</div><div class="sub">WhatsApp · Marina View 2BR</div></div></div>
        <div class="chat">
          <div class="msg in">Hi! What time is check-in? Is there parking?<span class="time">22:47</span></div>
          <div class="msg out">Hi Sarah! Check-in is from 3 pm, and your door code arrives that morning. Free parking on B2.<span class="time">22:47</span></div>
          <div class="ai">${await icon('bot', { size: 14 })} AI concierge · 4 s</div>
        </div>
      </div>
    </div>
    <div class="float" style="left:60px;top:312px;width:236px;padding:12px 16px">
      <div class="row"><div class="ico" style="width:38px;height:38px;background:#d1fae5;color:#047857">${await icon('message-circle-check', { size: 20 })}</div>
      <div><div class="kpi" style="font-size:24px;line-height:1.1">80%</div><div class="t13 muted">guest messages answered instantly</div></div></div>
    </div>`,
  );
  const css = `
  .chip.air { background: #ffe4e6; color: #be123c; }
  .chip.bk { background: #e0f2fe; color: #0369a1; }
  .unit { display: flex; align-items: center; height: 44px; border-top: 1px solid #f1f5f9; }
  .unit.head { height: 28px; border-top: 0; }
  .unit .name { width: 110px; flex: none; font-size: 13px; font-weight: 600; }
  .unit .lane { position: relative; height: 100%; flex: 1; }
  .day { position: absolute; top: 4px; text-align: center; font-size: 11px; color: #64748b; font-weight: 500; }
  .day:nth-child(6), .day:nth-child(7) { color: var(--primary); }
  .stay { position: absolute; top: 8px; height: 30px; border-radius: 8px; font-size: 12px; font-weight: 600; display: flex; align-items: center; padding: 0 9px; white-space: nowrap; overflow: hidden; }
  .stay.air { background: #ffe4e6; color: #9f1239; border-left: 3px solid #e11d48; }
  .stay.bk { background: #e0f2fe; color: #075985; border-left: 3px solid #0284c7; }
  .stay.dir { background: var(--primary-light); color: var(--primary-dark); border-left: 3px solid var(--primary); }
  .synced { margin-top: 8px; font-size: 12px; color: #047857; font-weight: 500; gap: 7px; justify-content: flex-end; }
  .synced .dot { width: 8px; height: 8px; border-radius: 50%; background: var(--accent); }
  .chat-head { padding: 38px 12px 8px; display: flex; gap: 8px; align-items: center; border-bottom: 1px solid var(--line); background: #f8fafc; }
  .chat-head .sub { font-size: 10px; white-space: nowrap; color: #64748b; }
  .chat { padding: 12px 10px; display: flex; flex-direction: column; gap: 9px; background: #f1f5f9; height: 100%; }
  .msg { position: relative; font-size: 13px; line-height: 1.4; padding: 8px 10px 16px; border-radius: 12px; max-width: 88%; }
  .msg.in { background: #fff; align-self: flex-start; border-top-left-radius: 4px; }
  .msg.out { background: var(--primary); color: #fff; align-self: flex-end; border-top-right-radius: 4px; }
  .msg .time { position: absolute; right: 9px; bottom: 3px; font-size: 9px; opacity: 0.7; }
  .ai { align-self: flex-end; display: inline-flex; gap: 5px; align-items: center; font-size: 11px; font-weight: 600; color: var(--primary-dark); background: var(--primary-light); padding: 3px 8px; border-radius: 999px; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- retail & e-commerce */
async function retail() {
  const headphones = `<svg viewBox="0 0 200 200" width="170" height="170">
    <defs>
      <linearGradient id="cup" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#334155"/><stop offset="1" stop-color="#0f172a"/></linearGradient>
      <linearGradient id="pad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fda4af"/><stop offset="1" stop-color="#e11d48"/></linearGradient>
    </defs>
    <ellipse cx="100" cy="182" rx="70" ry="8" fill="#0f172a" opacity="0.12"/>
    <path d="M42 118 C42 40 158 40 158 118" fill="none" stroke="#1e293b" stroke-width="13" stroke-linecap="round"/>
    <path d="M48 104 C52 58 148 58 152 104" fill="none" stroke="#f43f5e" stroke-width="4" stroke-linecap="round" opacity="0.9"/>
    <rect x="22" y="104" width="44" height="70" rx="20" fill="url(#cup)"/>
    <rect x="134" y="104" width="44" height="70" rx="20" fill="url(#cup)"/>
    <rect x="56" y="112" width="14" height="54" rx="7" fill="url(#pad)"/>
    <rect x="130" y="112" width="14" height="54" rx="7" fill="url(#pad)"/>
    <circle cx="44" cy="139" r="7" fill="#f43f5e" opacity="0.85"/>
  </svg>`;
  const stock = [
    ['Dubai DC', '42', 'green'],
    ['Abu Dhabi', '17', 'green'],
    ['Riyadh', '0', 'red'],
  ];
  const html = scene(
    '#f59e0b',
    '#db2777',
    `<div class="browser" style="left:40px;top:26px;width:500px;height:352px">
      ${bar('noorandco.ae/products/aria-wireless')}
      <div class="view row" style="align-items:stretch;gap:18px;padding:18px 40px 18px 18px">
        <div class="shot">${headphones}<span class="chip" style="position:absolute;left:10px;top:10px;background:#fff">${await icon('sparkles', { size: 12 })} Best seller</span></div>
        <div class="grow col" style="gap:8px">
          <div class="brand">NOOR &amp; CO.</div>
          <div class="title">Aria Wireless Headphones</div>
          <div class="row" style="gap:10px"><span class="price">AED 649</span><span class="t13 muted"><span class="stars">★</span> 4.8 (1,204)</span></div>
          <div class="btn cart">${await icon('shopping-bag', { size: 15 })} Add to cart</div>
          <div class="stock">
            <div class="label" style="margin-bottom:4px">Stock by warehouse · live</div>
            ${stock
              .map(
                ([where, n, tone]) =>
                  `<div class="row wh"><span class="grow">${where}</span><span class="chip ${tone}">${n === '0' ? 'Restock Thu' : `${n} in stock`}</span></div>`,
              )
              .join('')}
          </div>
        </div>
      </div>
    </div>
    <div class="float order" style="left:512px;top:44px;width:250px;padding:14px 16px">
      <div class="row" style="justify-content:space-between"><span class="t13 b">Order #10482</span><span class="chip green">${await icon('check', { size: 12, width: 3 })} Routed</span></div>
      <div class="t13 muted" style="margin:4px 0 10px">2 × Aria Wireless · Jumeirah</div>
      <div class="route">
        <div class="row"><span class="pin" style="background:var(--primary)">${await icon('warehouse', { size: 14, stroke: '#fff' })}</span><div><div class="t14 b">Dubai DC</div><div class="label">nearest with stock · 12 km</div></div></div>
        <div class="row"><span class="pin" style="background:var(--accent)">${await icon('truck', { size: 14, stroke: '#fff' })}</span><div><div class="t14 b">Ships today</div><div class="label">label printed · 11:42</div></div></div>
      </div>
    </div>
    <div class="float" style="left:560px;top:260px;width:202px;padding:14px 16px">
      <div class="label">Conversion this quarter</div>
      <div class="row" style="gap:8px;align-items:flex-end"><span class="kpi" style="font-size:30px;line-height:1.1;color:#047857">+38%</span>
      <svg width="70" height="30" viewBox="0 0 70 30" style="margin-bottom:4px"><polyline points="2,26 14,22 26,23 38,15 50,12 68,4" fill="none" stroke="#10b981" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg></div>
      <div class="t13 muted">page loads under 1 s</div>
    </div>`,
  );
  const css = `
  .shot { position: relative; width: 200px; flex: none; border-radius: 12px; background: linear-gradient(160deg, #fff7ed, #fce7f3); display: flex; align-items: center; justify-content: center; }
  .brand { font-size: 11px; letter-spacing: 0.14em; font-weight: 700; color: #be185d; }
  .title { font-size: 20px; font-weight: 700; line-height: 1.2; letter-spacing: -0.01em; }
  .stars { color: #f59e0b; font-size: 13px; letter-spacing: 1px; }
  .price { font-size: 22px; font-weight: 700; }
  .sw { width: 22px; height: 22px; border-radius: 50%; border: 2px solid #fff; box-shadow: 0 0 0 1px var(--line); }
  .sw.on { box-shadow: 0 0 0 2px var(--ink); }
  .btn.cart { font-size: 14px; padding: 10px 14px; background: var(--ink); }
  .stock { margin-top: 4px; border-top: 1px solid var(--line); padding-top: 8px; }
  .wh { font-size: 13px; font-weight: 500; padding: 2px 0; }
  .route { display: flex; flex-direction: column; gap: 12px; position: relative; }
  .route::before { content: ''; position: absolute; left: 13px; top: 26px; height: 20px; border-left: 2px dashed #cbd5e1; }
  .pin { width: 28px; height: 28px; border-radius: 50%; display: inline-flex; align-items: center; justify-content: center; flex: none; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- healthcare & biotech */
async function healthcare() {
  const times = ['09:00', '09:30', '10:00', '10:30', '11:00'];
  const slot = 42;
  // [column, start slot, slots, patient, visit, status chip, tone, highlighted]
  const visits = [
    [0, 0, 1, 'Khalid Mansour', 'Follow-up', 'Confirmed', 'green'],
    [0, 1, 1, 'Priya Nair', 'Check-up', 'Intake done', 'green'],
    [0, 3, 1, 'Layla Hassan', 'Consultation', 'Confirmed', 'green', true],
    [0, 4, 1, 'Yousef Karim', 'From waitlist', 'Rebooked', 'amber'],
    [1, 0, 2, 'Omar Farouk', 'Physio session', 'Checked in', 'green'],
    [1, 2, 1, 'Sara Ali', 'Assessment', 'Reminder sent', ''],
    [1, 3, 2, 'Hana Qasim', 'Rehab plan', 'Confirmed', 'green'],
  ];
  const html = scene(
    '#10b981',
    '#0f766e',
    `<div class="browser" style="left:222px;top:28px;width:540px;height:346px">
      ${bar('portal.alnoorclinic.ae/schedule')}
      <div class="view" style="padding:14px 18px 14px 38px">
        <div class="row" style="justify-content:space-between">
          <div class="t16 bb">Wednesday 15 May</div>
          <span class="t13 muted" style="margin-right:auto;margin-left:10px">38 of 40 slots booked</span>
        </div>
        <div class="docs">
          <div class="doc"><div class="avatar" style="background:#0f766e">AH</div><div><div class="t13 b">Dr. Amal Haddad</div><div class="label">General practice</div></div></div>
          <div class="doc"><div class="avatar" style="background:#0ea5e9">OS</div><div><div class="t13 b">Dr. Omar Saleh</div><div class="label">Physiotherapy</div></div></div>
        </div>
        <div class="grid">
          ${times.map((t, i) => `<div class="time" style="top:${i * slot}px">${t}</div><div class="line" style="top:${i * slot}px"></div>`).join('')}
          ${visits
            .map(
              ([c, start, len, who, what, status, tone, on]) =>
                `<div class="visit${on ? ' on' : ''}" style="left:${52 + c * 218}px;top:${start * slot + 2}px;height:${len * slot - 4}px">
                  <div class="grow"><div class="who">${who}</div>${len > 1 ? `<div class="what">${what}</div>` : ''}</div>
                  <span class="chip ${tone}">${status}</span></div>`,
            )
            .join('')}
        </div>
      </div>
    </div>
    <div class="phone" style="left:40px;top:30px;width:204px;height:360px">
      <div class="screen">
        <div class="sms-head"><div class="avatar" style="background:#0f766e;width:30px;height:30px">${await icon('stethoscope', { size: 15, stroke: '#fff' })}</div><div class="t13 b">Al Noor Clinic</div></div>
        <div class="sms">
          <div class="msg in">Hi Layla, Dr. Haddad tomorrow at 10:30. Reply 1 to confirm, 2 to reschedule.</div>
          <div class="msg out">1</div>
          <div class="msg in">Confirmed ✓ See you tomorrow!</div>
          <div class="form">${await icon('clipboard-check', { size: 15 })} Intake form · 2 min</div>
        </div>
      </div>
    </div>
    <div class="float" style="left:560px;top:20px;width:206px;padding:12px 16px">
      <div class="label">No-shows since reminders</div>
      <div class="row" style="gap:10px;align-items:baseline"><span class="kpi" style="font-size:30px;color:#047857">−52%</span><span class="t13 muted">18% → 8.6%</span></div>
    </div>`,
  );
  const css = `
  .docs { display: grid; grid-template-columns: 218px 218px; margin: 12px 0 6px 52px; }
  .doc { display: flex; gap: 8px; align-items: center; }
  .grid { position: relative; height: ${slot * 5}px; }
  .time { position: absolute; left: 0; font-size: 12px; color: #64748b; font-weight: 500; transform: translateY(-1px); }
  .line { position: absolute; left: 48px; right: 0; border-top: 1px solid #f1f5f9; }
  .visit { position: absolute; width: 210px; border-radius: 9px; background: #f0fdfa; border-left: 3px solid #14b8a6; padding: 0 8px 0 10px; display: flex; align-items: center; gap: 6px; }
  .visit.on { background: #ccfbf1; box-shadow: 0 0 0 2px #14b8a6; }
  .visit .who { font-size: 13px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .visit .what { font-size: 11px; color: #64748b; }
  .visit .chip { font-size: 11px; padding: 2px 8px; white-space: nowrap; }
  .sms-head { padding: 40px 12px 10px; display: flex; gap: 8px; align-items: center; border-bottom: 1px solid var(--line); background: #f8fafc; }
  .sms { padding: 12px 10px; display: flex; flex-direction: column; gap: 8px; background: #f1f5f9; height: 100%; }
  .msg { font-size: 13px; line-height: 1.4; padding: 8px 10px; border-radius: 12px; max-width: 90%; }
  .msg.in { background: #fff; align-self: flex-start; border-top-left-radius: 4px; }
  .msg.out { background: #0f766e; color: #fff; align-self: flex-end; border-top-right-radius: 4px; font-weight: 700; padding: 6px 14px; }
  .form { align-self: flex-start; display: inline-flex; gap: 6px; align-items: center; font-size: 12px; font-weight: 600; color: #0f766e; background: #ccfbf1; padding: 5px 10px; border-radius: 999px; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- edtech & education */
async function edtech() {
  const students = [
    ['Aisha M.', 100, 'Done', 'green', '#10b981'],
    ['Omar K.', 75, 'Step 3', '', '#5b3df5'],
    ['Faris A.', 25, 'Needs help', 'amber', '#f59e0b'],
    ['Maya R.', 100, 'Done', 'green', '#10b981'],
    ['Lina S.', 50, 'Step 2', '', '#5b3df5'],
  ];
  const initials = (name) =>
    name
      .split(' ')
      .map((p) => p[0])
      .join('');
  const html = scene(
    '#7c3aed',
    '#2563eb',
    `<div class="browser" style="left:40px;top:28px;width:500px;height:350px">
      ${bar('learn.oasisschools.sa/algebra/lesson-4')}
      <div class="view" style="padding:16px 44px 16px 20px">
        <div class="row" style="justify-content:space-between">
          <div><div class="label">Algebra · Lesson 4</div><div class="t16 bb">Linear equations</div></div>
          <div class="lang"><span class="on">EN</span><span>عربي</span></div>
        </div>
        <div class="steps">${[1, 2, 3, 4].map((n) => `<i class="${n <= 2 ? 'on' : ''}"></i>`).join('')}<span class="label" style="margin-left:6px">Step 2 of 4</span></div>
        <div class="problem">
          <div class="label">Solve for x</div>
          <div class="eq">3x + 5 = 20</div>
          <div class="answer"><span class="given">3x = 25</span><span class="chip red">${await icon('x', { size: 12, width: 3 })} Not quite</span></div>
        </div>
        <div class="tutor">
          <div class="avatar" style="background:var(--primary);width:32px;height:32px">${await icon('bot', { size: 17, stroke: '#fff' })}</div>
          <div class="bubble"><div class="t13 b" style="color:var(--primary-dark)">AI tutor hint</div>Close! Moving +5 across makes it −5. What is 20 − 5?</div>
        </div>
      </div>
    </div>
    <div class="float" style="left:500px;top:30px;width:262px;padding:14px 16px">
      <div class="row" style="justify-content:space-between;margin-bottom:2px"><div class="t14 bb">Class 8B progress</div><span class="chip green">● Live</span></div>
      <div class="label" style="margin-bottom:8px">19 of 24 finished the homework</div>
      ${students
        .map(
          ([name, pct, state, tone, colour]) => `<div class="stu">
            <div class="avatar" style="background:${colour}">${initials(name)}</div>
            <div class="grow"><div class="row" style="justify-content:space-between"><span class="t13 b">${name}</span><span class="chip ${tone}">${state}</span></div>
            <div class="track"><b style="width:${pct}%;background:${colour}"></b></div></div></div>`,
        )
        .join('')}
      <div class="row foot"><div class="grow"><div class="t13 b">Homework completion</div><div class="label">since the AI tutor launched</div></div><span class="kpi" style="color:#047857">+27%</span></div>
    </div>`,
  );
  const css = `
  .lang { display: flex; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; font-size: 12px; font-weight: 600; }
  .lang span { padding: 4px 10px; color: #64748b; }
  .lang span.on { background: var(--primary); color: #fff; }
  .steps { display: flex; align-items: center; gap: 5px; margin: 10px 0 12px; }
  .steps i { width: 34px; height: 6px; border-radius: 3px; background: #e2e8f0; display: block; }
  .steps i.on { background: var(--primary); }
  .problem { border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px; background: #fafaff; }
  .eq { font-size: 30px; font-weight: 700; letter-spacing: 0.02em; margin: 2px 0 8px; }
  .answer { display: flex; align-items: center; gap: 10px; font-size: 18px; font-weight: 600; }
  .answer .given { border: 2px solid #fda4af; border-radius: 8px; padding: 2px 10px; background: #fff; }
  .tutor { display: flex; gap: 10px; align-items: flex-start; margin-top: 12px; }
  .bubble { background: var(--primary-light); border-radius: 4px 14px 14px 14px; padding: 9px 13px; font-size: 14px; line-height: 1.4; }
  .stu { display: flex; gap: 10px; align-items: center; padding: 5px 0; }
  .foot { border-top: 1px solid var(--line); margin-top: 8px; padding-top: 10px; }
  .stu .avatar { width: 30px; height: 30px; }
  .stu .chip { font-size: 11px; padding: 1px 8px; }
  .track { height: 6px; border-radius: 3px; background: #f1f5f9; margin-top: 5px; overflow: hidden; }
  .track b { display: block; height: 100%; border-radius: 3px; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- logistics & supply chain */
async function logistics() {
  const trucks = [
    ['DXB-14', 'Al Quoz · 6/9 drops', '14:20', 'On time', 'green'],
    ['DXB-07', 'Deira · 3/8 drops', '14:55', '+12 min', 'amber'],
    ['DXB-21', 'Jebel Ali · 8/8', '15:10', 'On time', 'green'],
    ['DXB-03', 'To depot', '15:30', 'Empty', 'grey'],
  ];
  const truck = await icon('truck', { size: 15, stroke: '#fff', width: 2.2 });
  const marker = (x, y, colour, label) =>
    `<div class="truck" style="left:${x}px;top:${y}px;background:${colour}">${truck}</div>` +
    (label ? `<div class="tag" style="left:${x - 158}px;top:${y - 50}px">${label}</div>` : '');
  const map = `<svg class="map" viewBox="0 0 510 334" width="510" height="334">
    <rect width="510" height="334" fill="#eef2f6"/>
    <path d="M0 0 H318 C280 50 230 84 176 128 C120 172 62 200 0 222 Z" fill="#cfe6f3"/>
    <path d="M318 0 C280 50 230 84 176 128 C120 172 62 200 0 222" fill="none" stroke="#b6d7ea" stroke-width="2"/>
    <g fill="#e3e9f0"><rect x="300" y="230" width="80" height="60" rx="6"/><rect x="420" y="250" width="70" height="70" rx="6"/><rect x="380" y="40" width="100" height="60" rx="6"/><rect x="40" y="270" width="70" height="50" rx="6"/></g>
    <g fill="none" stroke="#fff" stroke-linecap="round">
      <path d="M0 300 C120 232 250 140 372 30 L410 0" stroke-width="11"/>
      <path d="M110 334 C250 244 390 150 510 84" stroke-width="11"/>
      <path d="M150 150 L340 334" stroke-width="7"/><path d="M268 74 L480 334" stroke-width="7"/><path d="M360 20 L510 190" stroke-width="7"/>
      <path d="M60 240 L160 334" stroke-width="5"/><path d="M210 200 L300 128" stroke-width="4"/><path d="M330 250 L450 160" stroke-width="4"/>
    </g>
    <g font-family="Geist" font-size="12" font-weight="600" fill="#94a3b8" letter-spacing="0.06em">
      <text x="42" y="70">ARABIAN GULF</text><text x="330" y="118">DEIRA</text><text x="150" y="310">AL QUOZ</text>
    </g>
    <polyline points="58,262 152,204 214,244 262,206" fill="none" stroke="#5b3df5" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <polyline points="262,206 318,160 392,178 458,118" fill="none" stroke="#5b3df5" stroke-width="4" stroke-dasharray="2 9" stroke-linecap="round" stroke-linejoin="round"/>
    ${[
      [58, 262, '✓'],
      [152, 204, '✓'],
      [214, 244, '✓'],
      [318, 160, '7'],
      [392, 178, '8'],
      [458, 118, '9'],
    ]
      .map(
        ([x, y, t]) =>
          `<circle cx="${x}" cy="${y}" r="10" fill="${t === '✓' ? '#5b3df5' : '#fff'}" stroke="#5b3df5" stroke-width="2.5"/><text x="${x}" y="${y + 4}" text-anchor="middle" font-family="Geist" font-size="11" font-weight="700" fill="${t === '✓' ? '#fff' : '#4327d6'}">${t}</text>`,
      )
      .join('')}
  </svg>`;
  const html = scene(
    '#14b8a6',
    '#0f172a',
    `<div class="browser" style="left:40px;top:26px;width:720px;height:368px">
      ${bar('dispatch.gulfline.ae/live')}
      <div class="view row" style="align-items:stretch;gap:0">
        <div class="fleet">
          <div class="row" style="justify-content:space-between;margin-bottom:6px"><div class="t15 bb">Fleet today</div><span class="chip green">24 live</span></div>
          ${trucks
            .map(
              ([id, where, eta, state, tone], i) => `<div class="veh${i === 0 ? ' on' : ''}">
                <div class="row" style="justify-content:space-between"><span class="t14 bb">${id}</span><span class="eta">ETA ${eta}</span></div>
                <div class="row" style="justify-content:space-between;margin-top:3px"><span class="where">${where}</span><span class="chip ${tone}">${state}</span></div></div>`,
            )
            .join('')}
        </div>
        <div class="grow" style="position:relative">${map}
          ${marker(252, 196, '#5b3df5', 'DXB-14 · ETA 14:20')}
          ${marker(396, 56, '#f59e0b', '')}
          ${marker(96, 286, '#10b981', '')}
        </div>
      </div>
    </div>
    <div class="float" style="left:550px;top:292px;width:212px;padding:12px 16px">
      <div class="row"><div class="ico" style="width:40px;height:40px;background:#d1fae5;color:#047857">${await icon('fuel', { size: 20 })}</div>
      <div><div class="kpi" style="font-size:26px;line-height:1.1;color:#047857">−14%</div><div class="t13 muted">fuel cost in 6 months</div></div></div>
    </div>`,
  );
  const css = `
  .fleet { width: 236px; flex: none; border-right: 1px solid var(--line); padding: 14px 12px; background: #fbfcfe; display: flex; flex-direction: column; gap: 6px; }
  .veh { border-radius: 10px; padding: 8px 10px; border: 1px solid transparent; }
  .veh.on { background: var(--primary-light); border-color: #c4b5fd; }
  .veh .where { font-size: 12px; color: #64748b; }
  .veh .eta { font-size: 13px; font-weight: 600; }
  .veh .chip { font-size: 11px; padding: 1px 8px; }
  .map { position: absolute; inset: 0; }
  .truck { position: absolute; width: 30px; height: 30px; margin: -15px 0 0 -15px; border-radius: 50%; display: flex; align-items: center; justify-content: center; border: 3px solid #fff; box-shadow: 0 4px 10px rgb(15 23 42 / 0.3); }
  .tag { position: absolute; background: var(--ink); color: #fff; font-size: 13px; font-weight: 600; padding: 5px 10px; border-radius: 8px; white-space: nowrap; box-shadow: 0 4px 10px rgb(15 23 42 / 0.25); }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- community & public services */
async function community() {
  const steps = [
    ['Submitted', '12 May', 'done'],
    ['Assigned', 'Roads team', 'done'],
    ['Crew booked', 'Tue 14 May', 'now'],
    ['Fixed', '', ''],
  ];
  const check = await icon('check', { size: 15, stroke: '#fff', width: 3 });
  const html = scene(
    '#f472b6',
    '#7c3aed',
    `<div class="browser" style="left:40px;top:30px;width:556px;height:350px">
      ${bar('services.alwaha.city/requests/CR-2841')}
      <div class="view">
        <div class="portal-head">
          <div class="row" style="gap:8px"><span class="seal">${await icon('landmark', { size: 16, stroke: '#fff' })}</span><span class="t14 bb">Al Waha City Services</span></div>
          <div class="row" style="gap:14px"><span class="t13 muted">My requests</span><span class="t13 muted">Pay</span><span class="lang">عربي</span></div>
        </div>
        <div style="padding:16px 40px 0 22px">
          <div class="row" style="gap:10px"><div class="t16 bb" style="font-size:19px">Streetlight not working</div><span class="chip amber">In progress</span></div>
          <div class="t13 muted" style="margin-top:2px">Request CR-2841 · Al Noor Street, by the park</div>
          <div class="stepper">
            ${steps
              .map(
                ([name, sub, state]) => `<div class="step ${state}">
                  <span class="dot">${state === 'done' ? check : state === 'now' ? '<b></b>' : ''}</span>
                  <div class="t14 b">${name}</div><div class="label">${sub || '&nbsp;'}</div></div>`,
              )
              .join('')}
          </div>
          <div class="update">
            <div class="avatar" style="background:#7c3aed;width:30px;height:30px">${await icon('hard-hat', { size: 16, stroke: '#fff' })}</div>
            <div><div class="t13 b">Roads team · today 09:05</div><div class="t13">A crew will repair the light on Tuesday afternoon. You’ll get a text when it’s fixed.</div></div>
          </div>
        </div>
      </div>
    </div>
    <div class="float" style="left:548px;top:40px;width:214px;padding:12px 14px">
      <div class="row" style="gap:8px;margin-bottom:6px"><span class="ico" style="width:26px;height:26px;background:#ede9fe;color:#5b3df5">${await icon('message-square-text', { size: 15 })}</span><span class="t13 b">SMS · now</span></div>
      <div class="t13" style="line-height:1.45">Your request CR-2841 is booked for Tue 14 May.</div>
    </div>
    <div class="float" style="left:566px;top:246px;width:196px;padding:13px 16px">
      <div class="label">Phone calls to the council</div>
      <div class="kpi" style="font-size:28px;color:#047857;line-height:1.15">−45%</div>
      <div class="row" style="gap:6px;margin-top:6px"><span class="chip green">${await icon('accessibility', { size: 13 })} WCAG 2.2 AA</span></div>
    </div>`,
  );
  const css = `
  .portal-head { display: flex; justify-content: space-between; align-items: center; padding: 10px 76px 10px 22px; border-bottom: 1px solid var(--line); background: #faf5ff; }
  .seal { width: 28px; height: 28px; border-radius: 8px; background: linear-gradient(135deg, #ec4899, #7c3aed); display: inline-flex; align-items: center; justify-content: center; }
  .lang { font-size: 13px; font-weight: 600; border: 1px solid var(--line); border-radius: 6px; padding: 1px 8px; background: #fff; }
  .stepper { display: grid; grid-template-columns: repeat(4, 1fr); margin: 18px 0 16px; position: relative; }
  .stepper::before { content: ''; position: absolute; left: 14px; right: 25%; top: 14px; height: 4px; background: linear-gradient(90deg, #7c3aed 66%, #e2e8f0 66%); border-radius: 2px; }
  .step { position: relative; }
  .step .dot { width: 30px; height: 30px; border-radius: 50%; background: #fff; border: 3px solid #e2e8f0; display: flex; align-items: center; justify-content: center; margin-bottom: 8px; position: relative; }
  .step.done .dot { background: #7c3aed; border-color: #7c3aed; }
  .step.now .dot { border-color: #f59e0b; box-shadow: 0 0 0 5px #fef3c7; }
  .step.now .dot b { width: 10px; height: 10px; border-radius: 50%; background: #f59e0b; }
  .step:not(.done):not(.now) { color: #94a3b8; }
  .update .t13 { text-wrap: balance; }
  .update { display: flex; gap: 10px; align-items: flex-start; background: #f8fafc; border: 1px solid var(--line); border-radius: 12px; padding: 10px 12px; line-height: 1.45; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- manufacturing & 3D printing */
async function manufacturing() {
  // [printer, job, state, progress %, note, colour]
  const printers = [
    ['P-01', 'bracket_v3.stl', 'Printing', 72, '1h 12m left', '#10b981'],
    ['P-02', 'pump_housing.step', 'Queued', 0, 'From quote · 14:05', '#a78bfa'],
    ['P-03', 'clip_x40.stl', 'Paused', 58, 'Filament out', '#f43f5e'],
    ['P-04', 'drone_arm.stl', 'Printing', 88, '24m left', '#10b981'],
  ];
  const r = 52;
  const circ = 2 * Math.PI * r;
  const html = scene(
    '#64748b',
    '#4327d6',
    `<div class="browser" style="left:40px;top:30px;width:548px;height:350px">
      ${bar('mes.printworks.ae/farm')}
      <div class="view dark">
        <div class="row" style="justify-content:space-between;margin-bottom:12px">
          <div class="t16 bb">Print farm · Line 2</div>
          <span class="chip" style="background:rgb(255 255 255 / 0.1);color:#e2e8f0">Shift B · 4 printers</span>
        </div>
        <div class="row" style="align-items:stretch;gap:12px">
          <div class="oee">
            <div class="label" style="color:#94a3b8">OEE today</div>
            <svg width="124" height="124" viewBox="0 0 124 124" style="margin:6px auto 4px;display:block">
              <circle cx="62" cy="62" r="${r}" fill="none" stroke="#1e293b" stroke-width="12"/>
              <circle cx="62" cy="62" r="${r}" fill="none" stroke="#10b981" stroke-width="12" stroke-linecap="round" stroke-dasharray="${(circ * 0.84).toFixed(1)} ${circ.toFixed(1)}" transform="rotate(-90 62 62)"/>
              <text x="62" y="70" text-anchor="middle" font-family="Geist" font-weight="700" font-size="26" fill="#fff">84%</text>
            </svg>
            ${[
              ['Availability', '91%'],
              ['Performance', '96%'],
              ['Quality', '96%'],
            ]
              .map(
                ([k, v]) =>
                  `<div class="row oee-row"><span class="grow">${k}</span><b>${v}</b></div>`,
              )
              .join('')}
          </div>
          <div class="grid3">
            ${printers
              .map(
                ([id, job, state, pct, note, colour]) => `<div class="printer">
                  <div class="row" style="justify-content:space-between"><b class="t13">${id}</b><span class="st" style="color:${colour}"><i style="background:${colour}"></i>${state}</span></div>
                  <div class="job">${job}</div>
                  <div class="track"><b style="width:${pct}%;background:${colour}"></b></div>
                  <div class="note" style="${state === 'Paused' ? `color:${colour}` : ''}">${note}</div></div>`,
              )
              .join('')}
          </div>
        </div>
      </div>
    </div>
    <div class="float" style="left:556px;top:52px;width:206px;padding:14px 16px">
      <div class="row" style="gap:8px"><span class="ico" style="width:28px;height:28px;background:#fef3c7;color:#b45309">${await icon('zap', { size: 16 })}</span><span class="t14 bb">Instant quote</span></div>
      <div class="file">${await icon('box', { size: 14 })} pump_housing.step</div>
      ${[
        ['Material', 'PA12 nylon'],
        ['Quantity', '40 parts'],
        ['Machine time', '6h 20m'],
      ]
        .map(
          ([k, v]) =>
            `<div class="row q"><span class="grow muted">${k}</span><span class="b">${v}</span></div>`,
        )
        .join('')}
      <div class="row" style="justify-content:space-between;align-items:baseline;margin-top:6px"><span class="kpi" style="font-size:24px">AED 1,260</span></div>
      <div class="row" style="gap:6px;margin-top:6px"><span class="chip green">${await icon('check', { size: 12, width: 3 })} Priced in 10 s</span></div>
    </div>
    <div class="float" style="left:594px;top:300px;width:168px;padding:11px 14px">
      <div class="label">Online orders</div>
      <div class="row" style="gap:8px;align-items:baseline"><span class="kpi" style="font-size:26px;color:#047857">3×</span><span class="t13 muted">since launch</span></div>
    </div>`,
  );
  const css = `
  .view.dark { background: #0b1220; color: #f8fafc; padding: 16px 42px 16px 18px; }
  .oee { width: 150px; flex: none; background: #111a2e; border: 1px solid #1e293b; border-radius: 12px; padding: 12px; }
  .oee-row { font-size: 12px; color: #cbd5e1; padding: 3px 0; gap: 6px; }
  .oee-row b { color: #fff; font-size: 13px; }
  .grid3 { flex: 1; display: grid; grid-template-columns: repeat(2, 1fr); gap: 12px; }
  .printer { background: #111a2e; border: 1px solid #1e293b; border-radius: 12px; padding: 12px 14px; }
  .printer .st { white-space: nowrap; display: inline-flex; align-items: center; gap: 5px; font-size: 12px; font-weight: 600; }
  .printer .st i { width: 7px; height: 7px; border-radius: 50%; display: block; }
  .printer .job { font-family: "Geist Mono", monospace; font-size: 13px; color: #cbd5e1; margin: 10px 0 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .printer .track { height: 6px; border-radius: 3px; background: #1e293b; overflow: hidden; }
  .printer .track b { display: block; height: 100%; border-radius: 3px; }
  .printer .note { font-size: 13px; color: #94a3b8; margin-top: 8px; }
  .file { display: flex; align-items: center; gap: 6px; font-family: "Geist Mono", monospace; font-size: 12px; background: #f1f5f9; border-radius: 8px; padding: 6px 8px; margin: 10px 0 6px; }
  .q { font-size: 13px; padding: 2px 0; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- construction & real estate */
async function construction() {
  const windows = (x0, y0, cols, rows, w, h, gx, gy, lit) =>
    Array.from({ length: cols * rows }, (_, i) => {
      const c = i % cols;
      const r = Math.floor(i / cols);
      const on = lit.includes(i);
      return `<rect x="${x0 + c * (w + gx)}" y="${y0 + r * (h + gy)}" width="${w}" height="${h}" rx="1.5" fill="${on ? '#fde68a' : '#c7d2fe'}"/>`;
    }).join('');
  const tower = `<svg viewBox="0 0 236 128" width="236" height="128" style="display:block">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffedd5"/><stop offset="1" stop-color="#ede9fe"/></linearGradient></defs>
    <rect width="236" height="128" fill="url(#sky)"/>
    <circle cx="46" cy="34" r="16" fill="#fdba74" opacity="0.7"/>
    <rect x="28" y="70" width="44" height="58" rx="3" fill="#a5b4fc"/>${windows(34, 78, 4, 4, 6, 7, 4, 5, [2, 9])}
    <path d="M92 128 V30 L112 16 L132 30 V128 Z" fill="#5b3df5"/>${windows(98, 36, 3, 9, 7, 7, 4, 3.5, [1, 5, 10, 14, 22])}
    <rect x="140" y="60" width="40" height="68" rx="3" fill="#7c6cf7"/>${windows(146, 68, 3, 5, 7, 7, 5, 5, [4, 11])}
    <g stroke="#f97316" stroke-width="3" fill="none" stroke-linecap="round"><path d="M204 128 V22"/><path d="M170 26 H226"/><path d="M204 22 L186 26"/><path d="M184 26 V50"/></g>
    <rect x="178" y="50" width="12" height="8" fill="#f97316"/>
    <rect x="0" y="124" width="236" height="4" fill="#94a3b8" opacity="0.5"/>
  </svg>`;
  // [column, [[name, unit, chip, tone]]]
  const columns = [
    [
      'New lead',
      12,
      [
        ['Karim Aziz', '2 BR · Portal', 'Hot · 92', 'red'],
        ['Elena Petrova', '1 BR · Instagram', 'Warm · 74', 'amber'],
      ],
    ],
    [
      'Viewing',
      7,
      [
        ['Rashid Al Mazrouei', '3 BR · Sat 11:00', 'Booked', ''],
        ['Anna Schmidt', 'Studio · Sun 16:30', 'Booked', ''],
      ],
    ],
    [
      'Reserved',
      4,
      [
        ['Dev Patel', 'Unit 1204 · 2 BR', 'E-signed', 'green'],
        ['Mona Saeed', 'Unit 0807 · 1 BR', 'Deposit paid', 'green'],
      ],
    ],
  ];
  const html = scene(
    '#f97316',
    '#5b3df5',
    `<div class="browser" style="left:236px;top:42px;width:526px;height:338px">
      ${bar('crm.horizon-dev.ae/pipeline')}
      <div class="view" style="padding:16px 18px 16px 50px">
        <div class="row" style="justify-content:space-between;margin-bottom:12px">
          <div><div class="t16 bb">Marina Heights · Sales</div><div class="label">312 units · 71% sold</div></div>
        </div>
        <div class="kanban">
          ${columns
            .map(
              ([name, count, cards]) => `<div class="lane">
                <div class="row" style="justify-content:space-between;margin-bottom:8px"><span class="t13 bb">${name}</span><span class="count">${count}</span></div>
                ${cards
                  .map(
                    ([who, unit, chip, tone]) => `<div class="lead">
                      <div class="who">${who}</div><div class="unit">${unit}</div><span class="chip ${tone}">${chip}</span></div>`,
                  )
                  .join('')}
              </div>`,
            )
            .join('')}
        </div>
      </div>
    </div>
    <div class="float listing" style="left:40px;top:74px;width:236px">
      ${tower}
      <div style="padding:12px 14px 14px">
        <div class="row" style="justify-content:space-between"><span class="t14 bb">Unit 1204 · 2 BR</span><span class="chip green">Reserved</span></div>
        <div class="t13 muted" style="margin-top:2px">Marina Heights · 1,240 sq ft</div>
        <div class="kpi" style="font-size:22px;margin:6px 0 8px">AED 1.85M</div>
        <div class="row" style="justify-content:space-between"><span class="label">Construction</span><span class="label b" style="color:#c2410c">68% · handover Q2</span></div>
        <div class="build"><b></b></div>
      </div>
    </div>
    <div class="float" style="left:494px;top:22px;width:268px;padding:11px 14px">
      <div class="row" style="gap:10px"><span class="ico" style="width:34px;height:34px;background:#d1fae5;color:#047857">${await icon('message-circle', { size: 18 })}</span>
      <div class="grow"><div class="t13 b">WhatsApp reply sent to Karim</div><div class="label">floor plan sent 3 min after enquiry</div></div></div>
    </div>`,
  );
  const css = `
  .listing { overflow: hidden; }
  .build { height: 8px; border-radius: 4px; background: #ffedd5; margin-top: 5px; overflow: hidden; }
  .build b { display: block; width: 68%; height: 100%; background: #f97316; border-radius: 4px; }
  .kanban { display: grid; grid-template-columns: repeat(3, 1fr); gap: 10px; }
  .lane { background: #f8fafc; border-radius: 12px; padding: 10px; }
  .count { font-size: 11px; font-weight: 700; color: #64748b; background: #e2e8f0; border-radius: 999px; padding: 1px 8px; }
  .lead { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 9px 10px; margin-top: 8px; box-shadow: 0 1px 2px rgb(15 23 42 / 0.05); }
  .lead .who { font-size: 13px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .lead .unit { font-size: 12px; color: #64748b; margin: 1px 0 6px; white-space: nowrap; }
  .lead .chip { font-size: 11px; padding: 1px 8px; }
  `;
  return { html, css };
}

/* ---------------------------------------------------------------- default: any business */
async function fallback() {
  const nav = [
    ['layout-dashboard', 'Overview', true],
    ['workflow', 'Workflows'],
    ['users', 'Customers'],
    ['receipt', 'Invoices'],
    ['bot', 'AI assistant'],
  ];
  const flow = [
    ['inbox', 'Request', '#0ea5e9'],
    ['database', 'CRM', '#5b3df5'],
    ['file-text', 'Invoice', '#f59e0b'],
    ['bell', 'Notify', '#10b981'],
  ];
  const arrow = await icon('chevron-right', { size: 16, stroke: '#94a3b8', width: 2.5 });
  const html = scene(
    '#5b3df5',
    '#312e81',
    `<div class="browser" style="left:40px;top:30px;width:560px;height:350px">
      ${bar('ops.yourcompany.com/overview')}
      <div class="view row" style="align-items:stretch;gap:0">
        <div class="sidebar" style="width:146px;padding:14px 10px;flex:none">
          <div class="row" style="gap:8px;padding:0 6px 14px"><span class="logo"></span><span class="t13 bb" style="color:#fff">Operations</span></div>
          ${(
            await Promise.all(
              nav.map(
                async ([name, label, on]) =>
                  `<div class="item${on ? ' on' : ''}">${await icon(name, { size: 15 })}${label}</div>`,
              ),
            )
          ).join('')}
        </div>
        <div class="grow" style="padding:16px 44px 16px 18px">
          <div class="row" style="justify-content:space-between;margin-bottom:12px"><div class="t16 bb">This week</div><span class="chip green">● All systems running</span></div>
          <div class="tiles">
            ${[
              ['Automated', '1,248'],
              ['Reply time', '4 min'],
              ['Open cases', '18'],
            ]
              .map(
                ([k, v]) =>
                  `<div class="tile"><div class="label">${k}</div><div class="kpi" style="font-size:22px">${v}</div></div>`,
              )
              .join('')}
          </div>
          <div class="wf">
            <div class="row" style="justify-content:space-between;margin-bottom:12px"><span class="t13 bb">Workflow · New request</span><span class="label">ran 214× · 0 errors</span></div>
            <div class="row" style="justify-content:space-between;gap:2px">
              ${(
                await Promise.all(
                  flow.map(
                    async ([name, label, colour]) =>
                      `<div class="node"><span class="ico" style="width:46px;height:46px;background:${colour};border-radius:14px">${await icon(name, { size: 22, stroke: '#fff' })}</span><div>${label}</div></div>`,
                  ),
                )
              ).join(arrow)}
            </div>
          </div>
          <div class="row run"><span class="chip green">${await icon('check', { size: 12, width: 3 })} 09:42</span><span class="grow">Invoice INV-2041 sent to Hassan Trading</span></div>
        </div>
      </div>
    </div>
    <div class="float" style="left:566px;top:52px;width:196px;padding:14px 16px">
      <div class="label">Hours saved this month</div>
      <div class="kpi" style="font-size:30px;line-height:1.15">126 h</div>
      <div class="bars">${[38, 52, 46, 64, 72, 88].map((h, i) => `<i style="height:${h}%;${i === 5 ? 'background:var(--primary)' : ''}"></i>`).join('')}</div>
    </div>
    <div class="float" style="left:560px;top:266px;width:202px;padding:12px 14px">
      <div class="row" style="gap:10px;align-items:flex-start"><span class="ico" style="width:32px;height:32px;background:var(--primary-light);color:var(--primary)">${await icon('sparkles', { size: 17 })}</span>
      <div class="grow"><div class="t13 b">AI assistant</div><div class="t13 muted" style="line-height:1.4">3 invoices overdue: reminders drafted.</div></div></div>
    </div>`,
  );
  const css = `
  .logo { width: 22px; height: 22px; border-radius: 7px; background: linear-gradient(135deg, #a78bfa, #5b3df5); display: block; }
  .sidebar .item { font-size: 13px; margin-bottom: 2px; }
  .tiles { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
  .tile { border: 1px solid var(--line); border-radius: 12px; padding: 10px 12px; }
  .tile .label { font-size: 12px; white-space: nowrap; }
  .wf { margin-top: 14px; border: 1px solid var(--line); border-radius: 12px; padding: 12px; background: #fafaff; }
  .node { display: flex; flex-direction: column; align-items: center; gap: 7px; font-size: 13px; font-weight: 600; text-align: center; width: 62px; white-space: nowrap; }
  .run { margin-top: 12px; font-size: 13px; gap: 8px; white-space: nowrap; }
  .bars { display: flex; align-items: flex-end; gap: 6px; height: 44px; margin-top: 8px; }
  .bars i { flex: 1; background: #ddd6fe; border-radius: 4px 4px 0 0; display: block; }
  `;
  return { html, css };
}

const SCENES = {
  'vacation-rentals-hospitality': vacationRentals,
  'retail-e-commerce': retail,
  'healthcare-biotech': healthcare,
  'edtech-education': edtech,
  'logistics-supply-chain': logistics,
  'community-public-services': community,
  'manufacturing-3d-printing': manufacturing,
  'construction-real-estate': construction,
  default: fallback,
};

export async function pictures(only) {
  const slugs = Object.keys(SCENES).filter((slug) => !only || slug === only);
  if (only && !slugs.length)
    throw new Error(`No industry picture ${only}: one of ${Object.keys(SCENES).join(', ')}`);
  return Promise.all(
    slugs.map(async (slug) => {
      const { html, css } = await SCENES[slug]();
      return { file: `industries/${slug}.webp`, ...SIZE, html, css: base + css };
    }),
  );
}
