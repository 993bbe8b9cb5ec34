/** Copy of the two landing pages (spec 02 §2). Their calls to action open the lead modal. */
import type { HeroSection } from '@/lib/content/types';
import type { LeadPageContext } from '@/lib/dialogs';

export interface LandingStat {
  value: string;
  label: string;
}

export interface LandingPageCopy {
  pageContext: LeadPageContext;
  seo: { title: string; description: string; keywords: string[] };
  hero: HeroSection;
  stats: LandingStat[];
  /** The hero's main lead-modal button. */
  primaryCta: { label: string; badges: string[] };
  secondaryCta?: { label: string };
  reassurance: string[];
  finalCta: { heading: string; text: string; offer: string; buttons: string[]; urgency?: string };
  trustStrip: string[];
}

export const automationLandingPage: LandingPageCopy = {
  pageContext: 'automation',
  seo: {
    title: 'Business Automation Solutions | n8n, Make, Zapier | Octaacer',
    description:
      'Save 20+ hours a week and $50K+ a year. Octaacer automates your workflows with n8n, Zapier, Make and Power Automate. Book a FREE automation audit.',
    keywords: ['business automation', 'workflow automation', 'n8n', 'Zapier', 'Make', 'Power Automate', 'UAE', 'KSA'],
  },
  hero: {
    id: 'hero-lp-automation-solutions',
    key: 'lp/automation-solutions',
    title: 'Stop Losing Hours to Manual Work:',
    titlePrimary: 'Automate Your Business',
    description:
      'We connect your CRM, inbox, spreadsheets and ERP so leads, orders and reports move on their own. 85% fewer manual tasks, 20+ hours saved per week, operations that run 24/7.',
    labelText: '500+ Businesses Automated',
    showClientLogos: false,
    showTrustSignals: false,
  },
  stats: [
    { value: '85%', label: 'Fewer Manual Tasks' },
    { value: '20+', label: 'Hours Saved per Week' },
    { value: '$50K+', label: 'Average Annual Savings' },
    { value: '24/7', label: 'Automated Operations' },
  ],
  primaryCta: { label: 'Get FREE Automation Audit', badges: ['FREE', 'LIMITED'] },
  reassurance: [
    'Free 30-minute consultation with an automation engineer',
    'We map your highest-impact automation opportunities',
    'Custom ROI projections for your business',
  ],
  finalCta: {
    heading: 'Ready to Put Your Business on Auto-Pilot?',
    text: 'Free consultation • No commitment required • Get results in 24 hours',
    offer: 'Limited-time offer: Book this week and receive a FREE automation workflow design worth $2,500',
    buttons: ['Get FREE Audit'],
    urgency: 'Save $50K+ Yearly',
  },
  trustStrip: ['SOC 2 Compliant', '24/7 Support', '4.9/5 Client Rating', 'Serving UAE, KSA, Turkey, USA'],
};

export const aiDevelopmentLandingPage: LandingPageCopy = {
  pageContext: 'ai-development',
  seo: {
    // Spec 02 §2: the title names five AI coding tools plus 'AI Development Services'.
    title: 'Lovable, Cursor, Claude, Copilot & Codex AI Development Services',
    description:
      'Build software 10x faster with AI. Octaacer ships MVPs in 2-6 weeks with Lovable, Cursor, Claude, GitHub Copilot and OpenAI Codex. Get a FREE AI development audit.',
    keywords: ['AI development services', 'Lovable', 'Cursor', 'Claude', 'GitHub Copilot', 'OpenAI Codex', 'MVP development'],
  },
  hero: {
    id: 'hero-lp-ai-development-services',
    key: 'lp/ai-development-services',
    title: 'Build Software',
    titlePrimary: '10x Faster with AI',
    description:
      'From idea to a working MVP in 2-6 weeks: AI generates 80% of the boilerplate, our engineers own the architecture, security and quality. Cost $15K-60K instead of $50K-200K+.',
    labelText: '500+ AI-Powered Applications Built Successfully',
    showClientLogos: false,
    showTrustSignals: false,
  },
  stats: [
    { value: '10x', label: 'Faster Time to Market' },
    { value: '70%', label: 'Lower Development Cost' },
    { value: '95%', label: 'Code Accuracy' },
  ],
  primaryCta: { label: 'Start Your AI Development Journey', badges: [] },
  secondaryCta: { label: 'Build Faster with AI' },
  reassurance: [
    'Free 30-minute AI strategy session',
    'A clear plan, timeline and fixed-price estimate',
    'First working version within weeks, not months',
  ],
  finalCta: {
    heading: 'Start Building with AI This Week',
    text: 'Results within 24 hours • No commitment • 99.9% uptime SLA',
    offer: 'Book this week and receive a FREE AI strategy session worth $2,500',
    buttons: ['Get FREE AI Development Audit', 'Get FREE AI Development Assessment'],
  },
  trustStrip: ['SOC 2 Compliant', 'AI-Powered Development', '4.9/5 Client Rating', 'Serving UAE, KSA, Turkey and USA'],
};
