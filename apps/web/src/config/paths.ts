/** Every client path of the specification (§2) in one place; pages and menus link through these. */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  registerCompany: '/register?step=company',
  employerLanding: '/employer-landing',
  invitation: (id: string) => `/register/${encodeURIComponent(id)}`,
  redirect: '/redirect',
  logout: '/logout',
  unauthorized: '/unauthorized',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  notFound: '/404',
  paymentReturn: '/payment-return',
  welcome: '/welcome',
  termsOfUse: '/termsofuse',
  home: '/home',
  subscriptionAddPayment: '/subscription/add-payment',
  subscriptionCreate: '/subscription/create',
  subscriptionDemoCheckout: '/subscription/demo-checkout',
  subscriptionDemoPortal: '/subscription/demo-portal',

  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    benefits: '/admin/benefits',
    benefitsManage: '/admin/benefits/manage',
    adminUsers: '/admin/admin-users',
    emailTemplates: '/admin/email-templates',
    candidates: '/admin/candidates',
    companies: '/admin/companies',
    dropdowns: '/admin/dropdowns',
    employers: '/admin/employers',
    jobs: '/admin/jobs',
    job: (id: string) => `/admin/jobs/${encodeURIComponent(id)}`,
    messages: '/admin/messages',
    siteConfiguration: '/admin/site-configuration',
    skills: '/admin/skills',
    experiences: '/admin/experiences',
    messageTemplates: '/admin/message-templates',
    scoreMessages: '/admin/score-messages',
    skillCreate: '/admin/skills/create',
    skill: (id: string) => `/admin/skills/${encodeURIComponent(id)}`,
    experienceCreate: '/admin/experiences/create',
    experienceUpdate: (id: string) => `/admin/experiences/update/${encodeURIComponent(id)}`,
    training: '/admin/training',
    feedback: '/admin/feedback',
    feedbackReview: '/admin/feedback/review',
    settings: '/admin/settings',
    reportsBusiness: '/admin/reports/business',
    reportsMarketing: '/admin/reports/marketing',
  },
  candidate: {
    root: '/candidate',
    dashboard: '/candidate/dashboard',
    jobs: '/candidate/jobs',
    job: (id: string) => `/candidate/jobs/${encodeURIComponent(id)}`,
    applications: '/candidate/jobs/applications',
    messages: '/candidate/messages',
    profile: '/candidate/profile',
    profileCreate: '/candidate/profile/create',
    profileUpdate: '/candidate/profile/update',
    resumeUpload: '/candidate/profile/resume/upload',
    experiences: '/candidate/experiences',
    skillsAdd: '/candidate/skills/add',
    skillUpdate: (id: string) => `/candidate/skills/update/${encodeURIComponent(id)}`,
    reports: '/candidate/reports',
    training: '/candidate/training',
    settings: '/candidate/settings',
  },
  employer: {
    root: '/employer',
    dashboard: '/employer/dashboard',
    candidates: '/employer/candidates',
    candidateScores: (id: string) => `/employer/candidates/scores/${encodeURIComponent(id)}`,
    candidate: (id: string, jobId?: string) => `/employer/candidates/${encodeURIComponent(id)}${jobId ? `/${encodeURIComponent(jobId)}` : ''}`,
    messages: '/employer/messages',
    jobs: '/employer/jobs',
    job: (id: string) => `/employer/jobs/${encodeURIComponent(id)}`,
    jobCreate: (copyOf?: string) => (copyOf ? `/employer/jobs/create/${encodeURIComponent(copyOf)}` : '/employer/jobs/create'),
    jobUpdate: (id: string) => `/employer/jobs/update/${encodeURIComponent(id)}`,
    jobCandidates: (id: string, hiringStatus?: string) => `/employer/jobs/status/${encodeURIComponent(id)}${hiringStatus ? `/${encodeURIComponent(hiringStatus)}` : ''}`,
    companies: '/employer/companies',
    feedback: '/employer/feedback',
    settings: '/employer/settings',
    subscription: '/employer/subscription',
  },
} as const;

/** Only same-origin, absolute paths are followed after login or through /redirect. */
export function safeRedirectTarget(target: string | null | undefined, fallback: string = paths.home): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The settings page of the user's own area. */
export function settingsPathFor(areaRoot: string): string {
  return `${areaRoot}/settings`;
}
