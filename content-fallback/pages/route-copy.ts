/** Copy of the marketing routes that is not a content record of its own (section headings, labels). */
import { BRAND_NAME, brandedTitle } from '@/content-fallback/site';
import { seoBySlug } from '@/content-fallback/pages';

export interface SectionHeadingCopy {
  heading: string;
  description: string;
}

export const routeHeroCopy = {
  service: { labelText: 'Services', buttonTitle: 'Get Free Consultation' },
  industry: { labelText: 'Industries', titlePrimary: 'Solutions', buttonTitle: 'Explore Our Work' },
  project: { labelText: 'PORTFOLIO', buttonTitle: 'View Project Details' },
} as const;

export const servicesOverviewCopy = {
  heroDefaults: {
    title: 'Our Services',
    description: 'Software, AI and automation services that move your business forward.',
  },
  list: {
    heading: 'Everything You Need to Build, Automate and Scale',
    description:
      'Ten services, one team: pick a single capability or let us run the whole journey from idea to auto-pilot.',
  },
  cardLinkLabel: 'Explore service',
  seo: {
    title: brandedTitle('Services'),
    description:
      'Business automation, AI development, product development, cloud, DevOps, web and mobile, UI/UX and social media.',
  },
};

/** The names of the detail pages' breadcrumb trail in their structured data. */
export const breadcrumbCopy = {
  home: 'Home',
  services: 'Services',
  industries: 'Industries',
  portfolio: 'Portfolio',
};

export const landingPageCopy = {
  notFoundSeoTitle: 'Page Not Found',
} as const;

export const serviceDetailCopy = {
  seoTitle: (service: string) => brandedTitle(service),
  notFoundSeoTitle: 'Service Not Found',
};

export const industriesOverviewCopy = {
  seo: {
    title: brandedTitle('Industries We Serve'),
    description:
      'Automation and AI solutions for hospitality, retail, healthcare, education, logistics, public services, manufacturing and real estate.',
  },
  list: {
    heading: 'Industries We Serve',
    description:
      'Automation and AI built around the workflows, regulations and customers of your sector.',
  },
  cardLinkLabel: 'See industry solutions',
};

export const industryDetailCopy = {
  /** '{industry}' is the industry's title; the brand follows it (brandedTitle). */
  seoTitleFormat: '{industry} Solutions',
  seoTitle(industry: string): string {
    return brandedTitle(this.seoTitleFormat.replace('{industry}', industry));
  },
  notFoundSeoTitle: brandedTitle('Industries'),
};

export const portfoliosCopy = {
  seo: {
    title: brandedTitle('Portfolio'),
    description: `Case studies of commerce platforms, fintech apps, AI assistants and automations built by ${BRAND_NAME}.`,
  },
  all: {
    heading: 'All Projects',
    description:
      'Commerce platforms, fintech apps, AI assistants and automations we have designed, built and run.',
  },
  industries: {
    heading: 'Built for Your Industry',
    description:
      'Every project starts from the way your sector works. See the industries we know best.',
    linkLabel: 'Explore Industries',
  },
  cardLinkLabel: 'View case study',
};

export const projectDetailCopy = {
  /** '{project}' is the project's title. */
  seoTitleFormat: '{project} | Portfolio',
};

export const contactPageCopy = {
  heading: "Let's Talk",
  text: 'Tell us about your project, your timeline and what success looks like. We reply within 24 hours.',
  officesHeading: 'Our Offices',
  officesMapLabel: 'World map marking our offices in Lahore, Dubai and Riyadh',
  emailLabel: 'E-mail',
  phoneLabel: 'Phone',
};

/** /contact/retry: the form again after a rejected post without JavaScript (noindex). */
export const contactRetryPageCopy = {
  title: 'Check your details',
  heading: 'Almost there',
  text: 'A few details need a second look. What you typed is still here; fix the marked fields and send again.',
};

export const quotePageCopy = {
  title: 'Get Quote Page',
  titlePrimary: '(Coming Soon)',
  description:
    'Instant online quotes are on their way. Until then, book a free consultation or send us a message and we will send a tailored estimate within 24 hours.',
  industryLabel: 'Quote requested for',
  buttonTitle: 'Contact Us',
};

export const showcaseCopy = {
  title: 'Component',
  titlePrimary: 'Showcase',
  description: 'Developer-only overview of the shared page sections and the dialogs they open.',
  dialogsHeading: 'Dialog Triggers',
  dialogs: [
    { dialog: 'health-check', label: 'Open Free Health Check' },
    { dialog: 'wizard', label: 'Open Get Started Wizard' },
    { dialog: 'lead-modal', pageContext: 'automation', label: 'Open Lead Modal (automation)' },
    {
      dialog: 'lead-modal',
      pageContext: 'ai-development',
      label: 'Open Lead Modal (AI development)',
    },
  ],
} as const;

/**
 * SEO defaults for content pages whose page record might be missing from the CMS: the bundled
 * page records' own title and description (content-fallback/pages.ts), and two routes that have
 * no page record.
 */
const bundledSeo = (slug: keyof typeof seoBySlug) => ({
  title: seoBySlug[slug].title,
  description: seoBySlug[slug].description,
});

export const contentPageSeo = {
  process: bundledSeo('process'),
  about: bundledSeo('about'),
  contact: bundledSeo('contact'),
  careers: bundledSeo('careers'),
  'privacy-policy': bundledSeo('privacy-policy'),
  quote: {
    title: brandedTitle('Get a Quote'),
    description:
      'Instant online quotes are coming soon. Book a free consultation or send us a message for a tailored estimate.',
  },
  showcase: {
    title: brandedTitle('Component Showcase'),
    description: 'Developer-only showcase of page sections and dialogs.',
  },
} as const;
