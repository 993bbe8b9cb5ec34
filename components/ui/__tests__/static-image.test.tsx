import { render } from '@testing-library/react';
import { StaticImage } from '../static-image';

describe('StaticImage', () => {
  it('lets the LCP picture decode with the frame that paints it; the others decode off it', () => {
    const { container } = render(
      <>
        <StaticImage src="/assets/hero.webp" alt="Hero" width={1200} height={630} preload />
        <StaticImage src="/assets/card.webp" alt="Card" width={1200} height={630} />
      </>,
    );
    const [hero, card] = container.querySelectorAll('img');
    expect(hero).not.toHaveAttribute('decoding');
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    expect(card).toHaveAttribute('decoding', 'async');
    expect(card).toHaveAttribute('loading', 'lazy');
  });

  it('offers a 512 w file, which the phones’ 16rem hero picks at two device pixels', () => {
    const { container } = render(
      <StaticImage src="/assets/hero.webp" alt="" width={1200} height={630} sizes="16rem" />,
    );
    expect(container.querySelector('img')?.getAttribute('srcset')).toMatch(/w=512&q=75 512w/);
  });
});
