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
  title: 'Your Project Estimate',
  titlePrimary: 'in One Minute',
  description:
    'Choose the services you need, the size of the project and your timeline. The range comes from the rates behind our written proposals, and it is free.',
  industryLabel: 'Estimate for',
  buttonTitle: 'Start Your Estimate',
  buttonHref: '#quote-form',
  form: {
    heading: 'Build your estimate',
    servicesLegend: 'Which services do you need?',
    scopeLegend: 'How big is the project?',
    timelineLegend: 'When do you need it?',
    industryLabel: 'Your industry',
    anyIndustry: 'Any industry',
    optional: '(optional)',
    submit: 'Show My Estimate',
  },
  scopes: [
    {
      value: 'starter',
      label: 'Starter',
      description: 'One workflow, app or integration to prove the idea',
    },
    {
      value: 'standard',
      label: 'Standard',
      description: 'A complete solution for one team or process',
    },
    {
      value: 'advanced',
      label: 'Advanced',
      description: 'Company-wide: several systems, roles and integrations',
    },
  ],
  timelines: [
    {
      value: 'flexible',
      label: 'Flexible',
      description: 'No fixed deadline: the work fits around our schedule',
    },
    { value: 'standard', label: 'Standard', description: 'A steady pace with a dedicated lead' },
    { value: 'rush', label: 'Rush', description: 'A larger team, so it ships sooner' },
  ],
  result: {
    heading: 'Your estimate',
    empty: 'Choose at least one service, then Show My Estimate.',
    price: 'Estimated price',
    duration: 'Estimated duration',
    weeks: '{min}–{max} weeks',
    byService: 'By service',
    noEstimate:
      'This combination cannot be priced online yet. Send it to us and we will reply with a tailored estimate within one business day.',
    disclaimer:
      'A range in US dollars, before taxes. The final price follows a free scoping call and is fixed in writing before any work starts.',
  },
  lead: {
    heading: 'Get this estimate in writing',
    description:
      'We email you the estimate with what it covers, or you choose a time to talk it through.',
    name: 'Full name',
    email: 'Business email',
    company: 'Company',
    phone: 'Phone',
    sendEstimate: 'Send Me This Estimate',
    bookCall: 'Book a Call',
    sent: 'Thank you! Your estimate is saved, and we will email it to you within one business day.',
    booked: 'Thank you! Your estimate is saved. Choose a time for your call:',
    chooseTime: 'Choose a Time',
    failed: 'Something went wrong. Please try again.',
    fixErrors: 'Please fix the errors before submitting',
    newEstimate: 'Start a New Estimate',
  },
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
 * page records' own title and description (content-fallback/pages.ts; the home page's are also
 * its hero's defaults), and two routes that have no page record.
 */
const bundledSeo = (slug: keyof typeof seoBySlug) => ({
  title: seoBySlug[slug].title,
  description: seoBySlug[slug].description,
});

export const contentPageSeo = {
  home: bundledSeo('home'),
  process: bundledSeo('process'),
  about: bundledSeo('about'),
  contact: bundledSeo('contact'),
  careers: bundledSeo('careers'),
  'privacy-policy': bundledSeo('privacy-policy'),
  quote: {
    title: brandedTitle('Instant Project Estimate'),
    description:
      'Pick services, project size and timeline and see a price range and duration at once. Get it in writing or book a call.',
  },
  showcase: {
    title: brandedTitle('Component Showcase'),
    description: 'Developer-only showcase of page sections and dialogs.',
  },
} as const;
