/** /about copy: stats, mission and vision, values, footprint, journey. */
import type { AboutStat } from '@/lib/content/types';
import { BRAND_NAME } from '@/content-fallback/site';

export interface AboutValue {
  title: string;
  description: string;
}

export interface JourneyMilestone {
  year: string;
  title: string;
  description: string;
}

export interface MapPlace {
  label: string;
  /** City or country as a visitor reads it. */
  place: string;
  lat: number;
  lng: number;
}

export const aboutCopy = {
  /** Hero visual (drawn SVG of the eight values' initials) when the hero record has none. */
  heroImage: '/assets/about/values.svg',
  stats: [
    { value: '{fact:projects}', label: 'Projects Delivered' },
    { value: '{fact:countries}', label: 'Countries Served' },
    { value: '{fact:years}', label: 'Years Experience' },
  ] satisfies AboutStat[],
  mission: {
    heading: 'Our Mission',
    text: 'To give every growing business the software, AI and automation that used to be reserved for enterprises: systems that remove busywork, cut costs and let small teams operate like large ones.',
  },
  vision: {
    heading: 'Our Vision',
    text: 'A world where no one spends their day copying data between tools. We want to be the partner businesses across South Asia, the Gulf and beyond trust to put their operations on auto-pilot.',
  },
  values: {
    heading: 'Eight Values, One Name',
    description:
      'Read the first letters from top to bottom: our values spell the company we are building.',
    items: [
      {
        title: 'Openness',
        description:
          'Clear estimates, shared dashboards and honest updates, including when something slips.',
      },
      {
        title: 'Creativity',
        description:
          'We look for the simplest workflow that solves the problem, not the most complex one.',
      },
      {
        title: 'Trust',
        description:
          'Your data and your customers are treated as our own, with access granted only where needed.',
      },
      {
        title: 'Agility',
        description:
          'Short iterations and working software every week, so priorities can change without waste.',
      },
      {
        title: 'Automation',
        description: 'If a task repeats, we automate it, for our clients and inside our own team.',
      },
      {
        title: 'Collaboration',
        description: 'Engineers talk directly with the people who use what we build.',
      },
      {
        title: 'Excellence',
        description: 'Code reviews, tests and monitoring on every project, however small.',
      },
      {
        title: 'Reliability',
        description:
          'Systems that keep running at 3 a.m. and a team that answers when they do not.',
      },
    ] satisfies AboutValue[],
  },
  footprint: {
    heading: 'Global Footprint',
    description: 'Three offices across South Asia and the Gulf, and clients on four continents.',
    officesHeading: 'Our Offices',
    clientsHeading: 'Clients In',
    mapLabel: `World map of ${BRAND_NAME} offices in Lahore, Dubai and Riyadh and clients in the US, UK, Canada, Germany, Australia and Qatar`,
    offices: [
      { label: 'Headquarters', place: 'Lahore, Pakistan', lat: 31.52, lng: 74.36 },
      { label: 'Middle East Office', place: 'Dubai, United Arab Emirates', lat: 25.2, lng: 55.27 },
      { label: 'Expansion Office', place: 'Riyadh, Saudi Arabia', lat: 24.71, lng: 46.68 },
    ] satisfies MapPlace[],
    clients: [
      { label: 'US', place: 'United States', lat: 39.5, lng: -98.35 },
      { label: 'UK', place: 'United Kingdom', lat: 52.5, lng: -1.5 },
      { label: 'Canada', place: 'Canada', lat: 56, lng: -106 },
      { label: 'Germany', place: 'Germany', lat: 51.2, lng: 10.4 },
      { label: 'Australia', place: 'Australia', lat: -25.3, lng: 133.8 },
      { label: 'Qatar', place: 'Qatar', lat: 25.35, lng: 51.18 },
    ] satisfies MapPlace[],
  },
  journey: {
    heading: 'Our Journey',
    description:
      'From a two-person studio in Lahore to a team of {fact:team} serving clients in {fact:countries} countries.',
    milestones: [
      {
        year: '{fact:founded}',
        title: 'Foundation',
        description: `${BRAND_NAME} starts in Lahore, building web apps for local start-ups.`,
      },
      {
        year: '2016',
        title: 'Growth',
        description: 'The team triples and takes on its first long-term product partnerships.',
      },
      {
        year: '2019',
        title: 'International',
        description:
          'The Dubai office opens and projects start in the UAE, KSA, Turkey and the USA.',
      },
      {
        year: '2023',
        title: 'Innovation',
        description: 'AI agents and business automation become a practice of their own.',
      },
      {
        year: '2025',
        title: 'Scale',
        description:
          'With {fact:projects} projects delivered, an expansion office is planned in Riyadh.',
      },
    ] satisfies JourneyMilestone[],
  },
  closingCta: {
    heading: 'Let’s Build What Comes Next, Together',
    text: 'Get an instant quote for your project, or tell us what you need and we will reply within 24 hours.',
    quoteLabel: 'Get Instant Quote',
    contactLabel: 'Contact Us',
    newTabNote: '(opens in a new tab)',
  },
  /** In-page links under the hero; each lands on a section id below. */
  sectionLinks: [
    { label: 'Mission', href: '#mission' },
    { label: 'Values', href: '#values' },
    { label: 'Global Footprint', href: '#footprint' },
    { label: 'Journey', href: '#journey' },
  ],
};
