import { renderToStaticMarkup } from 'react-dom/server';
import { usePathname } from 'next/navigation';
import GlobalError from '../global-error';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

describe('the root error screen', () => {
  it.each([
    ['/about', 'en', 'ltr', 'Refresh Page'],
    ['/ar/about', 'ar', 'rtl', 'تحديث الصفحة'],
    ['/tr', 'tr', 'ltr', 'Sayfayı Yenile'],
  ])(
    '%s: its own document in the language and direction of the path',
    (path, lang, dir, refresh) => {
      jest.mocked(usePathname).mockReturnValue(path);
      const html = renderToStaticMarkup(<GlobalError error={new Error('layout failed')} />);
      expect(html).toContain(`<html lang="${lang}" dir="${dir}"`);
      expect(html).toContain('role="alert"');
      expect(html).toContain(`>${refresh}</button>`);
    },
  );
});
