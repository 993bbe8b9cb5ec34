import { intentPrefetchTarget } from '../intent-prefetch';

const origin = 'http://localhost';

function anchor(html: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]') ?? document.body.firstElementChild!;
}

describe('prefetch on intent (issue 12: menu and footer links prefetch on hover, focus, touch)', () => {
  it('answers the path of an intent link, from the link or anything inside it', () => {
    expect(
      intentPrefetchTarget(anchor('<a href="/about?x=1" data-prefetch="intent">About</a>'), origin),
    ).toBe('/about?x=1');
    expect(
      intentPrefetchTarget(
        anchor('<a href="/services" data-prefetch="intent"><span data-target>Services</span></a>'),
        origin,
      ),
    ).toBe('/services');
  });

  it('ignores ordinary links, other origins and non-elements', () => {
    expect(intentPrefetchTarget(anchor('<a href="/contact">Contact</a>'), origin)).toBeNull();
    expect(
      intentPrefetchTarget(
        anchor('<a href="https://example.com/" data-prefetch="intent">x</a>'),
        origin,
      ),
    ).toBeNull();
    expect(intentPrefetchTarget(document, origin)).toBeNull();
    expect(intentPrefetchTarget(null, origin)).toBeNull();
  });
});
