/** Words of the cookie consent banner and the footer's settings button. */
export const CONSENT_COPY = {
  title: 'Cookies & privacy',
  body: 'We use optional cookies to measure our site and our ad campaigns. Nothing optional loads until you choose.',
  privacyLink: 'Privacy Policy',
  privacyHref: '/privacy-policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
  save: 'Save choices',
  necessary: 'Necessary cookies keep the site and your forms working; they are always on.',
  categories: {
    analytics: { label: 'Analytics', description: 'Google Analytics: which pages help visitors.' },
    marketing: {
      label: 'Marketing',
      description: 'Meta Pixel and Google ads: which campaigns bring leads.',
    },
  },
  settingsButton: 'Cookie settings',
} as const;
