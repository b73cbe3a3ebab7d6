/** The consent categories as the visitor reads them (banner and Privacy settings). */
export const CONSENT_CATEGORIES = {
  necessary: {
    label: 'Necessary',
    description:
      'Keeps you signed in, protects forms against bots and sends error reports without session replay, so we can fix what breaks. Always on.',
  },
  analytics: {
    label: 'Analytics',
    description: 'Session replay and a heatmap show us how pages are used. Text you type into fields is always masked.',
  },
  advertising: {
    label: 'Advertising',
    description: 'An ads tag measures whether our advertising brings people to the site.',
  },
} as const;
