import {
  landingPageOf,
  LEAD_PAGE_DATA_ID,
  leadPageData,
  readLeadPageData,
  serializeLeadPageData,
} from '@/lib/leads/lead-page-data';
import { bundledLeadContext } from '@/content-fallback/lead-modal-options';

const automation = bundledLeadContext('automation')!;

function pageWith(text: string | undefined) {
  document.body.innerHTML = '';
  if (text === undefined) return document;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = LEAD_PAGE_DATA_ID;
  script.textContent = text;
  document.body.append(script);
  return document;
}

describe('the landing page data block for the lead modal', () => {
  it('round-trips the context and permalink, with no "<" that could close the element', () => {
    const data = {
      permalink: '/lp/spring',
      contextKey: 'automation',
      context: { ...automation, title: 'Spring </script><b>offer</b>' },
    };
    const text = serializeLeadPageData(data);
    expect(text).not.toContain('<');
    expect(readLeadPageData(pageWith(text), 'automation')).toEqual(data);
  });

  it('carries the options only when they are not the bundled ones', () => {
    expect(leadPageData('/lp/x', automation, automation)).toEqual({
      permalink: '/lp/x',
      contextKey: 'automation',
    });
    const edited = { ...automation, title: 'Spring offer' };
    expect(leadPageData('/lp/x', edited, automation)).toEqual({
      permalink: '/lp/x',
      contextKey: 'automation',
      context: edited,
    });
    // A context with no bundled counterpart (made in the CMS) always travels.
    expect(leadPageData('/lp/x', edited, undefined).context).toEqual(edited);
    const text = serializeLeadPageData(leadPageData('/lp/x', automation, automation));
    expect(readLeadPageData(pageWith(text), 'automation')).toEqual({
      permalink: '/lp/x',
      contextKey: 'automation',
    });
  });

  it("is ignored for another context, when absent, or when it is not the page's data", () => {
    const text = serializeLeadPageData({
      permalink: '/lp/x',
      contextKey: 'automation',
      context: automation,
    });
    expect(readLeadPageData(pageWith(text), 'ai-development')).toBeUndefined();
    expect(readLeadPageData(pageWith(undefined), 'automation')).toBeUndefined();
    expect(readLeadPageData(pageWith('{not json'), 'automation')).toBeUndefined();
    expect(
      readLeadPageData(
        pageWith('{"permalink":"/lp/x","contextKey":"automation","context":{"key":"automation"}}'),
        'automation',
      ),
    ).toBeUndefined();
    // Options for another key than the block names.
    expect(
      readLeadPageData(
        pageWith(
          serializeLeadPageData({
            permalink: '/lp/x',
            contextKey: 'automation',
            context: { ...automation, key: 'other' } as typeof automation,
          }),
        ),
        'automation',
      ),
    ).toBeUndefined();
  });
});

describe("a modal lead's landing page", () => {
  it('is the permalink with the query the page was opened with', () => {
    expect(landingPageOf('/lp/spring', '?utm_source=google&gclid=G-1')).toBe(
      '/lp/spring?utm_source=google&gclid=G-1',
    );
    expect(landingPageOf('/lp/spring', '')).toBe('/lp/spring');
  });

  it('drops a query too long for the lead schema rather than failing the lead', () => {
    expect(landingPageOf('/lp/spring', `?gclid=${'x'.repeat(600)}`)).toBe('/lp/spring');
  });
});
