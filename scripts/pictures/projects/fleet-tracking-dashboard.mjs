/**
 * Fleet Tracking Dashboard (regional logistics company, UAE): the dispatcher's live map of 80
 * vehicles with ETAs, the routes optimised overnight, the driver app's proof of delivery that
 * creates the invoice, and the results (fuel cost −14% in six months, invoices the same day).
 */
import { icon } from '../render.mjs';

const i = (name, size = 16, stroke = 'currentColor', width = 2) =>
  icon(name, { size, stroke, width });

/** Shared CSS for this project's screens: legible sizes (12 px minimum) and the app's chrome. */
const base = `
.chip{font-size:12px;padding:3px 10px}
.label{font-size:12px}
th{font-size:12px}
.browser > .bar .url{font-size:12px}
.app{position:absolute;inset:0;display:flex;background:#f8fafc}
.rail{width:58px;flex:none;background:var(--ink);display:flex;flex-direction:column;align-items:center;gap:8px;padding-top:14px}
.rail .logo{width:32px;height:32px;border-radius:9px;background:var(--primary);display:flex;align-items:center;justify-content:center;color:#fff;margin-bottom:10px}
.rail .ri{width:38px;height:38px;border-radius:10px;display:flex;align-items:center;justify-content:center;color:#94a3b8}
.rail .ri.on{background:rgb(255 255 255 / .12);color:#fff}
.head{display:flex;align-items:center;gap:12px;padding:0 20px;height:56px;background:#fff;border-bottom:1px solid var(--line);flex:none}
.head h1{font-size:17px;font-weight:700;letter-spacing:-.01em}
.dot{width:8px;height:8px;border-radius:50%;display:inline-block;flex:none}
`;

async function rail(active) {
  const items = ['layout-dashboard', 'map', 'route', 'truck', 'receipt', 'chart-column'];
  return `<div class="rail"><div class="logo">${await i('navigation', 18, '#fff')}</div>${(
    await Promise.all(
      items.map(async (n) => `<div class="ri ${n === active ? 'on' : ''}">${await i(n, 19)}</div>`),
    )
  ).join('')}</div>`;
}

/* ---------------------------------------------------------------- the Dubai map (SVG) */
// A stylised Dubai: the Gulf to the north-west, the coast running south-west → north-east,
// Sheikh Zayed Road and Emirates Road parallel inland, the Creek cutting in near Deira.
function mapSvg(w, h, { routes = '', labels = true, scale = 1 } = {}) {
  const W = w / scale,
    H = h / scale;
  // Thin streets: a grid along and across the coast, drawn under the water and the main roads.
  const streets = [];
  for (let k = -600; k < 1200; k += 34) streets.push(`M${k} 0 L${k + 700} 700`);
  for (let k = 0; k < 1400; k += 34) streets.push(`M${k} 0 L${k - 700} 700`);
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" style="position:absolute;inset:0">
  <rect width="${W}" height="${H}" fill="#f1f3ee"/>
  <path d="${streets.join('')}" stroke="#ffffff" stroke-width="1.6" opacity=".9"/>
  <g fill="#e5e9e1">
    <rect x="255" y="395" width="90" height="50" rx="6"/><rect x="470" y="330" width="100" height="70" rx="6"/>
    <rect x="120" y="430" width="70" height="40" rx="6"/>
  </g>
  <g fill="#d9ecd5"><circle cx="355" cy="190" r="24"/><rect x="500" y="180" width="56" height="38" rx="8"/><circle cx="200" cy="470" r="18"/></g>
  <path d="M0 0 H470 C440 30 420 40 400 62 C370 95 330 110 300 140 C260 180 235 200 205 240 C170 285 130 320 95 365 C60 410 30 440 0 470 L-200 670 L-200 0 Z" fill="#cde7f7"/>
  <path d="M402 60 C430 90 445 96 470 104 C500 114 520 140 600 150" fill="none" stroke="#cde7f7" stroke-width="13" stroke-linecap="round"/>
  <g fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round">
    <path d="M300 160 L640 430"/><path d="M380 90 L640 300"/><path d="M215 240 L520 500"/><path d="M120 340 L330 500"/>
    <path d="M250 470 L520 200"/><path d="M420 500 L640 280"/>
  </g>
  <path d="M150 500 L640 10" fill="none" stroke="#fcd34d" stroke-width="7" stroke-linecap="round"/>
  <path d="M350 500 L640 215" fill="none" stroke="#fde68a" stroke-width="6" stroke-linecap="round"/>
  ${
    labels
      ? `<g font-family="Geist" font-size="12" font-weight="600" fill="#94a3b8" letter-spacing="1.2">
    <text x="24" y="478">JEBEL ALI</text>
    <text x="150" y="392">AL QUOZ</text>
    <text x="428" y="232">BUSINESS BAY</text>
    <text x="520" y="100">DEIRA</text>
    <text x="472" y="318">RAS AL KHOR</text>
  </g>
  <text x="30" y="330" font-family="Geist" font-size="13" font-style="italic" fill="#7fb4d6">Arabian Gulf</text>`
      : ''
  }
  ${routes}
</svg>`;
}

/* ---------------------------------------------------------------- 1. live map */
async function liveMap() {
  const vehicles = [
    ['TRK-14', 'Rashid Al Marri', 'On route', '', 'ETA 11:58', true],
    ['TRK-03', 'Imran Qureshi', 'At drop', 'green', 'Al Quoz · 7/12'],
    ['TRK-22', 'Joseph Mathew', 'On route', '', 'ETA 12:10'],
    ['TRK-41', 'Sameer Khan', 'Delayed', 'red', '+18 min'],
    ['VAN-08', 'Anil Kumar', 'On route', '', 'ETA 12:24'],
    ['TRK-17', 'Bilal Ahmed', 'Loading', 'amber', 'Jebel Ali DC'],
    ['VAN-12', 'Tariq Hussain', 'At drop', 'green', 'Deira · 5/9'],
  ];
  const list = vehicles
    .map(
      ([id, driver, status, tone, eta, on]) => `
    <div class="veh ${on ? 'on' : ''}">
      <div class="grow"><div class="vid mono">${id}</div><div class="drv">${driver}</div></div>
      <div class="right"><span class="chip ${tone}">${status}</span><div class="eta">${eta}</div></div>
    </div>`,
    )
    .join('');
  const marker = async (x, y, colour, label, big) =>
    `<div class="mk ${big ? 'big' : ''}" style="left:${x}px;top:${y}px;background:${colour}">${await i('truck', big ? 17 : 14, '#fff')}${label ? `<span class="tag mono">${label}</span>` : ''}</div>`;
  const v = 'var(--primary)',
    g = 'var(--accent)',
    a = 'var(--amber)',
    r = 'var(--rose)',
    s = '#94a3b8';
  const markers = (
    await Promise.all([
      marker(300, 350, v, 'TRK-14', true),
      marker(232, 298, g, 'TRK-03'),
      marker(500, 350, r, 'TRK-41'),
      marker(125, 446, a, 'TRK-17'),
      marker(88, 424, a),
      marker(500, 66, g, 'VAN-12'),
      marker(372, 178, v),
      marker(446, 150, v),
      marker(545, 238, v),
      marker(340, 262, v),
      marker(575, 170, s),
      marker(262, 415, v),
      marker(420, 330, g),
    ])
  ).join('');
  // Route of the selected truck: done part solid, remaining dashed, to its next drop.
  const routes = `
    <path d="M172 478 L300 350" fill="none" stroke="#5b3df5" stroke-width="5" stroke-linecap="round" opacity=".35"/>
    <path d="M316 334 L406 244 L466 292" fill="none" stroke="#5b3df5" stroke-width="4" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:36px;top:30px;width:888px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">dispatch.fleetops.ae/live</span></div>
  <div class="view"><div class="app">
    ${await rail('map')}
    <div class="grow" style="display:flex;flex-direction:column">
      <div class="head">
        <h1>Live fleet map</h1><span class="chip green"><span class="dot" style="background:#10b981"></span>Live · 11:42</span>
        <div class="grow"></div>
        <div class="stat"><b>80</b> vehicles</div><div class="stat"><b style="color:var(--primary)">64</b> on route</div>
        <div class="stat"><b style="color:#b45309">9</b> loading</div><div class="stat"><b style="color:var(--rose)">2</b> delayed</div>
      </div>
      <div class="grow" style="display:flex;min-height:0">
        <div class="list">
          <div class="search">${await i('search', 15, '#64748b')}<span>Search vehicle or driver</span></div>
          ${list}
        </div>
        <div class="map grow">
          ${mapSvg(594, 490, { routes })}
          ${markers}
          <div class="pin" style="left:470px;top:295px">${await i('map-pin', 26, '#fff', 2)}</div>
          <div class="pop">
            <div class="row" style="gap:8px"><span class="mono" style="font-weight:700">TRK-14</span><span class="chip">On route</span></div>
            <div class="pdrv">Rashid Al Marri · 3.5 t box truck</div>
            <div class="prow"><span class="label">Next drop</span><b>Al Safa Foods, Business Bay</b></div>
            <div class="pgrid">
              <div><div class="label">ETA</div><div class="big">11:58</div></div>
              <div><div class="label">Drops</div><div class="big">4 <span>/ 11</span></div></div>
              <div><div class="label">Speed</div><div class="big">62 <span>km/h</span></div></div>
            </div>
          </div>
        </div>
      </div>
    </div>
  </div></div>
</div>
<div class="float note">
  <div class="ni">${await i('link', 18, '#047857')}</div>
  <div><div style="font-weight:700;font-size:14px">Tracking link sent</div><div class="muted" style="font-size:12px">Al Safa Foods · arriving 11:58</div></div>
  ${await i('circle-check', 20, '#10b981')}
</div>`;
  const css = `${base}
.stat{font-size:13px;color:var(--muted);padding:0 4px}.stat b{font-size:16px;color:var(--ink);margin-right:3px}
.list{width:236px;flex:none;background:#fff;border-right:1px solid var(--line);padding:12px 10px;display:flex;flex-direction:column;gap:4px}
.search{display:flex;align-items:center;gap:8px;border:1px solid var(--line);border-radius:9px;padding:7px 10px;font-size:12px;color:#64748b;margin-bottom:6px}
.veh{display:flex;align-items:center;gap:8px;padding:7px 9px;border-radius:9px}
.veh.on{background:var(--primary-light);box-shadow:inset 3px 0 0 var(--primary)}
.vid{font-size:13px;font-weight:700}.drv{font-size:12px;color:var(--muted);white-space:nowrap}
.right{display:flex;flex-direction:column;align-items:flex-end;gap:2px}.eta{font-size:12px;color:#64748b;white-space:nowrap}
.map{position:relative;overflow:hidden}
.mk{position:absolute;width:28px;height:28px;margin:-14px 0 0 -14px;border-radius:50%;display:flex;align-items:center;justify-content:center;border:2.5px solid #fff;box-shadow:0 3px 8px rgb(15 23 42/.25)}
.mk.big{width:38px;height:38px;margin:-19px 0 0 -19px;box-shadow:0 0 0 8px rgb(91 61 245/.2),0 3px 8px rgb(15 23 42/.25)}
.mk .tag{position:absolute;left:100%;margin-left:6px;background:#fff;border-radius:6px;padding:1px 6px;font-size:12px;font-weight:600;color:var(--ink);box-shadow:0 1px 3px rgb(15 23 42/.2);white-space:nowrap}
.pin{position:absolute;width:40px;height:40px;margin:-40px 0 0 -20px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:var(--ink);display:flex;align-items:center;justify-content:center}
.pin svg{transform:rotate(45deg)}
.pop{position:absolute;left:16px;top:16px;width:256px;background:#fff;border-radius:12px;padding:14px 16px;box-shadow:0 12px 28px -6px rgb(15 23 42/.25)}
.pdrv{font-size:12px;color:var(--muted);margin-top:4px}
.prow{display:flex;flex-direction:column;margin-top:10px;font-size:13px;gap:1px}
.pgrid{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:12px;padding-top:10px;border-top:1px solid var(--line)}
.big{font-size:19px;font-weight:700;letter-spacing:-.01em}.big span{font-size:12px;color:#64748b;font-weight:500}
.note{right:64px;bottom:40px;display:flex;align-items:center;gap:12px;padding:13px 16px}
.ni{width:38px;height:38px;border-radius:10px;background:#d1fae5;display:flex;align-items:center;justify-content:center}
`;
  return { name: 'live-map', width: 960, height: 640, scale: 1.5, html, css };
}

/* ---------------------------------------------------------------- 2. overnight route plan */
async function routePlan() {
  const routes = [
    [
      'R-01',
      '#5b3df5',
      'TRK-14',
      'Rashid Al Marri',
      11,
      '124 km',
      '06:10',
      [
        [110, 480],
        [200, 420],
        [260, 340],
        [330, 260],
        [400, 190],
        [460, 120],
      ],
    ],
    [
      'R-02',
      '#10b981',
      'TRK-03',
      'Imran Qureshi',
      12,
      '98 km',
      '06:20',
      [
        [110, 480],
        [185, 512],
        [290, 470],
        [380, 420],
        [460, 380],
      ],
    ],
    [
      'R-03',
      '#f59e0b',
      'TRK-22',
      'Joseph Mathew',
      10,
      '111 km',
      '06:30',
      [
        [110, 480],
        [150, 380],
        [200, 300],
        [260, 240],
        [330, 170],
      ],
    ],
    [
      'R-04',
      '#0ea5e9',
      'VAN-08',
      'Anil Kumar',
      13,
      '136 km',
      '06:40',
      [
        [110, 480],
        [230, 590],
        [360, 545],
        [450, 500],
        [480, 440],
      ],
    ],
    ['R-05', '#e11d48', 'TRK-41', 'Sameer Khan', 11, '117 km', '06:50'],
  ];
  const lines = routes
    .filter((route) => route[7])
    .map(([, colour, , , , , , pts]) => {
      const d = pts.map(([x, y], n) => `${n ? 'L' : 'M'}${x} ${y}`).join(' ');
      const stops = pts
        .slice(1)
        .map(
          ([x, y], n) =>
            `<circle cx="${x}" cy="${y}" r="11" fill="#fff" stroke="${colour}" stroke-width="3"/><text x="${x}" y="${y + 4.5}" text-anchor="middle" font-family="Geist" font-size="12" font-weight="700" fill="${colour}">${n + 1}</text>`,
        )
        .join('');
      return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" opacity=".9"/>${stops}`;
    })
    .join('');
  const depot = '';
  const rows = routes
    .map(
      ([id, colour, vehicle, driver, stops, km, start], n) => `
      <tr class="${n === 0 ? 'on' : ''}"><td><span class="row" style="gap:8px"><span class="dot" style="background:${colour};width:10px;height:10px"></span><b>${id}</b></span></td>
      <td><div class="mono" style="font-weight:600">${vehicle}</div><div class="sub">${driver}</div></td>
      <td class="n">${stops}</td><td class="n">${km}</td><td class="n mono">${start}</td></tr>`,
    )
    .join('');
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:36px;top:30px;width:888px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">dispatch.fleetops.ae/routes/2025-02-12</span></div>
  <div class="view"><div class="app">
    ${await rail('route')}
    <div class="grow" style="display:flex;flex-direction:column">
      <div class="head">
        <h1>Route plan · Wed 12 Feb</h1>
        <span class="chip green">${await i('moon', 13)}Optimised overnight · 02:14</span>
        <div class="grow"></div>
        <span class="btn">${await i('send', 14, '#fff')}Publish to drivers</span>
      </div>
      <div class="grow" style="display:flex;min-height:0">
        <div class="map">
          ${mapSvg(400, 490, { routes: lines + depot, labels: false, scale: 0.8 })}
          <div class="depot">${await i('package', 18, '#fff')}</div>
          <div class="maplabel">Jebel Ali DC</div>
        </div>
        <div class="side grow">
          <div class="kpis">
            <div class="k"><div class="label">Orders</div><div class="kpi">836</div></div>
            <div class="k"><div class="label">Routes</div><div class="kpi">76</div></div>
            <div class="k"><div class="label">Avg. drops</div><div class="kpi">11</div></div>
          </div>
          <div class="card" style="overflow:hidden">
            <table>
              <thead><tr><th>Route</th><th>Vehicle · driver</th><th class="n">Stops</th><th class="n">Distance</th><th class="n">Start</th></tr></thead>
              <tbody>${rows}</tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  </div></div>
</div>
<div class="float run">
  <div class="ri2">${await i('route', 20, '#fff')}</div>
  <div>
    <div class="label">Tonight’s optimiser run</div>
    <div style="font-weight:700;font-size:15px">836 orders → 76 routes</div>
    <div class="muted" style="font-size:12px">From the next day’s orders · 3 min 40 s</div>
  </div>
</div>`;
  const css = `${base}
.map{width:400px;flex:none;position:relative;overflow:hidden;border-right:1px solid var(--line)}
.depot{position:absolute;left:${110 * 0.8 - 15}px;top:${480 * 0.8 - 15}px;width:30px;height:30px;border-radius:9px;background:var(--ink);display:flex;align-items:center;justify-content:center}
.maplabel{position:absolute;left:${110 * 0.8 - 40}px;top:${480 * 0.8 + 20}px;background:#fff;border-radius:6px;padding:2px 8px;font-size:12px;font-weight:600;box-shadow:0 1px 3px rgb(15 23 42/.2)}
.side{padding:16px 18px;display:flex;flex-direction:column;gap:12px;min-width:0}
.kpis{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.k{background:#fff;border:1px solid var(--line);border-radius:12px;padding:10px 14px}
td{font-size:13px;padding:8px 10px}.sub{font-size:12px;color:var(--muted)}
.n{text-align:right}th.n{text-align:right}
tr.on td{background:#f5f3ff}
.more{font-size:12px;color:#64748b;padding-left:4px}
.run{right:58px;bottom:36px;display:flex;align-items:center;gap:12px;padding:14px 18px}
.ri2{width:42px;height:42px;border-radius:12px;background:var(--primary);display:flex;align-items:center;justify-content:center}
`;
  return { name: 'route-plan', width: 960, height: 640, scale: 1.5, html, css };
}

/* ---------------------------------------------------------------- 3. proof of delivery → invoice */
async function proofOfDelivery() {
  const photo = `
  <div class="photo">
    <div class="shutter"></div>
    <div class="floor"></div>
    <div class="pallet" style="left:38px"></div>
    <div class="box" style="left:44px;bottom:32px;width:52px;height:38px"></div>
    <div class="box" style="left:98px;bottom:32px;width:46px;height:38px"></div>
    <div class="box" style="left:52px;bottom:70px;width:50px;height:34px"></div>
    <div class="box" style="left:104px;bottom:70px;width:36px;height:34px"></div>
    <div class="box" style="left:70px;bottom:104px;width:48px;height:30px"></div>
    <div class="stamp mono">12 Feb 11:57 · GPS ✓</div>
  </div>`;
  const signature = `<svg width="200" height="54" viewBox="0 0 200 54"><path d="M10 38 C22 10 30 8 28 30 C26 48 38 44 46 26 C52 14 58 18 56 32 C55 42 64 40 72 28 C78 20 84 22 86 30 C88 38 96 36 104 24 C110 16 118 20 116 30 C115 36 124 34 132 28 C142 22 154 26 170 22 C178 20 186 18 192 16" fill="none" stroke="#0f172a" stroke-width="2.4" stroke-linecap="round"/></svg>`;
  const invoices = [
    ['INV-25-03107', 'Al Safa Foods', 'AED 2,460', '11:59', true],
    ['INV-25-03106', 'Gulf Home Stores', 'AED 1,185', '11:41'],
    ['INV-25-03105', 'Nour Pharmacy', 'AED 640', '11:32'],
    ['INV-25-03104', 'Marina Cafe Supplies', 'AED 3,920', '11:18'],
    ['INV-25-03103', 'Desert Bloom Florists', 'AED 415', '10:56'],
    ['INV-25-03102', 'Al Qusais Electronics', 'AED 7,310', '10:37'],
  ];
  const rows = invoices
    .map(
      ([no, customer, amount, time, fresh]) => `
      <tr class="${fresh ? 'on' : ''}"><td class="mono">${no}</td><td>${customer}</td><td class="n">${amount}</td>
      <td><span class="chip ${fresh ? '' : 'green'}">${fresh ? `Created ${time}` : `Sent ${time}`}</span></td></tr>`,
    )
    .join('');
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:250px;top:56px;width:660px;height:470px">
  <div class="bar"><i></i><i></i><i></i><span class="url">dispatch.fleetops.ae/invoicing</span></div>
  <div class="view" style="background:#f8fafc;padding:18px 20px 18px 124px">
    <div class="row" style="margin-bottom:4px"><div style="font-size:17px;font-weight:700">Invoices from delivery</div><div class="grow"></div><span class="chip grey">Today · 46 created</span></div>
    <div class="muted" style="font-size:12px;margin-bottom:12px">Each invoice is created when the driver confirms proof of delivery</div>
    <div class="card" style="overflow:hidden">
      <table><thead><tr><th>Invoice</th><th>Customer</th><th class="n">Amount</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>
    </div>
    <div class="attach card">
      <div class="thumb">${await i('image', 18, '#7c6cf7')}</div>
      <div class="grow"><div style="font-weight:600;font-size:13px">INV-25-03107 attachments</div><div class="muted" style="font-size:12px">Delivery photo · signature of M. Haddad · GPS 25.186, 55.262</div></div>
    </div>
  </div>
</div>
<div class="phone" style="left:72px;top:40px;width:264px;height:560px">
  <div class="screen">
    <div class="ph">
      <div class="row" style="gap:6px;color:#fff;opacity:.85;font-size:12px">${await i('chevron-left', 16, '#fff')}Stop 5 of 11 · TRK-14</div>
      <div style="color:#fff;font-weight:700;font-size:17px;margin-top:6px">Al Safa Foods</div>
      <div style="color:#e0dbff;font-size:12px">Warehouse 7, Business Bay</div>
    </div>
    <div class="pb">
      <div class="row" style="justify-content:space-between"><span class="label">Proof of delivery</span><span class="chip green">${await i('check', 12)}18 cartons</span></div>
      ${photo}
      <div class="label" style="margin-top:10px">Signature · M. Haddad</div>
      <div class="sig">${signature}</div>
      <div class="btn big">${await i('circle-check', 16, '#fff')}Confirm delivery</div>
      <div class="note2">Sent straight to invoicing</div>
    </div>
  </div>
</div>
<div class="float inv">
  <div class="ri3">${await i('receipt', 20, '#047857')}</div>
  <div><div style="font-weight:700;font-size:15px">Invoiced the same day</div><div class="muted" style="font-size:12px">Down from a week of paper notes</div></div>
</div>`;
  const css = `${base}
td{font-size:13px;padding:8px 10px;white-space:nowrap}.n{text-align:right}th.n{text-align:right}
tr.on td{background:#f5f3ff;font-weight:600}
.attach{display:flex;align-items:center;gap:12px;padding:10px 12px;margin-top:12px}
.thumb{width:40px;height:40px;border-radius:8px;background:var(--primary-light);display:flex;align-items:center;justify-content:center}
.ph{background:linear-gradient(135deg,#6d4df7,#4327d6);padding:40px 18px 16px}
.pb{padding:14px 16px}
.photo{position:relative;height:172px;border-radius:12px;overflow:hidden;margin-top:8px;background:#cbd5e1}
.shutter{position:absolute;inset:0 0 46px 0;background:repeating-linear-gradient(180deg,#94a3b8 0 7px,#a3b0c2 7px 9px)}
.floor{position:absolute;left:0;right:0;bottom:0;height:46px;background:linear-gradient(180deg,#9ca3af,#6b7280)}
.pallet{position:absolute;bottom:22px;width:112px;height:10px;background:#b45309;border-radius:2px;box-shadow:0 6px 0 -2px #92400e}
.box{position:absolute;background:linear-gradient(135deg,#e0b77b,#c8955a);border:1px solid #a8743f;border-radius:2px}
.box::after{content:'';position:absolute;left:45%;top:0;bottom:0;width:6px;background:rgb(255 255 255/.35)}
.stamp{position:absolute;left:8px;bottom:8px;font-size:12px;color:#fff;background:rgb(15 23 42/.6);border-radius:6px;padding:2px 7px}
.sig{margin-top:6px;border:1.5px dashed #cbd5e1;border-radius:10px;height:64px;display:flex;align-items:center;justify-content:center}
.btn.big{display:flex;width:100%;margin-top:14px;padding:11px;font-size:14px;border-radius:11px;background:var(--accent)}
.note2{font-size:12px;color:#64748b;text-align:center;margin-top:8px}
.inv{right:58px;bottom:40px;display:flex;align-items:center;gap:12px;padding:14px 18px}
.ri3{width:42px;height:42px;border-radius:12px;background:#d1fae5;display:flex;align-items:center;justify-content:center}
`;
  return { name: 'proof-of-delivery', width: 960, height: 640, scale: 1.5, html, css };
}

/* ---------------------------------------------------------------- 4. results report */
async function report() {
  // Monthly fuel spend (AED thousands): August before launch, then the first six months live.
  const months = [
    ['Aug', 402, true],
    ['Sep', 389],
    ['Oct', 371],
    ['Nov', 362],
    ['Dec', 356],
    ['Jan', 349],
    ['Feb', 346],
  ];
  const max = 420;
  const bars = months
    .map(
      ([m, v, before]) =>
        `<div class="bc"><div class="bv">${v}k</div><div class="b ${before ? 'before' : ''}" style="height:${(v / max) * 190}px"></div><div class="bm">${m}</div></div>`,
    )
    .join('');
  const html = `
<div class="backdrop" style="--from:#6d4df7;--to:#3b2bb8"></div>
<div class="browser" style="left:36px;top:30px;width:888px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">dispatch.fleetops.ae/reports/fleet</span></div>
  <div class="view"><div class="app">
    ${await rail('chart-column')}
    <div class="grow" style="display:flex;flex-direction:column">
      <div class="head">
        <h1>Fleet performance</h1><span class="chip grey">Sep 2024 – Feb 2025</span>
        <div class="grow"></div>
      </div>
      <div class="body">
        <div class="tiles">
          <div class="t hl"><div class="label">Fuel cost</div><div class="kpi" style="color:#047857">−14%</div><div class="tsub">First six months</div></div>
          <div class="t"><div class="label">Invoice time</div><div class="kpi">Same day</div><div class="tsub">Down from a week</div></div>
          <div class="t"><div class="label">Vehicles tracked live</div><div class="kpi">80</div><div class="tsub">Trucks and vans</div></div>
          <div class="t"><div class="label">Tracking links sent</div><div class="kpi">Every drop</div><div class="tsub">Customers see their ETA</div></div>
        </div>
        <div class="row" style="align-items:stretch;gap:14px;flex:1;min-height:0">
          <div class="card chart grow">
            <div class="row"><div style="font-weight:700;font-size:14px">Monthly fuel spend</div><div class="grow"></div><span class="label">AED, all 80 vehicles</span></div>
            <div class="bars">${bars}</div>
            <div class="legend row"><span class="row" style="gap:6px"><span class="sw" style="background:#cbd5e1"></span>Before: routes from memory</span><span class="row" style="gap:6px"><span class="sw" style="background:var(--primary)"></span>Routes optimised overnight</span></div>
          </div>
          <div class="card depots">
            <div style="font-weight:700;font-size:14px;margin-bottom:8px">Fuel per depot</div>
            ${[
              ['Jebel Ali DC', '−16%', 86],
              ['Al Quoz', '−13%', 70],
              ['Al Qusais', '−12%', 64],
            ]
              .map(
                ([d, p, w]) =>
                  `<div class="dp"><div class="row"><span>${d}</span><div class="grow"></div><b style="color:#047857">${p}</b></div><div class="track"><div style="width:${w}%"></div></div></div>`,
              )
              .join('')}
            <div class="muted" style="font-size:12px">Compared with August, the last month planned by hand</div>
            <div class="drops">
              <div style="font-weight:700;font-size:14px">Drops per route</div>
              <div class="row" style="gap:8px;margin-top:6px"><span class="kpi" style="color:#94a3b8;font-size:20px">9</span>${await i('arrow-right', 16, '#94a3b8')}<span class="kpi" style="font-size:20px">11</span><span class="chip green" style="margin-left:auto">+2</span></div>
              <div class="muted" style="font-size:12px">Same trucks, more deliveries each day</div>
            </div>
          </div>
        </div>
      </div>
    </div>
  </div></div>
</div>
<div class="float save">
  <div class="ri4">${await i('trending-down', 20, '#fff')}</div>
  <div><div class="label">Fuel cost, Feb vs. Aug</div><div style="font-weight:700;font-size:20px;letter-spacing:-.01em">AED 402k → 346k</div></div>
</div>`;
  const css = `${base}
.body{flex:1;min-height:0;padding:16px 18px;display:flex;flex-direction:column;gap:14px}
.tiles{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
.t{background:#fff;border:1px solid var(--line);border-radius:12px;padding:12px 14px}
.t.hl{background:#ecfdf5;border-color:#a7f3d0}
.t .kpi{font-size:22px;margin-top:2px;white-space:nowrap}
.tsub{font-size:12px;color:#64748b}
.chart{padding:14px 16px;display:flex;flex-direction:column}
.bars{flex:1;display:flex;align-items:flex-end;gap:14px;padding:10px 6px 0}
.bc{flex:1;display:flex;flex-direction:column;align-items:center;gap:4px}
.b{width:100%;max-width:42px;border-radius:8px 8px 3px 3px;background:linear-gradient(180deg,#7c5cff,#5b3df5)}
.b.before{background:#cbd5e1}
.bv{font-size:12px;font-weight:600;color:var(--muted)}
.bm{font-size:12px;color:#64748b;border-top:1px solid var(--line);align-self:stretch;text-align:center;padding-top:5px}
.legend{margin-top:12px;gap:18px;font-size:12px;color:var(--muted)}
.sw{width:10px;height:10px;border-radius:3px;display:inline-block}
.depots{width:220px;flex:none;padding:14px 16px;display:flex;flex-direction:column;gap:10px}
.drops{margin-top:auto;padding-top:12px;border-top:1px solid var(--line)}
.dp{font-size:13px}.track{height:7px;border-radius:9px;background:#f1f5f9;margin-top:5px;overflow:hidden}.track div{height:100%;background:var(--accent);border-radius:9px}
.save{right:64px;top:44px;display:flex;align-items:center;gap:12px;padding:12px 18px}
.ri4{width:42px;height:42px;border-radius:12px;background:var(--accent);display:flex;align-items:center;justify-content:center}
`;
  return { name: 'fleet-report', width: 960, height: 640, scale: 1.5, html, css };
}

export const screens = [
  await liveMap(),
  await routePlan(),
  await proofOfDelivery(),
  await report(),
];

export const thumbnail = { screen: 0, region: { left: 330, top: 118, width: 600, height: 400 } };
