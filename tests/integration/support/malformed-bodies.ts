import { validContactBody } from './contact-fixtures';

/** Small seeded PRNG (mulberry32) so a failing fuzz case can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'phoneCountry',
  'role',
  'heardFrom',
  'consent',
];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627', // RTL override + Arabic
  '\u200b\u200c\u200d\ufeff',
  'Z\u0351\u0360\u0361\u0489a\u0489l\u0336g\u0337o\u0334',
  '\ud83d\ude80\ud83c\udff3\ufe0f\u200d\ud83c\udf08',
  '<script>alert(1)</script>',
  "'; DROP TABLE leads; --",
  '${jndi:ldap://x}',
  '%00%0d%0a',
  '\\u0000',
  '𝕬𝖒𝖎𝖓𝖆',
  'a@b',
  '+',
  '----',
];

function wrongValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * 12);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return Math.floor(next() * 1e9) * (next() < 0.5 ? -1 : 1);
    case 2:
      return next() < 0.5;
    case 3:
      return [];
    case 4:
      return depth < 3 ? [wrongValue(next, depth + 1), wrongValue(next, depth + 1)] : [1];
    case 5:
      return depth < 3
        ? { nested: wrongValue(next, depth + 1), deeper: { x: wrongValue(next, depth + 1) } }
        : {};
    case 6:
      return 'y'.repeat(200 + Math.floor(next() * 20_000));
    case 7:
      return ODD_STRINGS[Math.floor(next() * ODD_STRINGS.length)];
    case 8:
      return 1e308 * 10; // Infinity → serialised as null
    case 9:
      return { toString: 'x', valueOf: 1, __proto__: { polluted: true } };
    case 10:
      return 'x'.repeat(51 + Math.floor(next() * 60));
    default:
      return undefined; // missing
  }
}

/** Bodies that are not JSON at all, or JSON that is not an object. */
function rawBody(next: () => number): string {
  const raws = [
    '{',
    '}',
    '{"firstName":',
    '{"a":1,}',
    "{'single':'quotes'}",
    'NaN',
    'undefined',
    '[1,2,3]',
    'null',
    '"just a string"',
    '0',
    '-1e309',
    'true',
    '\ufeff{}',
    '{"a":"\\ud800"}x',
    '['.repeat(3000) + ']'.repeat(3000),
    '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
    String.fromCharCode(...Array.from({ length: 64 }, () => Math.floor(next() * 256))),
  ];
  return raws[Math.floor(next() * raws.length)] ?? '{';
}

/**
 * `count` request bodies (raw strings) that must all be refused without a 5xx: wrong types, huge
 * strings, odd unicode, nested objects, missing fields, arrays, null, broken JSON. Every object
 * body breaks at least one required field, so none is a valid lead.
 */
export function generateMalformedBodies(count: number, seed: number): string[] {
  const next = random(seed);
  const bodies: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = next();
    if (kind < 0.2) {
      bodies.push(rawBody(next));
      continue;
    }
    if (kind < 0.25) {
      bodies.push(JSON.stringify(wrongValue(next)) ?? 'null');
      continue;
    }
    const body: Record<string, unknown> = validContactBody();
    delete body.website; // a filled honeypot is a (fake) success, not a malformed body
    const broken = REQUIRED_FIELDS.filter(() => next() < 0.3);
    if (broken.length === 0)
      broken.push(REQUIRED_FIELDS[Math.floor(next() * REQUIRED_FIELDS.length)] ?? 'email');
    for (const field of broken) {
      let value = wrongValue(next);
      // A few "wrong" values are valid for some fields; make sure the field really is broken.
      if (field === 'consent' && value === true) value = 'yes';
      if (
        typeof value === 'string' &&
        value.length <= 50 &&
        ['firstName', 'lastName'].includes(field) &&
        value.trim().length >= 2
      ) {
        value = 'x';
      }
      if (
        typeof value === 'string' &&
        ['role', 'heardFrom', 'phoneCountry', 'phoneNumber', 'email'].includes(field)
      ) {
        value = `${value}\u0000!`;
      }
      body[field] = value;
    }
    // Noise around the broken fields: odd extra keys, a wrong attribution, prototype tricks.
    if (next() < 0.3) body.attribution = wrongValue(next);
    if (next() < 0.2)
      body[ODD_STRINGS[Math.floor(next() * ODD_STRINGS.length)] ?? 'k'] = wrongValue(next);
    if (next() < 0.1) body.message = 'm'.repeat(40_000); // over 32 KB in all → 413
    const json = JSON.stringify(body);
    // A literal "__proto__" key (an object literal cannot carry one into JSON).
    bodies.push(
      next() < 0.2
        ? `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},${json.slice(1)}`
        : json,
    );
  }
  return bodies;
}
