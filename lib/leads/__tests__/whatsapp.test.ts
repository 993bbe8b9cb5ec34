import { buildWhatsAppMessage, buildWhatsAppUrl } from '../whatsapp';

const lead = {
  services: ['ai-development', 'tech-consulting'] as ('ai-development' | 'tech-consulting')[],
  companySize: 'medium' as const,
  timeline: 'asap' as const,
  primaryGoal: 'cost' as const,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines & Co',
  locale: 'en' as const,
};

describe('WhatsApp link', () => {
  it('message holds contact info, services, company size, timeline and goal', () => {
    expect(buildWhatsAppMessage(lead)).toBe(
      [
        "Hi Octaacer! I'd like to discuss a project.",
        '',
        'Name: Ada Lovelace',
        'Email: ada@example.com',
        'Company: Engines & Co',
        'Services: AI Development, Tech Consulting',
        'Company size: 51-200 employees',
        'Timeline: ASAP (Within 2 weeks)',
        'Main goal: Reduce Costs',
      ].join('\n'),
    );
  });

  it('uses wa.me with digits only and an encoded text', () => {
    const url = buildWhatsAppUrl('+92 300-123 4567', 'Hi & welcome?');
    expect(url).toBe('https://wa.me/923001234567?text=Hi%20%26%20welcome%3F');
    expect(new URL(url).searchParams.get('text')).toBe('Hi & welcome?');
  });
});
