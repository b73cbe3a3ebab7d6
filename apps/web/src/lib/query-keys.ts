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
  subscription: {
    all: () => ['subscription'] as const,
    status: () => ['subscription', 'status'] as const,
    trialStatus: () => ['subscription', 'trial-status'] as const,
    config: () => ['subscription', 'config'] as const,
    overview: () => ['subscription', 'overview'] as const,
    invoices: () => ['subscription', 'invoices'] as const,
    demoCheckout: (id: string) => ['subscription', 'demo-checkout', id] as const,
    demoPortal: () => ['subscription', 'demo-portal'] as const,
  },
  candidate: {
    all: () => ['candidate'] as const,
    profile: () => ['candidate', 'profile'] as const,
    skills: () => ['candidate', 'skills'] as const,
    experiences: () => ['candidate', 'experiences'] as const,
    score: () => ['candidate', 'score'] as const,
    resumeSuggestions: () => ['candidate', 'resume-suggestions'] as const,
    photo: (version: string) => ['candidate', 'photo', version] as const,
  },
  catalogues: {
    skills: (params: Record<string, string | number>) => ['catalogues', 'skills', params] as const,
    allSkills: () => ['catalogues', 'skills'] as const,
    skill: (id: string) => ['catalogues', 'skill', id] as const,
    skillCategories: () => ['catalogues', 'skill-categories'] as const,
    areas: () => ['catalogues', 'experience-areas'] as const,
    area: (id: string) => ['catalogues', 'experience-area', id] as const,
    dropdowns: () => ['catalogues', 'dropdowns'] as const,
    options: (kind: string) => ['catalogues', 'options', kind] as const,
    scoreMessages: () => ['catalogues', 'score-messages'] as const,
    adminCandidateSkill: (id: string) => ['catalogues', 'admin-candidate-skill', id] as const,
  },
  companies: {
    all: () => ['companies'] as const,
    profile: (id: string) => ['companies', 'profile', id] as const,
    team: (id: string) => ['companies', 'team', id] as const,
    adminList: (params: Record<string, string | number>) => ['companies', 'admin-list', params] as const,
    adminDetail: (id: string) => ['companies', 'admin-detail', id] as const,
    adminEmployers: (params: Record<string, string | number>) => ['companies', 'admin-employers', params] as const,
  },
  benefits: {
    all: () => ['benefits'] as const,
    list: (params: Record<string, string | number>) => ['benefits', 'list', params] as const,
  },
  employer: {
    candidateScoreHistory: (id: string) => ['employer', 'candidate-score-history', id] as const,
  },
};
