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

  it("cuts descriptions longer than 150 characters to 150 plus '...'", () => {
    const long = 'x'.repeat(151);
    expect(cutJobDescription(long)).toBe(`${'x'.repeat(150)}...`);
    expect(cutJobDescription('y'.repeat(150))).toBe('y'.repeat(150));
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
