/** Query keys of every cached API resource, from one factory so invalidation hits the right entries. */
export const queryKeys = {
  config: {
    clientApp: () => ['config', 'client-app'] as const,
    siteConfiguration: () => ['config', 'site-configuration'] as const,
  },
  account: {
    all: () => ['account'] as const,
    me: () => ['account', 'me'] as const,
    profile: () => ['account', 'profile'] as const,
  },
  auth: {
    invitation: (id: string) => ['auth', 'invitation', id] as const,
  },
};
