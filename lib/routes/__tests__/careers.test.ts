import { jobPostingJsonLd, mailtoWithSubject, resumeMailto, toJobCard } from '@/lib/routes/careers';
import type { Job } from '@/lib/content/types';
import { ELLIPSIS } from '@/lib/text';

const EMAIL = 'careers@octaacer.com';

const job: Job = {
  id: '7',
  slug: 'qa-engineer',
  title: 'QA Engineer',
  location: 'Lahore, Pakistan',
  addressCountry: 'PK',
  remote: false,
  summary: 'Test things before clients do.',
  description: 'Own the quality of client releases. Automate what repeats.',
  responsibilities: ['Write end-to-end tests'],
  requirements: ['2+ years of testing'],
  employmentType: 'FULL_TIME',
  datePosted: '2026-11-01',
  validThrough: '2027-01-31',
};

describe('careers job cards', () => {
  it('show the summary whole and lead to the job page and its Apply form', () => {
    const card = toJobCard(job);
    expect(card.summary).toBe('Test things before clients do.');
    expect(card.href).toBe('/careers/qa-engineer');
    expect(card.applyHref).toBe('/careers/qa-engineer#contact');
    expect(card.employmentType).toBe('Full-time');
  });

  it("apply through an editor's own link when the job has one", () => {
    expect(toJobCard({ ...job, link: 'https://jobs.example.com/qa' }).applyHref).toBe(
      'https://jobs.example.com/qa',
    );
  });

  it('without a summary, show the description cut at a word boundary, never inside a word', () => {
    const long = `${'Mentor mid-level engineers and review their code every day. '.repeat(4)}`;
    const { summary } = toJobCard({ ...job, summary: '', description: long });
    expect(summary.length).toBeLessThanOrEqual(150);
    expect(summary.endsWith(ELLIPSIS)).toBe(true);
    const lastWord = summary.slice(0, -1).split(' ').pop();
    expect(long.split(/\s+/)).toContain(lastWord);
    expect(toJobCard({ ...job, summary: '', description: long }).summaryWhole).toBe(long.trim());
    expect(toJobCard({ ...job, summary: '', description: 'Short.' })).not.toHaveProperty(
      'summaryWhole',
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

describe('JobPosting structured data', () => {
  const where = {
    url: 'https://octaacer.com/careers/qa-engineer',
    siteUrl: 'https://octaacer.com',
    inLanguage: 'en',
  };

  it('an office job names its place, dates, type and the hiring organization', () => {
    const data = jobPostingJsonLd(job, where);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'QA Engineer',
      datePosted: '2026-11-01',
      validThrough: '2027-01-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', sameAs: 'https://octaacer.com' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'PK' },
      },
    });
    expect(data.description).toContain('Own the quality of client releases.');
    expect(data.description).toContain('Write end-to-end tests');
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('a remote job is TELECOMMUTE with the country a candidate must live in', () => {
    const data = jobPostingJsonLd({ ...job, remote: true }, where);
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'PK' },
    });
    expect(data).not.toHaveProperty('jobLocation');
  });
});
