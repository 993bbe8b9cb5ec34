import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AboutCounters } from '../about-counters';
import { aboutCopy } from '@/content-fallback/pages/about';
import { localize } from '@/lib/i18n/localize';

// As lib/content gives them: the facts' values written in.
const stats = localize(aboutCopy.stats, 'en');

describe('AboutCounters', () => {
  it('server HTML holds the final figures 500+, 8 and 12+ (crawlers and no-JS visitors never read 0)', () => {
    const html = renderToString(<AboutCounters stats={stats} />);
    for (const value of ['500+', '8', '12+'])
      expect(html).toContain(`data-counter="${value}">${value}</span>`);
    expect(html).toContain('data-counter-state="final"');
  });

  it('screen readers read the final values; without IntersectionObserver the numbers stay final', () => {
    render(<AboutCounters stats={stats} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Projects Delivered',
      'Countries Served',
      'Years Experience',
    ]);
    expect([...document.querySelectorAll('dd .sr-only')].map((value) => value.textContent)).toEqual(
      ['500+', '8', '12+'],
    );
    expect(document.querySelector('[data-counter-state]')).toHaveAttribute(
      'data-counter-state',
      'done',
    );
  });
});
