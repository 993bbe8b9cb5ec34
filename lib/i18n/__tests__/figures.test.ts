import { formatFigures, withoutIsolates } from '../figures';
import { localize } from '../localize';

const LRI = '\u2066';
const PDI = '\u2069';
const isolated = (figure: string) => `${LRI}${figure}${PDI}`;

describe('Turkish writes the percent sign first', () => {
  it.each([
    ['85%', '%85'],
    ['85% daha az manuel görev', '%85 daha az manuel görev'],
    ["Mesajların 80%'i", "Mesajların %80'i"],
    ['40-60% tasarruf', '%40-60 tasarruf'],
    ['12.5% büyüme.', '%12,5 büyüme.'],
  ])('%s → %s', (text, turkish) => {
    expect(formatFigures(text, 'tr')).toBe(turkish);
  });

  it.each([
    ['$2,500 değerinde', '$2.500 değerinde'],
    ['6,000+ uygulama', '6.000+ uygulama'],
    ['1,250,000 satır', '1.250.000 satır'],
    ['$15,000/yıl', '$15.000/yıl'],
    ['Çalışma Süresi 99.9%', 'Çalışma Süresi %99,9'],
    ['4.9/5 puan', '4,9/5 puan'],
    ["4.6'dan yükseldi", "4,6'dan yükseldi"],
    ["5.2 sn'den düştü", "5,2 sn'den düştü"],
  ])('and its separators: %s → %s', (text, turkish) => {
    expect(formatFigures(text, 'tr')).toBe(turkish);
    expect(formatFigures(turkish, 'tr')).toBe(turkish);
  });

  it('keeps a version named after an acronym as it is', () => {
    for (const text of ['WCAG 2.2 AA uyumlu', 'LTI 1.3', 'Erişilebilirlik mevzuatı (WCAG 2.2)'])
      expect(formatFigures(text, 'tr')).toBe(text);
  });

  it('leaves currencies, plain numbers and a percent already first alone (runs twice safely)', () => {
    for (const text of ['$50K+', '7/24', '2-6 hafta', '%85', 'ISO 27001'])
      expect(formatFigures(text, 'tr')).toBe(text);
    expect(formatFigures(formatFigures('85%', 'tr'), 'tr')).toBe('%85');
  });
});

describe('Arabic isolates Latin amounts so right to left does not reorder them', () => {
  it.each([
    ['$50K+', isolated('$50K+')],
    ['وفّر أكثر من $50K سنويًا', `وفّر أكثر من ${isolated('$50K')} سنويًا`],
    [
      'التكلفة $15K-60K بدلًا من $50K-200K+.',
      `التكلفة ${isolated('$15K-60K')} بدلًا من ${isolated('$50K-200K+')}.`,
    ],
    ['بقيمة 2,500$', `بقيمة ${isolated('2,500$')}`],
    ['85%', isolated('85%')],
    ['أكثر من 20+ ساعة', `أكثر من ${isolated('20+')} ساعة`],
    ['$25K - $50K', isolated('$25K - $50K')],
  ])('%s', (text, arabic) => {
    expect(formatFigures(text, 'ar')).toBe(arabic);
  });

  it('leaves plain numbers, names with digits and phone numbers alone', () => {
    for (const text of [
      'خلال 2-6 أسابيع',
      'على مدار 24/7',
      'n8n و GPT-4o و B2B و Web3 و LTI 1.3',
      '+971 4 123 4567',
      'منذ 2019',
    ])
      expect(formatFigures(text, 'ar')).toBe(text);
  });

  it('isolates once, however often a string passes', () => {
    const once = formatFigures('وفّر $50K+ سنويًا', 'ar');
    expect(formatFigures(once, 'ar')).toBe(once);
    expect(withoutIsolates(once)).toBe('وفّر $50K+ سنويًا');
  });

  it('English is returned as it is', () => {
    expect(formatFigures('Save $50K+ and 85%', 'en')).toBe('Save $50K+ and 85%');
  });
});

describe('localize writes figures per locale, in figure fields and in translated copy', () => {
  const stat = { value: '85%', label: 'Fewer Manual Tasks' };
  const amount = { value: '$50K+', label: 'Average Annual Savings' };

  it('Turkish stats and copy', () => {
    expect(localize(stat, 'tr')).toEqual({ value: '%85', label: expect.any(String) });
    expect(localize({ text: '50% fewer bugs' }, 'tr').text).toBe('%50 daha az hata');
  });

  it('Arabic stats and copy', () => {
    expect(localize(amount, 'ar').value).toBe(isolated('$50K+'));
    expect(localize({ text: 'Save $50K+ Yearly' }, 'ar').text).toBe(
      `وفّر أكثر من ${isolated('$50K')} سنويًا`,
    );
  });

  it('ids, links and option values keep their figures as written', () => {
    const option = { value: '25k-50k', label: '$25K - $50K', href: '/lp/50k' };
    expect(localize(option, 'ar')).toEqual({
      value: '25k-50k',
      label: isolated('$25K - $50K'),
      href: '/ar/lp/50k',
    });
    expect(localize({ id: 'stat-85%' }, 'tr')).toEqual({ id: 'stat-85%' });
  });

  it('English pages are untouched', () => {
    expect(localize(amount, 'en')).toBe(amount);
  });
});
