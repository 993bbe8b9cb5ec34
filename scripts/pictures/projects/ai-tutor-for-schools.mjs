/**
 * AI Tutor for Schools (private school group, KSA): the student's homework session with
 * step-by-step hints that never give the answer away, the same tutor in Arabic with the
 * session summary sent to the teacher, the teacher's class dashboard (homework completion +27%
 * in the pilot term) and the safety filters (9,000 weekly sessions across three campuses).
 */
import { icon } from '../render.mjs';

const i = (name, size = 16, stroke = 'currentColor', width = 2) =>
  icon(name, { size, stroke, width });

/** Shared CSS for this project's screens: legible sizes (12 px minimum) and the apps' chrome. */
const base = `
.chip{font-size:12px;padding:3px 10px}
.label{font-size:12px}
th{font-size:12px}
.browser > .bar .url{font-size:12px}
.app{position:absolute;inset:0;display:flex;background:#f8fafc}
.nav{width:200px;flex:none;background:#fff;border-right:1px solid var(--line);padding:16px 12px;display:flex;flex-direction:column;gap:4px}
.brand{display:flex;align-items:center;gap:9px;font-weight:700;font-size:15px;margin:0 4px 14px;white-space:nowrap}
.brand .mark{width:30px;height:30px;border-radius:9px;background:var(--primary);display:flex;align-items:center;justify-content:center}
.nav .it{display:flex;align-items:center;gap:9px;padding:8px 10px;border-radius:9px;font-size:13px;color:var(--muted)}
.nav .it.on{background:var(--primary-light);color:var(--primary-dark);font-weight:600}
.nav .sec{font-size:12px;color:#94a3b8;font-weight:600;margin:12px 10px 4px;text-transform:uppercase;letter-spacing:.06em}
.head{display:flex;align-items:center;gap:12px;padding:0 20px;height:58px;background:#fff;border-bottom:1px solid var(--line);flex:none}
.head h1{font-size:17px;font-weight:700;letter-spacing:-.01em}
.ar{font-family:"Noto Sans Arabic",sans-serif}
.toggle{display:inline-flex;background:#f1f5f9;border-radius:9px;padding:3px;font-size:12px;font-weight:600}
.toggle span{padding:4px 10px;border-radius:7px;color:var(--muted)}
.toggle span.on{background:#fff;color:var(--ink);box-shadow:0 1px 2px rgb(15 23 42/.1)}
.bot{width:32px;height:32px;border-radius:10px;background:linear-gradient(135deg,#7c5cff,#5b3df5);display:flex;align-items:center;justify-content:center;flex:none}
`;

async function brand() {
  return `<div class="brand"><span class="mark">${await i('graduation-cap', 17, '#fff')}</span>Homework Tutor</div>`;
}

/* ---------------------------------------------------------------- 1. the student's session */
async function tutorSession() {
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:36px;top:30px;width:888px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">tutor.schoolgroup.sa/homework/maths-8</span></div>
  <div class="view"><div class="app">
    <div class="nav">
      ${await brand()}
      <div class="sec">This week</div>
      <div class="it on">${await i('sigma', 16)}<div><div class="s">Maths</div><div class="t">Linear equations</div></div></div>
      <div class="it">${await i('leaf', 16)}<div><div class="s">Science</div><div class="t">Photosynthesis</div></div></div>
      <div class="it">${await i('book-open', 16)}<div><div class="s">English</div><div class="t">Reported speech</div></div></div>
      <div class="it">${await i('pen-line', 16)}<div class="ar"><div class="s">لغتي</div><div class="t">الجملة الاسمية</div></div></div>
      <div class="due">
        <div class="label">Due Thursday</div>
        <div style="font-weight:700;font-size:14px;margin-top:2px">Worksheet 4.2</div>
        <div class="prog"><div style="width:60%"></div></div>
        <div class="label">3 of 5 questions done</div>
      </div>
    </div>
    <div class="grow" style="display:flex;flex-direction:column;min-width:0">
      <div class="head">
        <div><h1>Question 4 · Solve 3x + 7 = 22</h1><div class="label">Grade 8 Mathematics · Unit 4, Lesson 2: one-step and two-step equations</div></div>
        <div class="grow"></div>
        <div class="toggle"><span class="on">English</span><span class="ar">العربية</span></div>
      </div>
      <div class="chat">
        <div class="msg me">I don’t get it. Can you just tell me what x is?</div>
        <div class="msg ai"><span class="bot">${await i('sparkles', 16, '#fff')}</span><div class="b">Let’s work it out. Which would you undo first: × 3 or + 7?</div></div>
        <div class="msg me">Take away the 7?</div>
        <div class="msg ai"><span class="bot">${await i('sparkles', 16, '#fff')}</span><div class="b">Exactly. Subtract 7 from both sides:
          <div class="eq">3x + 7 − 7 = 22 − 7 &nbsp;→&nbsp; 3x = 15</div>
          One step left. How do you get x on its own?<div class="row" style="gap:6px;margin-top:8px"><span class="chip">${await i('lightbulb', 12)}Hint 2 of 3</span><span class="chip grey">Answer not revealed</span></div></div></div>
        <div class="msg me">Divide both sides by 3 … so x = 5?</div>
        <div class="msg ai"><span class="bot">${await i('sparkles', 16, '#fff')}</span><div class="b">Nice work! Check it yourself: does 3 × 5 + 7 give 22?</div></div>
      </div>
      <div class="input"><span class="muted">Type your next step…</span><div class="grow"></div><span class="btn">${await i('send', 14, '#fff')}Send</span></div>
    </div>
  </div></div>
</div>
<div class="float res">
  <div class="ri">${await i('circle-check', 20, '#fff')}</div>
  <div><div class="label">Homework completion</div><div style="font-weight:700;font-size:22px;letter-spacing:-.02em">+27% <span style="font-size:13px;color:#64748b;font-weight:500">in the pilot term</span></div></div>
</div>`;
  const css = `${base}
.nav .it .s{font-weight:600;color:var(--ink)}.nav .it.on .s{color:var(--primary-dark)}.nav .it .t{font-size:12px}
.due{margin-top:auto;background:#f5f3ff;border-radius:12px;padding:12px}
.prog{height:7px;border-radius:9px;background:#e4defd;margin:8px 0 6px;overflow:hidden}.prog div{height:100%;background:var(--primary);border-radius:9px}
.chat{flex:1;min-height:0;padding:16px 22px;display:flex;flex-direction:column;gap:10px;background:#f8fafc}
.msg{font-size:14px;line-height:1.45;max-width:76%}
.msg.me{align-self:flex-end;background:var(--primary);color:#fff;padding:9px 14px;border-radius:16px 16px 4px 16px}
.msg.ai{display:flex;gap:10px;align-items:flex-start}
.msg.ai .b{background:#fff;border:1px solid var(--line);padding:9px 14px;border-radius:4px 16px 16px 16px}
.eq{font-family:"Geist Mono",monospace;font-size:14px;background:#f5f3ff;color:var(--primary-dark);border-radius:8px;padding:7px 10px;margin:7px 0;font-weight:600}
.input{display:flex;align-items:center;gap:10px;margin:0 22px 18px;background:#fff;border:1px solid var(--line);border-radius:12px;padding:8px 8px 8px 14px;font-size:13px}
.res{right:58px;top:318px;display:flex;align-items:center;gap:12px;padding:13px 18px}
.ri{width:42px;height:42px;border-radius:12px;background:var(--accent);display:flex;align-items:center;justify-content:center}
`;
  return { name: 'tutor-session', width: 960, height: 640, scale: 1.5, html, css };
}

/* ---------------------------------------------------------------- 2. Arabic session + teacher summary */
async function arabicSession() {
  const bot = `<span class="bot sm">${await i('sparkles', 14, '#fff')}</span>`;
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:330px;top:64px;width:590px;height:500px">
  <div class="bar"><i></i><i></i><i></i><span class="url">tutor.schoolgroup.sa/teacher/summaries</span></div>
  <div class="view" style="background:#f8fafc;padding:18px 22px 18px 110px">
    <div class="row"><div style="font-size:17px;font-weight:700">Session summary</div><div class="grow"></div><span class="chip grey">Grade 7B · Science</span></div>
    <div class="card sum">
      <div class="row">
        <span class="avatar" style="background:#ec4899;width:36px;height:36px;font-size:13px">LH</span>
        <div class="grow"><div style="font-weight:700;font-size:15px">Layan Al-Harbi</div><div class="label">Today 19:42 · 14 min · in Arabic</div></div>
        <span class="chip green">Completed</span>
      </div>
      <div class="topic"><span class="label">Topic</span><b>Photosynthesis: what a plant needs to make food</b><span class="label">Unit 3 · Lesson 1</span></div>
      <div class="pts">
        <div class="pt">${await i('circle-check', 16, '#10b981')}<span>Plants make their own food in their leaves</span></div>
        <div class="pt">${await i('circle-check', 16, '#10b981')}<span>Carbon dioxide and water are the inputs <em>(after hint 2)</em></span></div>
        <div class="pt">${await i('circle-exclamation-point', 16, '#f59e0b')}<span>Not yet sure what chlorophyll does</span></div>
      </div>
      <div class="row foot"><span class="chip">${await i('lightbulb', 12)}2 of 3 hints · no answers given</span><div class="grow"></div><span class="btn">Assign follow-up</span></div>
    </div>
    <div class="card next row">
      <span class="avatar" style="background:#f59e0b;width:32px;height:32px">RO</span>
      <div class="grow"><div style="font-weight:600;font-size:14px">Reem Al-Otaibi</div><div class="label">Today 19:10 · 11 min · in English</div></div>
      <span class="chip green">Completed</span>
    </div>
  </div>
</div>
<div class="phone" style="left:84px;top:34px;width:286px;height:572px">
  <div class="screen" dir="rtl">
    <div class="ph ar">
      <div class="row" style="justify-content:space-between;align-items:flex-start">
        <div><div style="font-weight:700;font-size:16px">العلوم · الصف السابع</div><div style="font-size:12px;opacity:.85">الوحدة ٣: البناء الضوئي</div></div>
      </div>
      <div class="tg"><span class="on ar">العربية</span><span>English</span></div>
    </div>
    <div class="pchat ar">
      <div class="m me">لماذا تحتاج النباتات إلى ضوء الشمس؟</div>
      <div class="m ai">${bot}<div class="b">سؤال رائع! لنفكّر معًا: ماذا تصنع النبتة في أوراقها؟</div></div>
      <div class="m me">تصنع غذاءها؟</div>
      <div class="m ai">${bot}<div class="b">أحسنت! ولتصنع غذاءها تأخذ مادة من الهواء وأخرى من التربة. ما هما برأيك؟<div style="margin-top:6px"><span class="chip">تلميح ٢ من ٣</span></div></div></div>
      <div class="m me">ثاني أكسيد الكربون والماء</div>
    </div>
    <div class="pin ar"><span>اكتب إجابتك…</span><span class="send">${await i('send', 15, '#fff')}</span></div>
  </div>
</div>
<div class="float lang">
  <div class="li">${await i('languages', 20, '#fff')}</div>
  <div><div style="font-weight:700;font-size:14px">Arabic and English</div><div class="muted" style="font-size:12px">Bilingual from day one</div></div>
</div>`;
  const css = `${base}
.sum{margin-top:14px;padding:16px 18px}
.next{margin-top:10px;padding:10px 18px}
.topic{display:flex;flex-direction:column;gap:2px;margin-top:14px;padding:12px 14px;background:#f5f3ff;border-radius:10px;font-size:14px}
.pts{display:flex;flex-direction:column;gap:9px;margin-top:14px}
.pt{display:flex;gap:9px;align-items:flex-start;font-size:13.5px}.pt svg{flex:none;margin-top:2px}
.pt em{color:#64748b;font-style:normal}
.foot{margin-top:16px;padding-top:14px;border-top:1px solid var(--line)}
.ph{background:linear-gradient(135deg,#6d4df7,#4327d6);color:#fff;padding:42px 18px 14px}
.tg{display:inline-flex;margin-top:10px;background:rgb(255 255 255/.16);border-radius:9px;padding:3px;font-size:12px;font-weight:600}
.tg span{padding:3px 10px;border-radius:7px;color:#e0dbff;font-family:Geist}
.tg span.on{background:#fff;color:var(--primary-dark);font-family:"Noto Sans Arabic"}
.pchat{padding:14px 12px;display:flex;flex-direction:column;gap:9px;background:#f8fafc;height:374px}
.m{font-size:13px;line-height:1.6;max-width:86%}
.m.me{align-self:flex-end;background:var(--primary);color:#fff;padding:7px 12px;border-radius:14px 14px 4px 14px}
.m.ai{display:flex;gap:7px;align-items:flex-start;align-self:flex-start}
.m.ai .b{background:#fff;border:1px solid var(--line);padding:7px 12px;border-radius:4px 14px 14px 14px}
.bot.sm{width:26px;height:26px;border-radius:8px}
.m .chip{font-family:"Noto Sans Arabic"}
.pin{position:absolute;left:10px;right:10px;bottom:14px;display:flex;align-items:center;justify-content:space-between;background:#fff;border:1px solid var(--line);border-radius:12px;padding:6px 6px 6px 12px;padding-inline-start:14px;font-size:13px;color:#64748b}
.send{width:32px;height:32px;border-radius:9px;background:var(--primary);display:flex;align-items:center;justify-content:center;transform:scaleX(-1)}
.lang{right:58px;bottom:40px;display:flex;align-items:center;gap:12px;padding:13px 18px}
.li{width:42px;height:42px;border-radius:12px;background:var(--primary);display:flex;align-items:center;justify-content:center}
`;
  return { name: 'arabic-session', width: 960, height: 640, scale: 1.5, html, css };
}

/* ---------------------------------------------------------------- 3. teacher dashboard */
async function teacherDashboard() {
  const topics = ['One-step', 'Two-step', 'Brackets', 'Negatives', 'Word problems'];
  // s secure, p practising, x struggling, n not started
  const students = [
    ['Abdullah Al-Shehri', 'sssps'],
    ['Faisal Al-Dossari', 'sspxp'],
    ['Hamad Al-Mutairi', 'sssss'],
    ['Khalid Al-Zahrani', 'spnnn'],
    ['Omar Al-Subaie', 'ssxxp'],
    ['Saud Al-Ghamdi', 'sssxp'],
    ['Turki Al-Anazi', 'sspxx'],
    ['Yousef Al-Qahtani', 'sssxs'],
  ];
  const cell = { s: 'secure', p: 'practising', x: 'struggling', n: 'none' };
  const grid = students
    .map(
      ([name, marks]) =>
        `<tr><td class="nm">${name}</td>${[...marks].map((m) => `<td><span class="cell ${cell[m]}"></span></td>`).join('')}</tr>`,
    )
    .join('');
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:36px;top:30px;width:888px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">tutor.schoolgroup.sa/teacher/classes/8b</span></div>
  <div class="view"><div class="app">
    <div class="nav" style="width:192px">
      ${await brand()}
      <div class="it on">${await i('layout-dashboard', 16)}Class 8B</div>
      <div class="it">${await i('users', 16)}Students</div>
      <div class="it">${await i('clipboard-list', 16)}Assignments</div>
      <div class="it">${await i('message-square-text', 16)}Summaries</div>
      <div class="it">${await i('chart-column', 16)}Reports</div>
      <div class="me2"><span class="avatar" style="background:#0ea5e9">FO</span><div><div style="font-size:13px;font-weight:600">Mr. Fahad</div><div class="label">Mathematics</div></div></div>
    </div>
    <div class="grow" style="display:flex;flex-direction:column;min-width:0">
      <div class="head">
        <div><h1>Class 8B · Mathematics</h1><div class="label">Unit 4: Linear equations · 28 students</div></div>
        <div class="grow"></div><span class="chip green"><span style="width:7px;height:7px;border-radius:50%;background:#10b981;display:inline-block"></span>Live</span>
      </div>
      <div class="body">
        <div class="tiles">
          <div class="t hl"><div class="label">Homework completion</div><div class="kpi" style="color:#047857">+27%</div><div class="tsub">Pilot term vs. last term</div></div>
          <div class="t"><div class="label">Tutor sessions this week</div><div class="kpi">212</div><div class="tsub">26 of 28 students</div></div>
          <div class="t"><div class="label">Need help now</div><div class="kpi" style="color:var(--rose)">5</div><div class="tsub">Stuck on negatives</div></div>
        </div>
        <div class="row" style="align-items:stretch;gap:14px;flex:1;min-height:0">
          <div class="card hm grow">
            <div style="font-weight:700;font-size:14px">Mastery by topic</div>
            <table><thead><tr><th>Student</th>${topics.map((t) => `<th class="c">${t}</th>`).join('')}</tr></thead><tbody>${grid}</tbody></table>
            <div class="row legend"><span class="lg"><span class="cell secure"></span>Secure</span><span class="lg"><span class="cell practising"></span>Practising</span><span class="lg"><span class="cell struggling"></span>Stuck</span><span class="lg"><span class="cell none"></span>Not started</span></div>
          </div>
          <div class="card alert">
            <div class="row" style="gap:8px">${await i('triangle-exclamation-point', 16, '#e11d48')}<b style="font-size:14px">Needs attention</b></div>
            <div class="al"><b>Omar Al-Subaie</b><span>Stuck on negative coefficients in 3 sessions</span></div>
            <div class="al"><b>Turki Al-Anazi</b><span>Used every hint on word problems twice</span></div>
          </div>
        </div>
      </div>
    </div>
  </div></div>
</div>
<div class="float sugg">
  <div class="row" style="gap:10px"><div class="si">${await i('sparkles', 18, '#fff')}</div><div style="font-weight:700;font-size:14px;line-height:1.3">5 students stuck on negatives</div></div>
  <div class="muted" style="font-size:12px;margin-top:8px">Suggested: a 10-minute review before Thursday’s quiz</div>
  <div class="row" style="gap:8px;margin-top:10px"><span class="btn">Plan review</span><span class="btn ghost">See sessions</span></div>
</div>`;
  const css = `${base}
.me2{margin-top:auto;display:flex;align-items:center;gap:9px;padding:8px 6px;border-top:1px solid var(--line)}
.body{flex:1;min-height:0;padding:14px 18px;display:flex;flex-direction:column;gap:12px}
.tiles{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}
.t{background:#fff;border:1px solid var(--line);border-radius:12px;padding:10px 14px}
.t.hl{background:#ecfdf5;border-color:#a7f3d0}
.t .kpi{font-size:22px}
.tsub{font-size:12px;color:#64748b}
.hm{padding:12px 14px}
.hm table{margin-top:4px}
.hm td{padding:5px 6px;border-bottom:1px solid #f1f5f9}
.hm th{padding:6px}
.hm th.c{text-align:center;font-size:12px}
.hm td.nm{font-size:13px;white-space:nowrap}
.hm td:not(.nm){text-align:center}
.cell{display:inline-block;width:34px;height:18px;border-radius:5px;vertical-align:middle}
.lg .cell{width:12px;height:12px;border-radius:4px;margin-right:5px}
.lg{font-size:12px;color:var(--muted);display:inline-flex;align-items:center}
.legend{gap:16px;margin-top:10px}
.secure{background:#34d399}.practising{background:#fcd34d}.struggling{background:#fb7185}.none{background:#e2e8f0}
.alert{width:214px;flex:none;padding:12px 14px;display:flex;flex-direction:column;gap:10px}
.al{display:flex;flex-direction:column;gap:1px;font-size:13px;padding:9px 11px;border-radius:10px;background:#fff1f2}
.al span{font-size:12px;color:var(--muted)}
.sugg{right:44px;bottom:34px;padding:14px 16px;width:244px}
.si{width:36px;height:36px;border-radius:10px;background:var(--primary);display:flex;align-items:center;justify-content:center;flex:none}
`;
  return { name: 'teacher-dashboard', width: 960, height: 640, scale: 1.5, html, css };
}

/* ---------------------------------------------------------------- 4. safety filters */
async function safetyFilters() {
  const rules = [
    [
      'book-check',
      'Curriculum grounding',
      'Answers come only from the school group’s approved curriculum',
    ],
    ['lightbulb', 'Hints, not answers', 'Guides step by step; never gives a homework answer away'],
    ['shield-check', 'Age-appropriate content', 'Filter level set per grade band'],
    ['message-square-off', 'Topic limits', 'Off-topic chats are steered back to homework'],
    ['eye-off', 'Personal data', 'Phone numbers and addresses are removed from chats'],
  ];
  const ruleRows = (
    await Promise.all(
      rules.map(
        async ([ic, title, text]) =>
          `<div class="rule"><span class="rq">${await i(ic, 17, '#5b3df5')}</span><div class="grow"><div class="rt">${title}</div><div class="rd">${text}</div></div><span class="sw on"><i></i></span></div>`,
      ),
    )
  ).join('');
  const events = [
    ['19:42', 'Off-topic chat steered back', 'Grade 8 · Maths'],
    ['19:15', 'Final answer asked: hint given', 'Grade 9 · Science'],
    ['18:58', 'Phone number removed', 'Grade 7 · English'],
  ];
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:36px;top:30px;width:888px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">tutor.schoolgroup.sa/admin/safety</span></div>
  <div class="view"><div class="app">
    <div class="grow" style="display:flex;flex-direction:column;min-width:0">
      <div class="head">
        <span class="mark2">${await i('shield-check', 18, '#fff')}</span>
        <div><h1>Safety &amp; curriculum rules</h1><div class="label">Applied to every student session, in Arabic and English</div></div>
        <div class="grow"></div>
        <span class="lbl2">Grade band</span><span class="sel">Grades 7–9 ${await i('chevron-down', 14, '#64748b')}</span>
      </div>
      <div class="body">
        <div class="col" style="gap:10px;flex:1;min-width:0">
          ${ruleRows}
          <div class="card blocked">
            <div class="rt" style="margin-bottom:8px">Blocked topics</div>
            <div class="row" style="flex-wrap:wrap;gap:7px"><span class="chip red">Violence</span><span class="chip red">Gambling</span><span class="chip red">Dating</span><span class="chip red">Politics</span><span class="chip amber">Self-harm: alert the school counsellor</span></div>
          </div>
        </div>
        <div class="col" style="gap:12px;width:300px;flex:none">
          <div class="card week">
            <div class="row"><div class="rt">Sessions this week</div><div class="grow"></div><span class="chip grey">3 campuses</span></div>
            <div class="kpi" style="font-size:30px;margin:4px 0 8px">9,000</div>
            ${[
              ['Riyadh · Al Narjis', '3,400', 100],
              ['Riyadh · Al Yasmin', '3,100', 91],
              ['Jeddah · Al Rawdah', '2,500', 74],
            ]
              .map(
                ([c, n, w]) =>
                  `<div class="cp"><div class="row"><span>${c}</span><div class="grow"></div><b>${n}</b></div><div class="track"><div style="width:${w}%"></div></div></div>`,
              )
              .join('')}
          </div>
          <div class="card log">
            <div class="rt" style="margin-bottom:6px">Filter activity</div>
            ${events.map(([t, e, w]) => `<div class="ev"><span class="mono tm">${t}</span><div><div style="font-size:13px">${e}</div><div class="label">${w}</div></div></div>`).join('')}
          </div>
        </div>
      </div>
    </div>
  </div></div>
</div>`;
  const css = `${base}
.mark2{width:36px;height:36px;border-radius:10px;background:var(--primary);display:flex;align-items:center;justify-content:center}
.lbl2{font-size:12px;color:#64748b}
.sel{display:inline-flex;align-items:center;gap:6px;border:1px solid var(--line);border-radius:9px;padding:6px 10px;font-size:13px;font-weight:600}
.body{flex:1;min-height:0;padding:14px 18px;display:flex;gap:14px}
.rule{display:flex;align-items:center;gap:12px;background:#fff;border:1px solid var(--line);border-radius:12px;padding:9px 14px}
.rq{width:34px;height:34px;border-radius:10px;background:var(--primary-light);display:flex;align-items:center;justify-content:center;flex:none}
.rt{font-size:14px;font-weight:700}.rd{font-size:12px;color:var(--muted)}
.sw{width:38px;height:22px;border-radius:99px;background:#cbd5e1;position:relative;flex:none}
.sw.on{background:var(--accent)}
.sw i{position:absolute;top:3px;left:3px;width:16px;height:16px;border-radius:50%;background:#fff;box-shadow:0 1px 2px rgb(0 0 0/.2)}
.sw.on i{left:19px}
.blocked{padding:12px 14px}
.week{padding:14px 16px}
.cp{font-size:13px;margin-top:8px}.track{height:7px;border-radius:9px;background:#f1f5f9;margin-top:5px;overflow:hidden}.track div{height:100%;background:var(--primary);border-radius:9px}
.log{padding:12px 16px;flex:1}
.ev{display:flex;gap:10px;padding:7px 0;border-top:1px solid #f1f5f9}
.tm{font-size:12px;color:#64748b;padding-top:1px}
`;
  return { name: 'safety-filters', width: 960, height: 640, scale: 1.5, html, css };
}

export const screens = [
  await tutorSession(),
  await arabicSession(),
  await teacherDashboard(),
  await safetyFilters(),
];

export const thumbnail = { screen: 0, region: { left: 236, top: 64, width: 690, height: 460 } };
