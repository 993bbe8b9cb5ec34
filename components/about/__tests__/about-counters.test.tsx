import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AboutCounters } from '../about-counters';
import { aboutCopy } from '@/content-fallback/pages/about';

describe('AboutCounters', () => {
  it('server HTML holds the final numbers 50, 8 and 5 (crawlers and no-JS visitors never read 0)', () => {
    const html = renderToString(<AboutCounters stats={aboutCopy.stats} />);
    for (const value of ['50', '8', '5'])
      expect(html).toContain(`data-counter="${value}">${value}</span>`);
    expect(html).toContain('data-counter-state="final"');
  });

  it('screen readers read the final values; without IntersectionObserver the numbers stay final', () => {
    render(<AboutCounters stats={aboutCopy.stats} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Projects Delivered',
      'Countries Served',
      'Years Experience',
    ]);
    expect([...document.querySelectorAll('dd .sr-only')].map((value) => value.textContent)).toEqual(
      ['50', '8', '5'],
    );
    expect(document.querySelector('[data-counter-state]')).toHaveAttribute(
      'data-counter-state',
      'done',
    );
  });
});
