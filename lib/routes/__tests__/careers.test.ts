import {
  cutJobDescription,
  mailtoWithSubject,
  resumeMailto,
  toJobCard,
} from '@/lib/routes/careers';

const EMAIL = 'careers@octaacer.com';

describe('careers job cards', () => {
  it("applies by e-mail with the subject 'Application for {job title}'", () => {
    const card = toJobCard(
      { id: 'qa', title: 'QA Engineer', location: 'Lahore', description: 'Test things.' },
      EMAIL,
    );
    expect(card.applyHref).toBe(
      'mailto:careers@octaacer.com?subject=Application%20for%20QA%20Engineer',
    );
  });

  it('cuts a description longer than 150 characters at a word, never inside one, and keeps the whole for screen readers', () => {
    const long = `${'Mentor mid-level engineers and review their code. '.repeat(4)}`.trim();
    const cut = cutJobDescription(long);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith('\u2026')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    // The character after the cut is a space: the last word shown is whole.
    expect(long[cut.length - 1]).toMatch(/[\s.]/);
    expect(cutJobDescription('y'.repeat(150))).toBe('y'.repeat(150));
    const card = toJobCard({ id: 'j', title: 'Lead', description: long }, EMAIL);
    expect(card.description).toBe(cut);
    expect(card.descriptionWhole).toBe(long);
    expect(toJobCard({ id: 'k', title: 'Lead', description: 'Short.' }, EMAIL)).not.toHaveProperty(
      'descriptionWhole',
    );
  });

  it("offers 'Future Opportunities' when there are no open positions", () => {
    expect(resumeMailto(EMAIL)).toBe('mailto:careers@octaacer.com?subject=Future%20Opportunities');
  });

  it('encodes characters that would break the subject', () => {
    expect(mailtoWithSubject(EMAIL, 'R&D / AI?')).toBe(
      'mailto:careers@octaacer.com?subject=R%26D%20%2F%20AI%3F',
    );
  });
});
