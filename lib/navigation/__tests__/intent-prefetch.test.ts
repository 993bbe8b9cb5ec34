import { intentPrefetchTarget, softNavigationTarget } from '../intent-prefetch';

const origin = 'http://localhost';

function anchor(html: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]') ?? document.body.firstElementChild!;
}

describe('prefetch on intent (menu and footer links prefetch on hover, focus, touch)', () => {
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

describe('client-side navigation of intent links (plain anchors, one click listener)', () => {
  const here = new URL('http://localhost/services?tab=1');
  const click = (target: Element, overrides: Partial<MouseEvent> = {}) => ({
    target,
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...overrides,
  });

  it('navigates a primary click on an intent link, from the link or anything inside it', () => {
    expect(
      softNavigationTarget(
        click(anchor('<a href="/about?x=1#team" data-prefetch="intent">About</a>')),
        here,
      ),
    ).toBe('/about?x=1#team');
    expect(
      softNavigationTarget(
        click(anchor('<a href="/contact" data-prefetch="intent"><b data-target>Go</b></a>')),
        here,
      ),
    ).toBe('/contact');
  });

  it('leaves to the browser what next/link leaves to it, and clicks a handler already took', () => {
    const link = () => anchor('<a href="/about" data-prefetch="intent">About</a>');
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(softNavigationTarget(click(link(), { [modifier]: true }), here)).toBeNull();
    expect(softNavigationTarget(click(link(), { button: 1 }), here)).toBeNull();
    expect(softNavigationTarget(click(link(), { defaultPrevented: true }), here)).toBeNull();
    expect(
      softNavigationTarget(
        click(anchor('<a href="/about" target="_blank" data-prefetch="intent">x</a>')),
        here,
      ),
    ).toBeNull();
    expect(
      softNavigationTarget(
        click(anchor('<a href="/a.pdf" download data-prefetch="intent">x</a>')),
        here,
      ),
    ).toBeNull();
    expect(
      softNavigationTarget(
        click(anchor('<a href="https://example.com/" data-prefetch="intent">x</a>')),
        here,
      ),
    ).toBeNull();
    expect(softNavigationTarget(click(anchor('<a href="/about">plain</a>')), here)).toBeNull();
  });

  it('leaves a jump to an anchor on the same page to the browser', () => {
    expect(
      softNavigationTarget(
        click(anchor('<a href="/services?tab=1#faq" data-prefetch="intent">FAQ</a>')),
        here,
      ),
    ).toBeNull();
    expect(
      softNavigationTarget(
        click(anchor('<a href="/services#faq" data-prefetch="intent">FAQ</a>')),
        here,
      ),
    ).toBe('/services#faq');
  });
});
