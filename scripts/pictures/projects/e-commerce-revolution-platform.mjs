/**
 * E-commerce Revolution Platform: the headless storefront, unified catalogue, order routing and
 * abandoned-cart flows built for a multi-brand fashion retailer in the UAE (four brands, three
 * warehouses, two marketplaces). Facts follow content-fallback/projects.ts and project-details.ts:
 * conversion +38 %, median mobile load 0.8 s (was 5.2 s), zero overselling since launch, launched
 * before the Ramadan sale season, Next.js + Node.js + PostgreSQL + Stripe + OpenAI + n8n.
 * The brands, shoppers and orders drawn here are illustrative.
 */
import { icon } from '../render.mjs';

const W = 960;
const H = 640;

/** Shared by every screen of this case study: text never below 12 px, the storefront's tones. */
const base = `
.chip{font-size:12px;padding:3px 10px}
.label{font-size:12px}
th{font-size:12px}
.browser>.bar .url{font-size:12px}
.sidebar .item{font-size:13px}
.serif{font-family:Geist;letter-spacing:.32em;font-weight:300}
.price{font-weight:650}
.was{color:#94a3b8;text-decoration:line-through;font-weight:500;margin-inline-start:6px}
.tile{border-radius:10px;display:flex;align-items:center;justify-content:center;overflow:hidden;position:relative}
.tile svg{height:84%;width:auto}
.float .head{display:flex;align-items:center;gap:10px}
.float .ico{width:34px;height:34px;border-radius:10px;display:flex;align-items:center;justify-content:center;flex:none}
.big{font-size:26px;font-weight:750;letter-spacing:-.02em;line-height:1.1}
`;

// ---- Product art: simple flat garments and accessories, so no photo is needed -------------------

const hanger = `<path d="M60 9c5 0 8 3 8 7 0 3-2 5-8 8" stroke="#9a8a74" stroke-width="2.4" fill="none" stroke-linecap="round"/><path d="M60 24 L32 33 M60 24 L88 33" stroke="#9a8a74" stroke-width="2.4" stroke-linecap="round"/>`;

const art = {
  kaftan: (fill, trim) => `<svg viewBox="0 0 120 140" xmlns="http://www.w3.org/2000/svg">${hanger}
    <path d="M47 30 Q60 41 73 30 L96 38 L114 80 L98 86 L86 58 L93 134 L27 134 L34 58 L22 86 L6 80 L24 38 Z" fill="${fill}"/>
    <path d="M60 40 L60 134 L93 134 L86 58 Z" fill="#000" opacity=".07"/>
    <path d="M47 30 Q60 41 73 30" stroke="${trim}" stroke-width="3.5" fill="none"/>
    <path d="M60 38 L60 74" stroke="${trim}" stroke-width="3" stroke-dasharray="3 3"/>
    <path d="M98 86 L114 80 M22 86 L6 80 M29 124 L91 124" stroke="${trim}" stroke-width="3"/></svg>`,
  abaya: (fill, trim) => `<svg viewBox="0 0 120 140" xmlns="http://www.w3.org/2000/svg">${hanger}
    <path d="M49 30 Q60 38 71 30 L90 36 L104 96 L92 98 L84 60 L88 136 L32 136 L36 60 L28 98 L16 96 L30 36 Z" fill="${fill}"/>
    <path d="M60 36 L56 136 L64 136 Z" fill="#fff" opacity=".12"/>
    <path d="M49 30 Q60 38 71 30 M60 37 L60 136" stroke="${trim}" stroke-width="2.2" fill="none"/>
    <path d="M92 98 L104 96 M16 96 L28 98" stroke="${trim}" stroke-width="3"/></svg>`,
  dress: (fill, trim) => `<svg viewBox="0 0 120 140" xmlns="http://www.w3.org/2000/svg">${hanger}
    <path d="M48 30 Q60 40 72 30 L80 34 L76 64 L98 134 L22 134 L44 64 L40 34 Z" fill="${fill}"/>
    <path d="M60 64 L60 134 L98 134 L76 64 Z" fill="#000" opacity=".07"/>
    <rect x="42" y="60" width="36" height="7" rx="2" fill="${trim}"/>
    <path d="M36 104 Q60 110 84 104 M30 120 Q60 127 90 120" stroke="#fff" stroke-width="2" opacity=".35" fill="none"/></svg>`,
  bag: (fill, trim) => `<svg viewBox="0 0 120 140" xmlns="http://www.w3.org/2000/svg">
    <path d="M40 62 Q40 28 60 28 Q80 28 80 62" stroke="${trim}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M20 60 L100 60 L108 118 Q109 126 100 126 L20 126 Q11 126 12 118 Z" fill="${fill}"/>
    <path d="M20 60 L100 60 L102 76 L18 76 Z" fill="#000" opacity=".1"/>
    <rect x="52" y="70" width="16" height="12" rx="3" fill="${trim}"/>
    <path d="M26 114 L94 114" stroke="#fff" stroke-width="1.6" opacity=".35" stroke-dasharray="4 3"/></svg>`,
  sneaker: (fill, trim) => `<svg viewBox="0 0 140 110" xmlns="http://www.w3.org/2000/svg">
    <path d="M10 74 Q10 56 24 52 L50 42 Q60 38 64 28 L78 31 Q82 48 100 54 L122 62 Q132 66 130 80 L130 84 L10 84 Z" fill="${fill}"/>
    <path d="M8 82 L132 82 Q132 94 122 94 L16 94 Q8 94 8 86 Z" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>
    <path d="M58 46 L70 40 M62 53 L76 46 M67 60 L82 52" stroke="${trim}" stroke-width="3" stroke-linecap="round"/>
    <path d="M24 70 Q60 58 98 68" stroke="${trim}" stroke-width="5" fill="none" stroke-linecap="round"/></svg>`,
  scarf: (fill, trim) => `<svg viewBox="0 0 120 140" xmlns="http://www.w3.org/2000/svg">
    <path d="M60 9c5 0 8 3 8 7 0 3-2 5-8 8 L60 30" stroke="#9a8a74" stroke-width="2.4" fill="none" stroke-linecap="round"/>
    <path d="M24 30 L96 30" stroke="#9a8a74" stroke-width="3" stroke-linecap="round"/>
    <path d="M28 30 L92 30 L98 120 Q88 126 78 120 Q68 126 58 120 Q48 126 38 120 Q30 124 22 120 Z" fill="${fill}"/>
    <path d="M62 30 L92 30 L98 120 Q88 126 78 120 Q70 124 64 121 Z" fill="#000" opacity=".09"/>
    <path d="M34 44 L86 44 M33 58 L87 58" stroke="${trim}" stroke-width="1.4" opacity=".45" stroke-dasharray="2 4"/>
    <path d="M26 122 L26 132 M32 123 L32 133 M38 122 L38 132 M44 123 L44 133 M50 123 L50 133 M56 122 L56 132 M62 123 L62 133 M68 122 L68 132 M74 123 L74 133 M80 122 L80 132 M86 123 L86 133 M92 122 L92 132" stroke="${trim}" stroke-width="1.6"/></svg>`,
  tee: (fill, trim) => `<svg viewBox="0 0 120 140" xmlns="http://www.w3.org/2000/svg">
    <path d="M46 24 Q60 34 74 24 L102 36 L112 62 L94 68 L90 56 L90 124 L30 124 L30 56 L26 68 L8 62 L18 36 Z" fill="${fill}"/>
    <path d="M46 24 Q60 34 74 24" stroke="${trim}" stroke-width="4" fill="none"/>
    <path d="M44 70 L76 70 L60 92 Z" fill="${trim}" opacity=".9"/></svg>`,
  glasses: (fill, trim) => `<svg viewBox="0 0 140 80" xmlns="http://www.w3.org/2000/svg">
    <path d="M8 26 L16 22 M132 26 L124 22" stroke="${trim}" stroke-width="4" stroke-linecap="round"/>
    <rect x="14" y="22" width="48" height="36" rx="16" fill="${fill}" stroke="${trim}" stroke-width="4"/>
    <rect x="78" y="22" width="48" height="36" rx="16" fill="${fill}" stroke="${trim}" stroke-width="4"/>
    <path d="M62 32 Q70 26 78 32" stroke="${trim}" stroke-width="4" fill="none"/>
    <path d="M22 30 L34 30 M86 30 L98 30" stroke="#fff" stroke-width="3" opacity=".5" stroke-linecap="round"/></svg>`,
};

const tile = (kind, fill, trim, bg, height) =>
  `<div class="tile" style="background:${bg};height:${height}px">${art[kind](fill, trim)}</div>`;

const i = (name, size = 16, stroke = 'currentColor', width = 2) =>
  icon(name, { size, stroke, width });

// ---- 1. Storefront home page (the key view) -----------------------------------------------------

const products = [
  {
    kind: 'kaftan',
    fill: '#c8a27c',
    trim: '#7c5a3a',
    bg: '#f4ede4',
    name: 'Linen Kaftan',
    brand: 'Noora',
    price: 'AED 420',
    why: 'Viewed kaftans',
  },
  {
    kind: 'abaya',
    fill: '#1f2937',
    trim: '#b08d57',
    bg: '#eceae6',
    name: 'Crepe Open Abaya',
    brand: 'Rimal',
    price: 'AED 590',
    why: 'From past orders',
  },
  {
    kind: 'scarf',
    fill: '#b9a6d9',
    trim: '#6d54b5',
    bg: '#f0ecf8',
    name: 'Chiffon Shayla',
    brand: 'Rimal',
    price: 'AED 95',
    why: 'Pairs with abaya',
  },
  {
    kind: 'bag',
    fill: '#d8b28a',
    trim: '#8b5e34',
    bg: '#f6efe6',
    name: 'Woven Tote',
    brand: 'Noora',
    price: 'AED 260',
    why: 'Trending in Dubai',
  },
];

const storefront = {
  name: 'storefront',
  width: W,
  height: H,
  scale: 1.5,
  css: `${base}
.sf-strip{height:30px;background:#1c1917;color:#e7e5e4;display:flex;align-items:center;justify-content:space-between;padding:0 22px;font-size:12px}
.sf-strip .brands{display:flex;gap:18px}
.sf-strip .brands b{color:#fff;font-weight:600}
.sf-nav{height:58px;display:flex;align-items:center;padding:0 22px;gap:26px;border-bottom:1px solid #f1f5f9}
.sf-nav .logo{font-size:22px;color:#1c1917}
.sf-nav .menu{display:flex;gap:20px;white-space:nowrap;font-size:13px;font-weight:500;color:#334155}
.sf-nav .menu .on{color:#1c1917;font-weight:650;box-shadow:inset 0 -2px 0 #1c1917;padding-bottom:4px}
.sf-nav .search{margin-inline-start:auto;display:flex;align-items:center;gap:8px;border:1px solid var(--line);border-radius:999px;padding:6px 14px;font-size:12px;color:#64748b;width:190px;white-space:nowrap}
.sf-nav .icons{display:flex;gap:14px;color:#1c1917;align-items:center}
.bagc{position:relative}
.bagc span{position:absolute;top:-7px;right:-9px;background:var(--primary);color:#fff;font-size:10px;font-weight:700;border-radius:999px;min-width:16px;height:16px;display:flex;align-items:center;justify-content:center}
.hero{height:214px;display:flex;margin:16px 22px 0;border-radius:14px;overflow:hidden;background:linear-gradient(120deg,#f7efe4,#efe2d0)}
.hero .copy{padding:28px 30px;width:47%}
.hero h1{font-size:34px;line-height:1.05;letter-spacing:-.02em;color:#1c1917;margin:10px 0 8px;font-weight:700}
.hero p{font-size:14px;color:#57534e;max-width:330px}
.hero .btns{display:flex;gap:10px;margin-top:16px}
.hero .btn{background:#1c1917;padding:9px 18px;font-size:13px}
.hero .btn.ghost{background:transparent;border-color:#a8a29e;color:#1c1917}
.hero .scene{flex:1;position:relative}
.arch{position:absolute;bottom:0;border-radius:90px 90px 0 0;background:#e4d2bb;display:flex;align-items:flex-end;justify-content:center}
.arch svg{width:86%;height:auto;margin-bottom:6px}
.recs{margin:18px 22px 0}
.recs .top{display:flex;align-items:center;gap:10px;margin-bottom:12px}
.recs h2{font-size:18px;font-weight:700;letter-spacing:-.01em}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
.pc .name{font-size:13px;font-weight:600;margin-top:8px}
.pc .meta{display:flex;justify-content:space-between;font-size:12px;color:#64748b;margin-top:2px}
.pc .why{position:absolute;left:8px;top:8px;background:rgb(255 255 255 / .92);border-radius:999px;padding:2px 9px;font-size:12px;color:var(--primary-dark);font-weight:600;display:flex;gap:4px;align-items:center}
.pc .fav{position:absolute;right:8px;top:8px;width:26px;height:26px;border-radius:50%;background:#fff;display:flex;align-items:center;justify-content:center;color:#1c1917}
`,
  html: `<div class="backdrop" style="--from:#6d4cff;--to:#3b21c4"></div>
<div class="browser" style="left:40px;top:30px;width:836px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">${await i('lock', 11, '#64748b')}&nbsp; rimal.ae/en-ae</span></div>
  <div class="view">
    <div class="sf-strip"><div class="brands"><b>Rimal</b><span>Noora</span><span>Dune Active</span><span>Kora Kids</span></div><div>Same-day delivery across the UAE on orders before 2 pm</div></div>
    <div class="sf-nav">
      <div class="logo serif">RIMAL</div>
      <div class="menu"><span>New In</span><span class="on">Ramadan Edit</span><span>Abayas</span><span>Kaftans</span><span>Sale</span></div>
      <div class="search">${await i('search', 14, '#64748b')} Search abayas, kaftans…</div>
      <div class="icons">${await i('heart', 18)}${await i('user', 18)}<div class="bagc">${await i('shopping-bag', 18)}<span>2</span></div></div>
    </div>
    <div class="hero">
      <div class="copy">
        <span class="chip" style="background:#fff;color:#7c5a3a">${await i('moon-star', 13, '#7c5a3a')} Ramadan 2025</span>
        <h1>The Ramadan Edit</h1>
        <p>Flowing kaftans and abayas in linen and crepe, from Rimal and Noora, delivered the same day.</p>
        <div class="btns"><span class="btn">Shop the edit</span><span class="btn ghost">Explore Noora</span></div>
      </div>
      <div class="scene">
        <div class="arch" style="left:8px;width:116px;height:170px">${art.abaya('#292524', '#b08d57')}</div>
        <div class="arch" style="left:134px;width:128px;height:194px;background:#dcc5a8">${art.kaftan('#f3e9dc', '#b08d57')}</div>
        <div style="position:absolute;left:52px;top:8px;color:#b08d57">${await i('moon-star', 28, '#b08d57', 1.6)}</div>
      </div>
    </div>
    <div class="recs">
      <div class="top"><h2>Picked for you, Mariam</h2><span class="chip">${await i('sparkles', 13)} AI recommendations</span><span class="label" style="margin-inline-start:auto">From your browsing and past orders</span></div>
      <div class="grid">
        ${(
          await Promise.all(
            products.map(
              async (
                p,
              ) => `<div class="pc"><div style="position:relative">${tile(p.kind, p.fill, p.trim, p.bg, 118)}<span class="why">${await i('sparkles', 11)} ${p.why}</span><span class="fav">${await i('heart', 14)}</span></div>
          <div class="name">${p.name}</div><div class="meta"><span>${p.brand}</span><span class="price" style="color:#0f172a">${p.price}</span></div></div>`,
            ),
          )
        ).join('')}
      </div>
    </div>
  </div>
</div>
<div class="float" style="left:698px;top:150px;width:204px;padding:14px 14px">
  <div class="head"><div class="ico" style="background:#d1fae5">${await i('gauge', 19, '#047857')}</div><div><div class="label">Median load on 4G</div><div class="big">0.8 s <span style="font-size:13px;font-weight:600;color:#94a3b8;text-decoration:line-through">5.2 s</span></div></div></div>
</div>
<div class="float" style="left:698px;top:238px;width:204px;padding:14px 14px">
  <div class="head"><div class="ico" style="background:var(--primary-light)">${await i('trending-up', 19, '#4327d6')}</div><div><div class="label">Conversion</div><div class="big" style="color:#047857">+38%</div><div class="label">in the first quarter</div></div></div>
</div>`,
};

// ---- Phone parts -------------------------------------------------------------------------------

const phoneCss = `
.phone{width:282px;height:572px}
.sb{height:40px;display:flex;align-items:center;justify-content:space-between;padding:6px 22px 0;font-size:12px;font-weight:650}
.sb .ic{display:flex;gap:4px;align-items:center}
.ph{display:flex;align-items:center;justify-content:space-between;padding:4px 16px 8px}
.ph .t{font-size:15px;font-weight:700}
.pad{padding:0 16px}
`;
const statusBar = async (dark = false) =>
  `<div class="sb" style="color:${dark ? '#fff' : '#0f172a'}"><span>9:41</span><span class="ic">${await i('signal', 13)}${await i('wifi', 13)}${await i('battery-full', 15)}</span></div>`;

// ---- 2. Mobile product page and bag -------------------------------------------------------------

const mobile = {
  name: 'mobile-product',
  width: W,
  height: H,
  scale: 1.5,
  css: `${base}${phoneCss}
.pimg{margin:0 12px;border-radius:16px;height:172px;position:relative}
.pimg .dots{position:absolute;bottom:10px;left:50%;transform:translateX(-50%);display:flex;gap:5px}
.pimg .dots i{width:6px;height:6px;border-radius:50%;background:#d6c7b3;display:block}
.pimg .dots i.on{background:#1c1917;width:16px;border-radius:3px}
.pname{font-size:17px;font-weight:700;margin-top:10px}
.sw{display:flex;gap:8px;align-items:center;margin-top:8px}
.sw .c{width:22px;height:22px;border-radius:50%;border:2px solid #fff;box-shadow:0 0 0 1px #cbd5e1}
.sw .c.on{box-shadow:0 0 0 2px #1c1917}
.sz{display:flex;gap:6px;margin-top:8px}
.sz span{flex:1;text-align:center;border:1px solid var(--line);border-radius:8px;padding:5px 0;font-size:12px;font-weight:600}
.sz span.on{background:#1c1917;color:#fff;border-color:#1c1917}
.sz span.out{color:#cbd5e1;text-decoration:line-through}
.cta{margin-top:10px;background:#1c1917;color:#fff;border-radius:12px;padding:10px;font-size:13px;font-weight:650;display:flex;justify-content:center;gap:8px;align-items:center}
.look{margin-top:12px}
.look .hd{display:flex;align-items:center;justify-content:space-between;font-size:13px;font-weight:700}
.look .row3{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:7px}
.look .tile{height:54px!important}
.look .tile svg{height:78%}
.look .p{font-size:12px;font-weight:600;margin-top:3px}
.bi{display:flex;gap:10px;padding:10px 0;border-bottom:1px solid #f1f5f9}
.bi .tile{width:58px;height:64px!important;flex:none}
.bi .n{font-size:13px;font-weight:650}
.bi .m{font-size:12px;color:#64748b}
.qty{display:inline-flex;align-items:center;gap:10px;border:1px solid var(--line);border-radius:8px;padding:1px 8px;font-size:12px;font-weight:600;margin-top:4px}
.sug{margin-top:10px;border:1px dashed #c4b5fd;background:#faf8ff;border-radius:12px;padding:9px 10px;display:flex;gap:10px;align-items:center}
.sug .tile{width:40px;height:42px!important;flex:none}
.sum{margin-top:12px;font-size:13px}
.sum div{display:flex;justify-content:space-between;padding:2px 0}
.sum .tot{font-weight:750;font-size:15px;border-top:1px solid var(--line);margin-top:4px;padding-top:8px}
.pay{display:flex;gap:8px;margin-top:10px}
.pay span{flex:1;border:1px solid var(--line);border-radius:10px;padding:7px 0;text-align:center;font-size:12px;font-weight:650;display:flex;justify-content:center;gap:5px;align-items:center}
.pay span.on{border-color:var(--primary);box-shadow:0 0 0 1px var(--primary);color:var(--primary-dark)}
`,
  html: `<div class="backdrop" style="--from:#6d4cff;--to:#3b21c4"></div>
<div class="phone" style="left:84px;top:34px"><div class="screen">
  ${await statusBar()}
  <div class="ph">${await i('chevron-left', 20)}<span class="serif" style="font-size:15px">NOORA</span><span style="position:relative">${await i('shopping-bag', 19)}</span></div>
  <div class="pimg tile" style="background:linear-gradient(160deg,#f7efe4,#eadbc6)">${art.kaftan('#c8a27c', '#7c5a3a')}
    <span style="position:absolute;right:10px;top:10px;width:30px;height:30px;border-radius:50%;background:#fff;display:flex;align-items:center;justify-content:center">${await i('heart', 15)}</span>
    <div class="dots"><i class="on"></i><i></i><i></i><i></i></div></div>
  <div class="pad">
    <div class="row" style="justify-content:space-between;align-items:flex-end"><div class="pname">Linen Kaftan</div><div class="price" style="font-size:15px">AED 420</div></div>
    <div class="row" style="gap:6px;margin-top:4px"><span class="chip green" style="white-space:nowrap">${await i('truck', 12)} Arrives today</span><span class="label" style="white-space:nowrap">Order in 3 h 12 min</span></div>
    <div class="sw"><span class="label" style="width:44px">Sand</span><span class="c on" style="background:#c8a27c"></span><span class="c" style="background:#f3e9dc"></span><span class="c" style="background:#a3b18a"></span><span class="c" style="background:#1f2937"></span></div>
    <div class="sz"><span>XS</span><span>S</span><span class="on">M</span><span>L</span><span class="out">XL</span></div>
    <div class="cta">${await i('shopping-bag', 15, '#fff')} Add to bag</div>
    <div class="look"><div class="hd"><span>Complete the look</span><span class="chip" style="font-size:12px">${await i('sparkles', 11)} AI</span></div>
      <div class="row3">
        <div>${tile('scarf', '#e9dccb', '#9a7b55', '#f6f1ea', 58)}<div class="p">AED 95</div></div>
        <div>${tile('bag', '#d8b28a', '#8b5e34', '#f6efe6', 58)}<div class="p">AED 260</div></div>
        <div>${tile('glasses', '#3f3a36', '#b08d57', '#efeae4', 58)}<div class="p">AED 180</div></div>
      </div></div>
  </div>
</div></div>
<div class="phone" style="left:392px;top:34px"><div class="screen">
  ${await statusBar()}
  <div class="ph">${await i('chevron-left', 20)}<span class="t">Your bag (2)</span><span>${await i('heart', 18)}</span></div>
  <div class="pad">
    <div class="bi">${tile('kaftan', '#c8a27c', '#7c5a3a', '#f4ede4', 74)}<div class="grow"><div class="n">Linen Kaftan</div><div class="m">Noora · Sand · M</div><div class="row" style="justify-content:space-between"><span class="qty">− 1 +</span><span class="price" style="font-size:13px">AED 420</span></div></div></div>
    <div class="bi">${tile('scarf', '#b9a6d9', '#6d54b5', '#f0ecf8', 74)}<div class="grow"><div class="n">Chiffon Shayla</div><div class="m">Rimal · Lilac</div><div class="row" style="justify-content:space-between"><span class="qty">− 1 +</span><span class="price" style="font-size:13px">AED 95</span></div></div></div>
    <div class="sug">${tile('bag', '#d8b28a', '#8b5e34', '#f6efe6', 42)}<div class="grow"><div style="font-size:12px;font-weight:650;color:#4327d6;white-space:nowrap">${await i('sparkles', 11)} Bought together</div><div style="font-size:12px;white-space:nowrap">Woven Tote · <b>AED 260</b></div></div><span style="width:28px;height:28px;border-radius:8px;background:var(--primary);display:flex;align-items:center;justify-content:center">${await i('plus', 16, '#fff')}</span></div>
    <div class="sum">
      <div><span class="muted">Subtotal</span><span>AED 515</span></div>
      <div><span class="muted">Same-day delivery</span><span style="color:#047857;font-weight:650">Free</span></div>
      <div class="tot"><span>Total <span class="label">incl. VAT</span></span><span>AED 515</span></div>
    </div>
    <div class="pay"><span class="on">${await i('credit-card', 14)} Card</span><span>Apple Pay</span></div>
    <div class="cta" style="background:var(--primary)">${await i('lock', 14, '#fff')} Pay AED 515</div>
    <div class="label" style="text-align:center;margin-top:6px">Payments secured by Stripe</div>
  </div>
</div></div>
<div class="float" style="left:696px;top:150px;width:210px;padding:14px">
  <div class="head"><div class="ico" style="background:#d1fae5">${await i('gauge', 19, '#047857')}</div><div><div class="label">Product page on 4G</div><div class="big">0.8 s</div></div></div>
  <div class="label" style="margin-top:8px">Pre-rendered and served from the edge, close to the shopper.</div>
</div>
<div class="float" style="left:696px;top:318px;width:210px;padding:14px">
  <div class="row" style="gap:8px"><span class="ico" style="background:var(--primary-light);width:30px;height:30px;border-radius:9px;display:flex;align-items:center;justify-content:center">${await i('circle-check', 16, '#4327d6')}</span><div style="font-size:13px;font-weight:700">Order RIM-20417 paid</div></div>
  <div style="font-size:12px;margin-top:8px;color:#334155">AED 515 · routed to <b>Dubai, Jebel Ali</b>, the nearest warehouse with stock</div>
  <div class="chip green" style="margin-top:8px">${await i('truck', 12)} Same-day dispatch</div>
</div>`,
};

// ---- Admin parts (the retailer's back office, shared by the admin screens) ---------------------

const adminCss = `
.adm{display:flex;height:100%}
.adm .sidebar{width:164px;flex:none;padding:16px 10px;display:flex;flex-direction:column;gap:3px}
.adm .sidebar .brand{display:flex;align-items:center;gap:9px;color:#fff;font-weight:700;font-size:14px;padding:0 8px 16px}
.adm .sidebar .brand b{width:28px;height:28px;border-radius:8px;background:var(--primary);display:flex;align-items:center;justify-content:center;font-size:12px}
.adm .sidebar .foot{margin-top:auto;padding:10px 12px;border-radius:10px;background:rgb(255 255 255 / .06);font-size:12px;line-height:1.5}
.adm .main{flex:1;min-width:0;padding:18px 22px;background:#f8fafc;position:relative}
.adm h1{font-size:20px;font-weight:700;letter-spacing:-.01em}
.filters{display:flex;gap:8px;margin:14px 0 12px;align-items:center}
.filters .f{border:1px solid var(--line);background:#fff;border-radius:999px;padding:4px 12px;font-size:12px;font-weight:600;color:#334155;white-space:nowrap}
.filters .f.on{background:var(--ink);color:#fff;border-color:var(--ink)}
`;
const sidebarItems = [
  ['layout-dashboard', 'Overview'],
  ['layers', 'Catalogue'],
  ['receipt', 'Orders'],
  ['route', 'Order routing'],
  ['megaphone', 'Campaigns'],
  ['users', 'Customers'],
  ['settings', 'Settings'],
];
const adminSidebar = async (active) =>
  `<div class="sidebar"><div class="brand"><b>RG</b>Rimal Group</div>${(
    await Promise.all(
      sidebarItems.map(
        async ([ic, label]) =>
          `<div class="item${label === active ? ' on' : ''}">${await i(ic, 15)} ${label}</div>`,
      ),
    )
  ).join(
    '',
  )}<div class="foot"><span style="color:#fff;font-weight:650">4 brands</span><br>one codebase, one catalogue</div></div>`;

// ---- 3. Unified catalogue ---------------------------------------------------------------------

const catalogueRows = [
  [
    'kaftan',
    '#c8a27c',
    '#7c5a3a',
    '#f4ede4',
    'Linen Kaftan',
    'NOO-KF-2041',
    'Noora',
    '420',
    ['Web', 'Noon', 'Amazon.ae'],
    [18, 6, 4],
  ],
  [
    'abaya',
    '#1f2937',
    '#b08d57',
    '#eceae6',
    'Crepe Open Abaya',
    'RIM-AB-1187',
    'Rimal',
    '590',
    ['Web', 'Noon'],
    [12, 9, 0],
  ],
  [
    'scarf',
    '#b9a6d9',
    '#6d54b5',
    '#f0ecf8',
    'Chiffon Shayla',
    'RIM-SH-0342',
    'Rimal',
    '95',
    ['Web', 'Noon', 'Amazon.ae'],
    [64, 30, 22],
  ],
  [
    'sneaker',
    '#e2e8f0',
    '#10b981',
    '#eef6f2',
    'Trail Runner 2',
    'DUN-SN-0712',
    'Dune Active',
    '349',
    ['Web', 'Amazon.ae'],
    [0, 3, 1],
  ],
  [
    'bag',
    '#d8b28a',
    '#8b5e34',
    '#f6efe6',
    'Woven Tote',
    'NOO-BG-0415',
    'Noora',
    '260',
    ['Web', 'Noon'],
    [7, 2, 5],
  ],
  [
    'tee',
    '#fde68a',
    '#f97316',
    '#fdf6e3',
    'Eid Cotton Tee',
    'KOR-TS-0098',
    'Kora Kids',
    '69',
    ['Web', 'Noon', 'Amazon.ae'],
    [40, 25, 18],
  ],
  [
    'glasses',
    '#3f3a36',
    '#b08d57',
    '#efeae4',
    'Sport Sunglasses',
    'DUN-EY-0230',
    'Dune Active',
    '180',
    ['Web'],
    [9, 0, 6],
  ],
];
const brandTone = {
  Rimal: '#7c5a3a',
  Noora: '#a16207',
  'Dune Active': '#047857',
  'Kora Kids': '#c2410c',
};

const catalogue = {
  name: 'catalogue',
  width: W,
  height: H,
  scale: 1.5,
  css: `${base}${adminCss}
.tbl{background:#fff;border:1px solid var(--line);border-radius:12px;overflow:hidden}
.tbl td{font-size:12px;padding:7px 10px;vertical-align:middle}
.tbl tr:last-child td{border-bottom:none}
.tbl tr.sel td{background:#faf8ff}
.thumb{width:34px;height:38px;border-radius:7px;flex:none}
.thumb svg{height:88%!important}
.pn{font-weight:650;font-size:13px;white-space:nowrap}
.sku{font-size:12px;color:#64748b}
.ch{display:inline-block;white-space:nowrap;border-radius:6px;padding:1px 6px;font-size:12px;font-weight:600;background:#f1f5f9;color:#334155;margin:1px 2px 1px 0}
.ch.web{background:var(--primary-light);color:var(--primary-dark)}
.st{font-family:'Geist Mono';text-align:end;font-size:12px}
.st.zero{color:#be123c;font-weight:700}
.st.tot{font-weight:700}
th.st{font-family:Geist}
.bn{font-weight:600;white-space:nowrap}
`,
  html: `<div class="backdrop" style="--from:#5b3df5;--to:#0ea5e9"></div>
<div class="browser" style="left:40px;top:30px;width:880px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">${await i('lock', 11, '#64748b')}&nbsp; admin.rimal.ae/catalogue</span></div>
  <div class="view"><div class="adm">${await adminSidebar('Catalogue')}
    <div class="main">
      <div class="row"><div class="grow"><h1>Unified catalogue</h1><div class="label" style="margin-top:2px">1,846 products · 4 brands · web store and 2 marketplaces</div></div>
        <span class="btn ghost">${await i('upload', 14)} Import</span><span class="btn">${await i('plus', 14, '#fff')} New product</span></div>
      <div class="filters"><span class="f on">All brands</span><span class="f">Rimal</span><span class="f">Noora</span><span class="f">Dune Active</span><span class="f">Kora Kids</span>
        <span class="chip green" style="margin-inline-start:auto;white-space:nowrap">${await i('refresh-cw', 12)} Live stock · synced 2 s ago</span></div>
      <div class="tbl"><table>
        <tr><th>Product</th><th style="text-align:end">Price</th><th>Published to</th><th class="st">DXB</th><th class="st">AUH</th><th class="st">SHJ</th><th class="st">Stock</th></tr>
        ${catalogueRows
          .slice(0, 5)
          .map(
            (
              [kind, fill, trim, bg, name, sku, brand, price, chans, stock],
              n,
            ) => `<tr${n === 0 ? ' class="sel"' : ''}>
          <td><div class="row" style="gap:9px"><div class="thumb tile" style="background:${bg}">${art[kind](fill, trim)}</div><div><div class="pn">${name}</div><div class="sku"><span class="bn" style="color:${brandTone[brand]}">${brand}</span> · <span class="mono">${sku}</span></div></div></div></td>
          <td style="text-align:end;white-space:nowrap" class="price">AED ${price}</td>
          <td style="white-space:nowrap">${chans.map((c) => `<span class="ch${c === 'Web' ? ' web' : ''}">${c}</span>`).join('')}</td>
          ${stock.map((q) => `<td class="st${q === 0 ? ' zero' : ''}">${q}</td>`).join('')}
          <td class="st tot">${stock.reduce((x, y) => x + y, 0)}</td></tr>`,
          )
          .join('')}
      </table></div>
      <div class="row" style="margin-top:12px;gap:10px;width:360px">
        <div class="card grow" style="padding:9px 12px"><div class="row" style="justify-content:space-between"><b style="font-size:13px">Noon</b><span class="chip green">Synced</span></div><div class="label" style="margin-top:3px">1,612 listings · live stock</div></div>
        <div class="card grow" style="padding:9px 12px"><div class="row" style="justify-content:space-between"><b style="font-size:13px">Amazon.ae</b><span class="chip green">Synced</span></div><div class="label" style="margin-top:3px">1,204 listings · live stock</div></div>
      </div>
    </div>
  </div></div>
</div>
<div class="float" style="left:604px;top:480px;width:296px;padding:14px 16px">
  <div class="row" style="gap:8px"><span class="ico" style="width:30px;height:30px;border-radius:9px;background:var(--primary-light);display:flex;align-items:center;justify-content:center">${await i('layers', 16, '#4327d6')}</span><div style="font-size:13px;font-weight:700">Linen Kaftan · price updated</div></div>
  <div style="font-size:12px;color:#334155;margin-top:8px">Edited once, published to the Noora store, Noon and Amazon.ae</div>
  <div class="row" style="gap:6px;margin-top:8px"><span class="chip green">${await i('check', 12)} Web</span><span class="chip green">${await i('check', 12)} Noon</span><span class="chip green">${await i('check', 12)} Amazon.ae</span></div>
</div>`,
};

// ---- 4. Order routing ------------------------------------------------------------------------

const node = async ({ x, y, w, h = 44, ic, tone, title, sub, strong }) =>
  `<div class="nd${strong ? ' strong' : ''}" style="left:${x}px;top:${y}px;width:${w}px;height:${h}px"><span class="ni" style="background:${tone}">${await i(ic, 15, '#fff')}</span><div style="min-width:0"><div class="nt">${title}</div><div class="ns">${sub}</div></div></div>`;

const routed = [
  ['RIM-20417', '10:42', 'Dubai Marina · 2 items', 'Dubai', 'Nearest, 14 km', 'green'],
  [
    'DUN-31879',
    '10:39',
    'Business Bay · Trail Runner 2',
    'Abu Dhabi',
    'Dubai out of stock',
    'amber',
  ],
  ['NOO-88213', '10:35', 'Al Reem Island · 1 item', 'Abu Dhabi', 'Nearest, 6 km', 'green'],
  ['DUN-31877', '10:31', 'Al Majaz, Sharjah · 1 item', 'Sharjah', 'Nearest, 4 km', 'green'],
  ['KOR-10452', '10:28', 'Al Ain · 3 items', 'Abu Dhabi', 'Nearest, 160 km', 'green'],
];

const routing = {
  name: 'order-routing',
  width: W,
  height: H,
  scale: 1.5,
  css: `${base}${adminCss}
.canvas{position:absolute;left:22px;top:78px;width:404px;height:458px;border:1px solid var(--line);border-radius:12px;background:radial-gradient(circle at 1px 1px,#e2e8f0 1.2px,transparent 0) 0 0/18px 18px,#fff}
.canvas .cap{position:absolute;left:12px;top:10px;font-size:12px;font-weight:650;color:#64748b}
.nd{position:absolute;background:#fff;border:1px solid #cbd5e1;border-radius:10px;display:flex;align-items:center;gap:8px;padding:0 9px;box-shadow:0 2px 6px rgb(15 23 42 / .06)}
.nd.strong{border:2px solid var(--primary);background:#faf8ff}
.ni{width:26px;height:26px;border-radius:7px;display:flex;align-items:center;justify-content:center;flex:none}
.nt{font-size:12px;font-weight:700;white-space:nowrap}
.ns{font-size:12px;color:#64748b;white-space:nowrap}
.wires{position:absolute;inset:0}
.feed{position:absolute;left:440px;right:22px;top:78px;height:458px;background:#fff;border:1px solid var(--line);border-radius:12px;padding:12px 14px}
.feed .it{padding:9px 0;border-bottom:1px solid #f1f5f9}
.feed .it:last-child{border-bottom:none}
.oid{font-size:12px;font-weight:700}
.wh{display:inline-flex;align-items:center;gap:4px;font-size:12px;font-weight:700;color:var(--primary-dark)}
`,
  html: `<div class="backdrop" style="--from:#4327d6;--to:#10b981"></div>
<div class="browser" style="left:40px;top:30px;width:880px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">${await i('lock', 11, '#64748b')}&nbsp; admin.rimal.ae/routing</span></div>
  <div class="view"><div class="adm">${await adminSidebar('Order routing')}
    <div class="main">
      <h1>Order routing</h1><div class="label" style="margin-top:2px">Every paid order goes to the nearest warehouse with stock</div>
      <div class="canvas">
        <div class="cap">${await i('workflow', 12, '#64748b')} n8n workflow · live</div>
        <svg class="wires" viewBox="0 0 404 458" fill="none" stroke="#a5b4fc" stroke-width="2">
          <path d="M202 80 V100 M202 146 V166"/>
          <path d="M202 212 C202 236 68 226 68 252 M202 212 V252 M202 212 C202 236 336 226 336 252"/>
          <path d="M68 312 C68 336 202 326 202 344 M202 312 V344 M336 312 C336 336 202 326 202 344" stroke="#6ee7b7"/>
          <path d="M202 390 V410" stroke="#6ee7b7"/>
        </svg>
        ${await node({ x: 102, y: 36, w: 200, ic: 'credit-card', tone: '#635bff', title: 'Order paid', sub: 'Stripe webhook' })}
        ${await node({ x: 102, y: 102, w: 200, ic: 'database', tone: '#0ea5e9', title: 'Reserve live stock', sub: 'PostgreSQL, all channels' })}
        ${await node({ x: 92, y: 168, w: 220, ic: 'map-pin', tone: '#5b3df5', title: 'Nearest warehouse', sub: 'with every item in stock', strong: true })}
        ${await node({ x: 8, y: 254, w: 124, h: 58, ic: 'warehouse', tone: '#10b981', title: 'Dubai', sub: '142 today' })}
        ${await node({ x: 140, y: 254, w: 124, h: 58, ic: 'warehouse', tone: '#10b981', title: 'Abu Dhabi', sub: '61 today' })}
        ${await node({ x: 272, y: 254, w: 124, h: 58, ic: 'warehouse', tone: '#10b981', title: 'Sharjah', sub: '38 today' })}
        ${await node({ x: 92, y: 346, w: 220, ic: 'printer', tone: '#f59e0b', title: 'Pick list and courier', sub: 'no re-typing' })}
        ${await node({ x: 92, y: 410, w: 220, h: 40, ic: 'message-circle', tone: '#14b8a6', title: 'Shopper updated', sub: 'WhatsApp and e-mail' })}
      </div>
      <div class="feed">
        <div class="row" style="justify-content:space-between"><b style="font-size:14px">Routed today</b><span class="chip green">241 orders</span></div>
        ${routed
          .map(
            ([id, t, where, wh, why, tone]) => `<div class="it">
          <div class="row" style="justify-content:space-between"><span class="oid mono">${id}</span><span class="label">${t}</span></div>
          <div style="font-size:12px;color:#334155;margin:2px 0 5px">${where}</div>
          <div class="row" style="justify-content:space-between"><span class="wh">→ ${wh}</span><span class="chip ${tone}">${why}</span></div></div>`,
          )
          .join('')}
      </div>
    </div>
  </div></div>
</div>
<div class="float" style="left:640px;top:44px;width:262px;padding:12px 14px">
  <div class="head"><div class="ico" style="background:#d1fae5">${await i('shield-check', 19, '#047857')}</div><div><div class="label">Overselling since launch</div><div class="big" style="color:#047857">0 incidents</div></div></div>
</div>`,
};

// ---- 5. Abandoned-cart flow ---------------------------------------------------------------------

const steps = [
  ['shopping-cart', '#64748b', 'Cart left for 1 hour', 'Signed-in shopper or known e-mail', ''],
  [
    'mail',
    '#5b3df5',
    'Personal e-mail',
    'Bag items plus two AI picks, in the shopper’s brand',
    '<b>58%</b> opened',
  ],
  ['clock', '#94a3b8', 'Wait 24 hours', 'Skipped if the order is placed', ''],
  [
    'message-circle',
    '#14b8a6',
    'WhatsApp reminder',
    'Only with opt-in · link straight to the bag',
    '<b>41%</b> clicked',
  ],
  [
    'circle-check',
    '#10b981',
    'Order placed',
    'Flow stops, stock reserved, routing starts',
    '<b style="color:#047857">23%</b> recovered',
  ],
];

const cart = {
  name: 'abandoned-cart',
  width: W,
  height: H,
  scale: 1.5,
  css: `${base}${phoneCss}
.cmp{padding:18px 64px 18px 22px;background:#f8fafc;height:100%}
.crumb{font-size:12px;color:#64748b}
.kp{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:14px 0}
.kp .card{padding:10px 12px}
.kp .v{font-size:20px;font-weight:750;letter-spacing:-.02em}
.flow{position:relative}
.flow::before{content:'';position:absolute;left:17px;top:18px;bottom:22px;width:2px;background:#ddd6fe}
.st{display:flex;gap:12px;align-items:center;margin-bottom:8px;position:relative}
.st .dot{width:36px;height:36px;border-radius:50%;display:flex;align-items:center;justify-content:center;flex:none;border:3px solid #f8fafc}
.st .card{flex:1;padding:8px 12px;display:flex;align-items:center;gap:10px}
.st .t{font-size:13px;font-weight:700}
.st .d{font-size:12px;color:#64748b}
.st .s{margin-inline-start:auto;font-size:12px;white-space:nowrap;color:#334155}
.mail{padding:0 14px}
.mail .from{display:flex;gap:9px;align-items:center;padding:6px 0 10px;border-bottom:1px solid #f1f5f9}
.mail .subj{font-size:15px;font-weight:700;margin:10px 0 8px;line-height:1.25}
.mail .hero{border-radius:14px;height:132px;background:linear-gradient(160deg,#f7efe4,#eadbc6);display:flex;align-items:center;justify-content:center}
.mail .hero svg{height:90%}
.mail p{font-size:12px;color:#334155;margin-top:8px}
.mail .cta{margin-top:10px;background:#1c1917;color:#fff;border-radius:10px;padding:9px;text-align:center;font-size:13px;font-weight:650}
.mail .two{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:6px}
.mail .two .tile{height:58px}
.mail .two .tile svg{height:80%}
`,
  html: `<div class="backdrop" style="--from:#5b3df5;--to:#e11d48"></div>
<div class="browser" style="left:40px;top:30px;width:612px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">${await i('lock', 11, '#64748b')}&nbsp; admin.rimal.ae/campaigns/abandoned-cart</span></div>
  <div class="view"><div class="cmp">
    <div class="row"><div class="grow"><div class="crumb">Campaigns / Automations</div><h1 style="font-size:20px;font-weight:700">Abandoned-cart flow</h1></div><span class="chip green">${await i('circle-check', 12)} Live · all 4 brands</span></div>
    <div class="kp">
      <div class="card"><div class="label">Carts recovered, March</div><div class="v">1,284</div></div>
      <div class="card"><div class="label">Revenue recovered</div><div class="v">AED 612K</div></div>
      <div class="card"><div class="label">Recovery rate</div><div class="v" style="color:#047857">23%</div></div>
    </div>
    <div class="flow">
      ${(
        await Promise.all(
          steps.map(
            async ([
              ic,
              tone,
              t,
              d,
              stat,
            ]) => `<div class="st"><span class="dot" style="background:${tone}">${await i(ic, 16, '#fff')}</span>
        <div class="card"><div style="min-width:0"><div class="t">${t}</div><div class="d">${d}</div></div>${stat ? `<span class="s">${stat}</span>` : ''}</div></div>`,
          ),
        )
      ).join('')}
    </div>
  </div></div>
</div>
<div class="float" style="left:112px;top:532px;width:330px;padding:12px 14px">
  <div class="row" style="gap:10px"><span class="ico" style="width:34px;height:34px;border-radius:10px;background:#d1fae5;display:flex;align-items:center;justify-content:center;flex:none">${await i('shopping-bag', 17, '#047857')}</span>
  <div class="grow"><div style="font-size:13px;font-weight:700">Cart recovered · AED 515</div><div class="label">Mariam, Noora · 2 h after the e-mail</div></div><span class="chip green">Paid</span></div>
</div>
<div class="phone" style="left:626px;top:40px;width:272px;height:560px"><div class="screen">
  ${await statusBar()}
  <div class="ph" style="padding-bottom:2px">${await i('chevron-left', 20)}<span style="font-size:13px;font-weight:650;color:#64748b">Inbox</span><span>${await i('archive', 17)}</span></div>
  <div class="mail">
    <div class="from"><span class="avatar" style="background:#a16207">N</span><div class="grow"><div style="font-size:13px;font-weight:700">Noora</div><div class="label">to Mariam · 11:02</div></div></div>
    <div class="subj">Mariam, your Linen Kaftan is waiting</div>
    <div class="hero">${art.kaftan('#c8a27c', '#7c5a3a')}</div>
    <p>Still thinking it over? Size M in Sand is in stock and can reach Dubai Marina today.</p>
    <div class="cta">Return to your bag</div>
    <div class="row" style="margin-top:12px;gap:6px"><b style="font-size:12px">Picked to go with it</b><span class="chip" style="margin-inline-start:auto">${await i('sparkles', 11)} AI</span></div>
    <div class="two">
      <div>${tile('scarf', '#e9dccb', '#9a7b55', '#f6f1ea', 58)}<div style="font-size:12px;font-weight:600;margin-top:3px">Chiffon Shayla</div><div class="label">AED 95</div></div>
      <div>${tile('bag', '#d8b28a', '#8b5e34', '#f6efe6', 58)}<div style="font-size:12px;font-weight:600;margin-top:3px">Woven Tote</div><div class="label">AED 260</div></div>
    </div>
  </div>
</div></div>`,
};

// ---- 6. Overview: the first quarter after launch -------------------------------------------------

// Weekly conversion rate (%) from December to May: the old store, then the new one from 1 March.
// Week 0 starts 1 December; week 13 is the first on the new platform (launch 1 March).
const weekly = [
  2.4, 2.3, 2.5, 2.4, 2.3, 2.4, 2.5, 2.4, 2.3, 2.4, 2.5, 2.4, 2.4, 3.0, 3.2, 3.4, 3.5, 3.3, 3.2,
  3.3, 3.4, 3.3, 3.2, 3.4, 3.3, 3.4,
];
const chart = () => {
  const w = 438;
  const h = 236;
  const x = (n) => 8 + (n * (w - 16)) / (weekly.length - 1);
  const y = (v) => h - 10 - ((v - 1.8) / (3.8 - 1.8)) * (h - 20);
  const line = (from, to) =>
    weekly
      .slice(from, to)
      .map((v, n) => `${n ? 'L' : 'M'}${x(n + from).toFixed(1)} ${y(v).toFixed(1)}`)
      .join(' ');
  const launch = x(12.86);
  return `<svg viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" style="display:block;overflow:visible">
    ${[2, 2.5, 3, 3.5].map((v) => `<line x1="0" x2="${w}" y1="${y(v)}" y2="${y(v)}" stroke="#eef2f7"/>`).join('')}
    <rect x="${launch}" y="0" width="${x(weekly.length - 1) - launch}" height="${h}" fill="#5b3df5" opacity=".05"/>
    ${[2, 3].map((v) => `<text x="0" y="${y(v) - 6}" font-size="12" fill="#94a3b8" font-family="Geist">${v}%</text>`).join('')}
    <line x1="${launch}" x2="${launch}" y1="0" y2="${h}" stroke="#5b3df5" stroke-dasharray="4 4"/>
    <path d="${line(13, weekly.length)} L${x(weekly.length - 1)} ${h} L${x(13)} ${h} Z" fill="#5b3df5" opacity=".10"/>
    <path d="${line(0, 13)}" stroke="#94a3b8" stroke-width="2.5" fill="none"/>
    <path d="${line(12, weekly.length)}" stroke="#5b3df5" stroke-width="3" fill="none" stroke-linejoin="round"/>
    <circle cx="${x(weekly.length - 1)}" cy="${y(3.4)}" r="5" fill="#5b3df5" stroke="#fff" stroke-width="2"/>
  </svg>
  <div style="position:relative;height:18px;margin-top:6px">${[
    ['Dec', 0],
    ['Jan', 31],
    ['Feb', 62],
    ['Mar', 90],
    ['Apr', 121],
    ['May', 151],
  ]
    .map(
      ([m, d]) =>
        `<span class="label" style="position:absolute;left:${x(d / 7).toFixed(0)}px">${m}</span>`,
    )
    .join('')}</div>`;
};

const brands = [
  ['Rimal', 38, '#7c5a3a'],
  ['Noora', 31, '#d4a373'],
  ['Dune Active', 19, '#10b981'],
  ['Kora Kids', 12, '#f97316'],
];

const overview = {
  name: 'results',
  width: W,
  height: H,
  scale: 1.5,
  css: `${base}${adminCss}
.k4{display:grid;grid-template-columns:repeat(4,1fr);gap:10px;margin-top:14px}
.k4 .card{padding:11px 12px}
.k4 .v{font-size:22px;font-weight:750;letter-spacing:-.02em;margin-top:2px}
.k4 .d{font-size:12px;color:#64748b;margin-top:2px}
.two{display:grid;grid-template-columns:1fr 196px;gap:10px;margin-top:10px}
.two .card{padding:12px 14px}
.ct{font-size:13px;font-weight:700}
.lg{display:flex;gap:12px;font-size:12px;color:#64748b;align-items:center}
.lg i{display:inline-block;width:14px;height:3px;border-radius:2px;margin-inline-end:5px;vertical-align:middle}
.bb{margin-top:11px}
.bb .r{display:flex;justify-content:space-between;font-size:12px;font-weight:600}
.bb .t{height:8px;border-radius:4px;background:#f1f5f9;margin-top:4px;overflow:hidden}
.bb .t b{display:block;height:100%;border-radius:4px}
`,
  html: `<div class="backdrop" style="--from:#6d4cff;--to:#3b21c4"></div>
<div class="browser" style="left:40px;top:30px;width:880px;height:580px">
  <div class="bar"><i></i><i></i><i></i><span class="url">${await i('lock', 11, '#64748b')}&nbsp; admin.rimal.ae/overview</span></div>
  <div class="view"><div class="adm">${await adminSidebar('Overview')}
    <div class="main">
      <div class="row"><div class="grow"><h1>First quarter on the new platform</h1><div class="label" style="margin-top:2px">Live since 1 March 2025, before the Ramadan sale season</div></div><span class="btn ghost">${await i('calendar', 14)} Mar – May 2025</span></div>
      <div class="k4">
        <div class="card"><div class="label">Conversion rate</div><div class="v">3.3% <span style="font-size:14px;color:#047857">+38%</span></div><div class="d">was 2.4% before</div></div>
        <div class="card"><div class="label">Median mobile load</div><div class="v">0.8 s</div><div class="d">was 5.2 s</div></div>
        <div class="card"><div class="label">Overselling incidents</div><div class="v" style="color:#047857">0</div><div class="d">since launch</div></div>
        <div class="card"><div class="label">Orders re-typed</div><div class="v" style="color:#047857">0</div><div class="d">all routed automatically</div></div>
      </div>
      <div class="two">
        <div class="card">
          <div class="row" style="justify-content:space-between"><span class="ct">Weekly conversion rate</span><span class="lg"><span><i style="background:#94a3b8"></i>Old store</span><span><i style="background:#5b3df5"></i>New platform</span></span></div>
          <div style="position:relative;margin-top:14px">${chart()}
            <span class="chip" style="position:absolute;left:${(8 + (12.86 * 422) / 25 + 10).toFixed(0)}px;top:6px">Launch · 1 Mar</span></div>
        </div>
        <div class="card">
          <div class="ct">Orders by brand</div>
          ${brands.map(([b, v, c]) => `<div class="bb"><div class="r"><span>${b}</span><span>${v}%</span></div><div class="t"><b style="width:${v * 2.2}%;background:${c}"></b></div></div>`).join('')}
          <div class="label" style="margin-top:16px;padding-top:12px;border-top:1px solid var(--line)">Four brands on one codebase and one catalogue, sold on the web, Noon and Amazon.ae</div>
        </div>
      </div>
    </div>
  </div></div>
</div>`,
};

export const screens = [storefront, mobile, catalogue, routing, cart, overview];

export const thumbnail = { screen: 0, region: { left: 24, top: 16, width: 912, height: 608 } };
