/** @jest-environment node */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Footer } from '../footer';
import { Header } from '../header';

/**
 * The header's and footer's words are the settings singleton's. In draft mode getSiteSettings
 * names that record and the shell marks its words for Directus's Visual Editor; on a public page
 * (no record named) nothing differs from the markup visitors get.
 */
let mockSource: { collection: string; item: number } | undefined;
jest.mock('@/lib/content', () => {
  const actual = jest.requireActual('@/lib/content');
  return {
    ...actual,
    getSiteSettings: async () => ({
      ...(await actual.getSiteSettings()),
      ...(mockSource ? { source: mockSource } : {}),
    }),
  };
});
// The privacy page, where the header shows its legal row.
jest.mock('next/navigation', () => ({
  usePathname: () => '/privacy-policy',
  useRouter: () => ({ push: () => {} }),
}));
// The cookie settings link shows only with analytics configured.
process.env.NEXT_PUBLIC_GA_ID = 'G-TEST';

async function prerendered(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const shell = async () => ({
  header: await prerendered(await Header()),
  footer: await prerendered(await Footer()),
});

const mark = (fields: string, mode = 'popover') =>
  `data-directus="collection:octaacer_settings;item:1;fields:${fields};mode:${mode}"`;

const strip = (html: string) => html.replace(/ data-directus="[^"]*"/g, '');

describe("the header's and footer's Visual Editor marks", () => {
  afterEach(() => (mockSource = undefined));

  it('a public page (no settings record named) has none', async () => {
    const { header, footer } = await shell();
    expect(header + footer).not.toContain('data-directus');
  });

  it("in draft mode the header marks the brand, its button and the legal row's words", async () => {
    mockSource = { collection: 'octaacer_settings', item: 1 };
    const { header } = await shell();
    for (const fields of ['brand_name', 'header_cta', 'legal_row', 'legal_privacy'])
      expect(header).toContain(mark(fields));
    // The button twice: the health check on phones, the contact link on desktops.
    expect(header.split(mark('header_cta')).length - 1).toBe(2);
  });

  it('in draft mode the footer marks its tagline, contacts, button, headings, copyright and badges', async () => {
    mockSource = { collection: 'octaacer_settings', item: 1 };
    const { footer } = await shell();
    for (const fields of [
      'brand_name',
      'footer_tagline',
      'contact_email',
      'phone,whatsapp_number',
      'footer_schedule',
      'footer_services_heading',
      'footer_quick_links_heading',
      'footer_company_heading',
      'footer_copyright',
      'cookie_settings',
    ])
      expect(footer).toContain(mark(fields));
    // Repeaters open in the drawer.
    expect(footer).toContain(mark('social_links', 'drawer'));
    expect(footer).toContain(mark('compliance_badges', 'drawer'));
  });

  it('the marks are attributes only: without them the markup is byte for byte the public one', async () => {
    const published = await shell();
    mockSource = { collection: 'octaacer_settings', item: 1 };
    const draft = await shell();
    expect(strip(draft.header)).toBe(published.header);
    expect(strip(draft.footer)).toBe(published.footer);
  });
});
