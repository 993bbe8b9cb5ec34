/** @jest-environment node */
import { SHELL_LABELS } from '@/content-fallback/shell';
import { SETTINGS_FIELDS } from '@/lib/cms/settings-fields';
import { shellEditable, type ShellWord } from '../shell';

const source = { collection: 'octaacer_settings', item: 1 };
const fieldsOf = (attrs: { 'data-directus'?: string }) =>
  /fields:([^;]*)/.exec(attrs['data-directus'] ?? '')?.[1]?.split(',');

describe("the header's and footer's marks", () => {
  it('without the settings record (public pages, bundled words) write no attribute', () => {
    expect(shellEditable(undefined)('headerCta')).toEqual({});
  });

  it("name the settings singleton's field of each word, popover for a line, drawer for a repeater", () => {
    const edit = shellEditable(source);
    expect(edit('headerCta')['data-directus']).toBe(
      'collection:octaacer_settings;item:1;fields:header_cta;mode:popover',
    );
    expect(edit('tagline')['data-directus']).toBe(
      'collection:octaacer_settings;item:1;fields:footer_tagline;mode:popover',
    );
    expect(edit(['phone', 'whatsappNumber'])['data-directus']).toBe(
      'collection:octaacer_settings;item:1;fields:phone,whatsapp_number;mode:popover',
    );
    expect(edit('socials')['data-directus']).toContain('fields:social_links;mode:drawer');
    expect(edit('complianceBadges')['data-directus']).toContain(
      'fields:compliance_badges;mode:drawer',
    );
  });

  it('every shell word is a field of the settings singleton (an editor can open each one)', () => {
    const edit = shellEditable(source);
    const words: ShellWord[] = [
      ...(Object.keys(SHELL_LABELS) as ShellWord[]),
      'brand',
      'email',
      'phone',
      'whatsappNumber',
      'tagline',
      'socials',
      'complianceBadges',
    ];
    for (const word of words)
      expect(Object.keys(SETTINGS_FIELDS)).toContain(fieldsOf(edit(word))![0]);
  });
});
