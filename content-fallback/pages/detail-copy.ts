/** Headings and labels of the service, industry and portfolio pages (not content records themselves). */

export const serviceSectionCopy = {
  statsLabel: 'Results in numbers',
  reviews: {
    heading: 'What Our Clients Say',
    highlightedText: 'Clients',
    description: 'Independent reviews from teams we have worked with.',
  },
  /** After the bold rating: {count} and {platform} are the review summary's figures. */
  reviewsSummary: 'from {count} reviews on {platform}',
  featured: {
    heading: 'Recent Work',
    highlightedText: 'Work',
    description: 'Projects where this kind of work made a measurable difference.',
  },
  featuredLinkLabel: 'View case study',
  viewAllProjects: 'View All Projects',
  platformsFeaturesLabel: 'Features',
  socialFeaturesLabel: 'What we automate',
  cta: {
    heading: 'Ready to Put This to Work?',
    description:
      'Book a free 30-minute consultation. We will map your first milestone and tell you honestly whether we are the right team.',
    buttonText: 'Schedule A Call',
    secondaryText: 'Get Started Now',
  },
};

export const industrySectionCopy = {
  overviewHeading: 'Industry Overview',
  keyStatsLabel: 'Key figures',
  marketTrendsHeading: 'Market Trends',
  challengesHeading: 'Challenges and Solutions',
  challengesLabel: 'Challenges',
  solutionsLabel: 'Our Solutions',
  featuredSolution: 'Featured',
  popular: 'Popular',
  storiesMetrics: {
    clientsSatisfied: 'Clients in This Sector',
    projectsCompleted: 'Projects in This Sector',
    timeToMarket: 'Time to Market',
    costReduction: 'Cost Reduction in This Sector',
  },
  quoteLabel: 'Get Instant Quote',
  quoteDescription:
    'Tell us about your project and get a tailored estimate for your industry within 24 hours.',
};

export const projectSectionCopy = {
  detailsHeading: 'Project Details',
  overviewHeading: 'Project Overview',
  labels: {
    client: 'Client',
    industry: 'Industry',
    projectType: 'Project Type',
    duration: 'Duration',
    teamSize: 'Team Size',
    services: 'Services',
    status: 'Status',
  },
  challengeHeading: 'Challenge and Solution',
  challengeLabel: 'The Challenge',
  solutionLabel: 'Our Solution',
  keyFeaturesHeading: 'Key Features',
  highlighted: 'Highlight',
  technologiesHeading: 'Technologies Used',
  resultsHeading: 'Results',
  achievementsHeading: 'Key Achievements',
  galleryHeading: 'Gallery',
  relatedHeading: 'Related Projects',
  viewAllLabel: 'View All Projects',
  cardLinkLabel: 'View case study',
  liveLinkLabel: 'Visit the live project',
  callToAction: {
    heading: 'Have a Similar Project in Mind?',
    description:
      'Tell us where you are today. In a free 30-minute call we sketch the first milestone and what it would take.',
    buttonText: 'Get Free Consultation',
    buttonUrl: '/contact',
  },
};

/**
 * Hero illustrations of the home and content pages whose hero record has no image (drawn by
 * scripts/pictures/pages.mjs); an image set in the CMS takes their place.
 */
export const pageHeroIllustrations = {
  home: '/assets/illustrations/home-hero.webp',
  services: '/assets/illustrations/services-hero.webp',
  industries: '/assets/illustrations/industries-hero.webp',
  portfolios: '/assets/illustrations/portfolios-hero.webp',
  process: '/assets/illustrations/process-hero.webp',
  contact: '/assets/illustrations/contact-hero.webp',
  careers: '/assets/illustrations/careers-hero.webp',
  privacy: '/assets/illustrations/privacy-hero.webp',
  quote: '/assets/illustrations/quote-hero.webp',
} as const;

/** /services list heading: within the 45-character section-title limit, so it is never cut. */
export const serviceListCopy = {
  heading: 'Everything You Need to Build and Scale',
};
