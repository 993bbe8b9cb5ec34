import { fallbackFacts } from '@/content-fallback/facts';
import { fallbackPageBlocks } from '@/content-fallback/page-blocks';
import { localize } from '@/lib/i18n/localize';
import { BLOCK_CATALOG } from '@/blocks/catalog';
import { factSetOf, lengthCountingFacts, resolveFactTokens } from '../fact-tokens';
import { bundledFactSet, getRequestFacts, setRequestFacts } from '../fact-store';

const facts = (values: Record<string, string>) => factSetOf({ ...fallbackFacts, ...values });

afterEach(() => setRequestFacts(bundledFactSet));

describe('fact tokens', () => {
  it('writes each token’s value in and leaves the words around it', () => {
    expect(
      resolveFactTokens(
        '{fact:projects} Projects, {fact:satisfaction} satisfied',
        fallbackFacts,
        (v) => v,
      ),
    ).toBe('500+ Projects, 92% satisfied');
  });

  it('leaves an unknown key as written and reports it', () => {
    const unknown: string[] = [];
    expect(
      resolveFactTokens(
        '{fact:projcts} Projects',
        fallbackFacts,
        (v) => v,
        (key) => unknown.push(key),
      ),
    ).toBe('{fact:projcts} Projects');
    expect(unknown).toEqual(['projcts']);
  });

  it('counts a token as one character against an editor’s limit', () => {
    expect(lengthCountingFacts('{fact:projects}')).toBe(1);
    expect(lengthCountingFacts('Save {fact:processSavings} Yearly')).toBe(13);
    expect(lengthCountingFacts('no token')).toBe(8);
  });

  it('gives the same version for the same values and a new one when a value changes', () => {
    expect(facts({}).version).toBe(bundledFactSet.version);
    expect(facts({ projects: '600+' }).version).not.toBe(bundledFactSet.version);
  });
});

describe('facts in the page’s language (localize)', () => {
  const stats = [
    { value: '{fact:projects}', label: 'Projects Delivered' },
    { value: '{fact:satisfaction}', label: 'Client Satisfaction' },
  ];

  it('English: the value as the fact states it', () => {
    expect(localize(stats, 'en').map((stat) => stat.value)).toEqual(['500+', '92%']);
    expect(localize('{fact:rating}/5 Client Rating', 'en')).toBe('4.9/5 Client Rating');
  });

  it('Turkish: the percent sign first, a decimal comma, thousands with dots, 7/24', () => {
    expect(localize(stats, 'tr').map((stat) => stat.value)).toEqual(['500+', '%92']);
    expect(localize('{fact:rating}/5 Client Rating', 'tr')).toBe('4,9/5 Müşteri Puanı');
    expect(localize('{fact:zapierApps} app connectors', 'tr')).toBe('7.000+ uygulama bağlayıcısı');
    expect(localize('{fact:support} Support', 'tr')).toBe('7/24 Destek');
  });

  it('Arabic: the figure isolated left to right inside the translated words', () => {
    expect(localize('{fact:projects} Projects', 'ar')).toBe('\u2066500+\u2069 مشروع');
    expect(localize('Save {fact:processSavings} Yearly', 'ar')).toBe('وفّر \u2066$50K+\u2069 سنويًا');
  });

  it('a fact in words is translated through the catalog', () => {
    expect(localize('{fact:soc}', 'en')).toBe('SOC 2 Compliant');
    expect(localize('{fact:soc}', 'tr')).toBe('SOC 2 Uyumlu');
    expect(localize('{fact:soc}', 'ar')).toBe('متوافق مع SOC 2');
  });

  it('an editor’s new value shows on the next render in every language, without a new translation', () => {
    setRequestFacts(facts({ projects: '650+', satisfaction: '94%' }));
    expect(getRequestFacts().values.projects).toBe('650+');
    expect(localize(stats, 'en').map((stat) => stat.value)).toEqual(['650+', '94%']);
    expect(localize(stats, 'tr').map((stat) => stat.value)).toEqual(['650+', '%94']);
    expect(localize('{fact:projects} Projects', 'ar')).toBe('\u2066650+\u2069 مشروع');
  });

  it('English copy without a token is given back as the same object', () => {
    const copy = { heading: 'Why Work With Us', items: ['Weekly demos'] };
    expect(localize(copy, 'en')).toBe(copy);
  });
});

describe('the bundled copy states each fact through its token', () => {
  const everyText = JSON.stringify(fallbackPageBlocks);

  it('no bundled page block writes a company figure the facts hold', () => {
    // The figures the old copy disagreed on: none may come back as text.
    for (const stale of ['50+', '98%', '1600+', '99.5%', '6,000+', '$2M+', 'SOC 2 and GDPR aware'])
      expect(everyText).not.toContain(`"${stale}"`);
    expect(everyText).toContain('{fact:projects}');
  });

  it('every token names a fact', () => {
    const keys = [...everyText.matchAll(/\{fact:([A-Za-z0-9]+)\}/g)].map((match) => match[1]!);
    expect(keys.filter((key) => !(key in fallbackFacts))).toEqual([]);
  });

  it('a stat value holding a token fits the field’s limit (the why-us figure: 8 characters)', () => {
    const whyUs = fallbackPageBlocks.home!.find((block) => block.type === 'why_us')!;
    expect(BLOCK_CATALOG.why_us.schema.safeParse(whyUs.data).success).toBe(true);
  });
});
