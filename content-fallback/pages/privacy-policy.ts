/** Privacy policy: fifteen numbered sections, effective 01/08/2025, age limit 13. */
import { BRAND_NAME } from '@/content-fallback/site';

export interface PolicySection {
  /** Anchor id, e.g. "data-we-collect". */
  id: string;
  title: string;
  /**
   * The section's legal text (the legal text block's format): paragraphs apart by an empty line,
   * a list's items on lines starting with "- ".
   */
  body: string;
}

export const PRIVACY_POLICY_EFFECTIVE_DATE = '01/08/2025';
export const PRIVACY_POLICY_MINIMUM_AGE = 13;

export const privacyPolicyCopy = {
  effectiveLabel: 'Effective date',
  intro: `This Privacy Policy explains how ${BRAND_NAME} (Private) Limited ("${BRAND_NAME}", "we", "us") collects, uses, shares and protects personal information when you visit our website, fill in our forms or book a call with us.`,
  contactHeading: 'Questions about your privacy?',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
};

export const privacyPolicySections: PolicySection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: `${BRAND_NAME} is a software, AI and business-automation agency headquartered in DHA Phase 4, Lahore, Pakistan, with an office in Dubai, United Arab Emirates. We act as the controller of the personal information described in this policy.

By using this website you acknowledge the practices described here. If you do not agree with them, please do not submit personal information through the site.`,
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: `We collect only the information we need to answer you and to run the website:

- Contact details you give us: first and last name, business e-mail address, phone number, company name and role.
- Project details you choose to share: services of interest, company size, industry, budget range, timeline, goals and challenges, and any message you write.
- How you heard about us, and where your visit started: the campaign parameters of the link that brought you here (UTM source, medium, campaign, term and content, and Google or Meta click ids), the first page you landed on and the referring site. A session cookie keeps these for your visit only and they are stored with any form you send.
- Your approximate country, read from the country header that our hosting edge adds to each request. We use it only to pre-select the dialling code of the phone field; no third-party geolocation service sees your IP address.
- Technical data sent by your browser to our servers: IP address (used to limit how many forms one address can send per minute, and not stored with your enquiry), browser type, pages requested and the time of the request.`,
  },
  {
    id: 'legal-bases',
    title: 'Legal Bases for Processing',
    body: `We process personal information on the basis of your consent (for example when you tick the consent box on our contact form), to take steps at your request before entering into a contract, for our legitimate interests in running and improving our business and website, and where the law requires us to.

Where we rely on consent you may withdraw it at any time; this does not affect processing that took place before the withdrawal.`,
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: `We use personal information to:

- reply to your enquiry, schedule consultations and prepare proposals;
- send you information about our services that you asked for, and, with your consent, occasional marketing e-mails you can unsubscribe from at any time;
- understand which pages and campaigns are useful, so we can improve the website;
- keep the website and our forms secure and prevent abuse and spam;
- comply with legal, accounting and regulatory obligations.`,
  },
  {
    id: 'disclosure',
    title: 'How We Share Your Information',
    body: `We do not sell personal information. When you send a form, it is first saved in our own lead database on our servers, then sent over an encrypted connection to our workflow automation (a webhook) that creates the enquiry in our customer relationship tools and notifies our team. If that automation is unreachable we retry for up to three days, so your enquiry is not lost.

We also share information with service providers who help us operate, under contracts that require them to protect it and use it only on our instructions: hosting and content delivery, our scheduling provider (when you book a call), our chat app (when you message us), e-mail delivery, and, only if you consent, analytics and advertising measurement providers.

We may also disclose information when required by law, to protect our rights, or as part of a merger, acquisition or sale of assets, in which case the recipient will be bound by this policy.`,
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: `Depending on where you live, you may have the right to access the personal information we hold about you, to have it corrected or deleted, to restrict or object to its processing, to receive it in a portable format, and to withdraw consent. You also have the right to complain to your local data protection authority.

To exercise any of these rights, contact us using the details in section 15. We will answer within 30 days and may need to verify your identity first.`,
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: `We keep enquiry and lead information, in our lead database and in our customer relationship tools, for as long as needed to follow up on your request and for up to 24 months after our last contact, unless you become a client, in which case we keep it for the duration of our contract and the periods required by tax and accounting law. We then delete or anonymise it. You can ask us to delete it sooner at any time.

The campaign cookie expires when you close your browser. Your cookie choice is remembered in your browser for up to a year, and the country detected for the phone field only for the current browser session.`,
  },
  {
    id: 'security',
    title: 'Data Security',
    body: `We protect personal information with encryption in transit, access controls limited to staff who need it, audit logging and regular reviews of our providers. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we will notify you and the relevant authorities of a breach where the law requires it.`,
  },
  {
    id: 'international-transfers',
    title: 'International Data Transfers',
    body: `We work from Pakistan and the United Arab Emirates and use service providers that may store data in other countries, including the United States and the European Union. When we transfer personal information across borders we rely on appropriate safeguards such as standard contractual clauses, and we only use providers that commit to an adequate level of protection.`,
  },
  {
    id: 'automated-decisions',
    title: 'Automated Decision-Making',
    body: `We do not make decisions that produce legal or similarly significant effects about you based solely on automated processing. Our automations route and summarise enquiries so that a person on our team can answer them faster.`,
  },
  {
    id: 'cookies',
    title: 'Cookies and Similar Technologies',
    body: `We use strictly necessary cookies and browser storage to make the site work: a session cookie that remembers the campaign that brought you here, your detected country for the phone field (session storage) and your cookie choice.

Analytics (Google Analytics) and advertising measurement (Meta Pixel) load only after you allow them in the cookie banner; until then they are not loaded at all and consent is recorded as denied. You can change your choice at any time with the Cookie settings link in the footer, and block or delete cookies in your browser settings.`,
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Links',
    body: `Our website links to other websites and services, such as our scheduling page, chat app and social networks. Their privacy practices are their own; please read their policies before giving them personal information.`,
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: `Our website and services are intended for businesses and are not directed at children under ${PRIVACY_POLICY_MINIMUM_AGE}. We do not knowingly collect personal information from children under ${PRIVACY_POLICY_MINIMUM_AGE}. If you believe a child has given us personal information, please contact us and we will delete it.`,
  },
  {
    id: 'updates',
    title: 'Updates to This Policy',
    body: `We may update this policy from time to time to reflect changes in our practices or the law. The effective date at the top of this page shows when it was last changed; significant changes will be highlighted on this page.`,
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: `If you have questions about this policy or want to exercise your rights, contact our privacy team at ${BRAND_NAME} (Private) Limited, DHA Phase 4, Lahore, Pakistan:`,
  },
];
