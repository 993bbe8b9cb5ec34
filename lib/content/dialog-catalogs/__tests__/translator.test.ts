import translateAr from '../ar';
import translateTr from '../tr';
import { dialogCatalog, translatorFor } from '../translator';
import heroesAr from '@/content-fallback/i18n/ar/heroes.json';
import consentTr from '@/content-fallback/i18n/tr/consent.json';

describe('dialog translators', () => {
  it('translate words and leave ids, links and unknown strings as they are', () => {
    const translate = translatorFor({
      Close: 'Kapat',
      'Get Started': 'Başlayın',
      healthcare: 'sağlık',
    });
    expect(
      translate({
        close: 'Close',
        options: [{ value: 'healthcare', label: 'Get Started' }],
        href: '/contact',
        note: 'Not in the catalog',
      }),
    ).toEqual({
      close: 'Kapat',
      options: [{ value: 'healthcare', label: 'Başlayın' }],
      href: '/contact',
      note: 'Not in the catalog',
    });
  });

  it('build a catalog from the dialog modules and the two words shared with other pages', () => {
    const catalog = dialogCatalog([{ Send: 'Gönder' }, { Next: 'İleri' }], {
      heroes: { 'AI Development': 'Yapay Zekâ Geliştirme', Other: 'x' },
      consent: { 'Privacy Policy': 'Gizlilik Politikası', Accept: 'y' },
    });
    expect(catalog).toEqual({
      Send: 'Gönder',
      Next: 'İleri',
      'AI Development': 'Yapay Zekâ Geliştirme',
      'Privacy Policy': 'Gizlilik Politikası',
    });
  });

  it('carry the shared words in each language chunk', () => {
    expect(translateAr({ label: 'AI Development' })).toEqual({
      label: heroesAr['AI Development'],
    });
    expect(translateTr({ label: 'Privacy Policy' })).toEqual({
      label: consentTr['Privacy Policy'],
    });
    expect(translateAr({ label: 'AI Development' }).label).not.toBe('AI Development');
  });
});
