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
  /** the link of a verification or email-change mail */
  confirmEmail: '/confirm-email',
  notFound: '/404',
  paymentReturn: '/payment-return',
  /** the public job board (no login) */
  publicJobs: '/jobs',
  publicJobsFeed: '/jobs/feed.xml',
  welcome: '/welcome',
  termsOfUse: '/termsofuse',
  home: '/home',
  subscriptionAddPayment: '/subscription/add-payment',
  subscriptionCreate: '/subscription/create',
  subscriptionDemoCheckout: '/subscription/demo-checkout',
  subscriptionDemoPortal: '/subscription/demo-portal',
  /** the candidate feedback survey page (employers answer theirs on the same page) */
  survey: (id: string, redirect?: string) =>
    `/survey/${encodeURIComponent(id)}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,

  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    benefits: '/admin/benefits',
    benefitsManage: '/admin/benefits/manage',
    adminUsers: '/admin/admin-users',
    emailTemplates: '/admin/email-templates',
    emails: '/admin/emails',
    emailTemplateCreate: '/admin/email-templates/create',
    emailTemplateEdit: (id: string) => `/admin/email-templates/edit/${encodeURIComponent(id)}`,
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
    trainingManage: '/admin/training/manage',
    trainingCreate: '/admin/training/create',
    trainingEdit: (id: string) => `/admin/training/create?id=${encodeURIComponent(id)}`,
    trainingView: (id: string) => `/admin/training/view?id=${encodeURIComponent(id)}`,
    feedback: '/admin/feedback',
    feedbackReview: '/admin/feedback/review',
    candidateFeedback: (id: string) => `/admin/candidates/${encodeURIComponent(id)}/feedback`,
    surveys: '/admin/surveys',
    surveyCreate: '/admin/surveys/create',
    surveyEdit: (id: string) => `/admin/surveys/edit/${encodeURIComponent(id)}`,
    surveyResults: (id: string) => `/admin/surveys/${encodeURIComponent(id)}`,
    settings: '/admin/settings',
    notifications: '/admin/notifications',
    profile: '/admin/profile',
    candidate: (id: string) => `/admin/candidates/${encodeURIComponent(id)}`,
    userEdit: (id: string) => `/admin/users/edit/${encodeURIComponent(id)}`,
    staleUsers: '/admin/admin-users?list=stale',
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
    trainingAll: '/candidate/training/all',
    trainingView: (id: string) => `/candidate/training/view?id=${encodeURIComponent(id)}`,
    settings: '/candidate/settings',
    notifications: '/candidate/notifications',
  },
  employer: {
    root: '/employer',
    dashboard: '/employer/dashboard',
    candidates: '/employer/candidates',
    candidateScores: (id: string) => `/employer/candidates/scores/${encodeURIComponent(id)}`,
    candidate: (id: string, jobId?: string) =>
      `/employer/candidates/${encodeURIComponent(id)}${jobId ? `/${encodeURIComponent(jobId)}` : ''}`,
    messages: '/employer/messages',
    jobs: '/employer/jobs',
    job: (id: string) => `/employer/jobs/${encodeURIComponent(id)}`,
    jobCreate: (copyOf?: string) => (copyOf ? `/employer/jobs/create/${encodeURIComponent(copyOf)}` : '/employer/jobs/create'),
    jobUpdate: (id: string) => `/employer/jobs/update/${encodeURIComponent(id)}`,
    jobCandidates: (id: string, hiringStatus?: string) =>
      `/employer/jobs/status/${encodeURIComponent(id)}${hiringStatus ? `/${encodeURIComponent(hiringStatus)}` : ''}`,
    companies: '/employer/companies',
    interviews: '/employer/interviews',
    feedback: '/employer/feedback',
    feedbackPending: '/employer/feedback/pending',
    feedbackCreate: (candidateId: string, jobId: string, interviewId?: string | null) =>
      `/employer/feedback/create?candidateId=${encodeURIComponent(candidateId)}&jobId=${encodeURIComponent(jobId)}${
        interviewId ? `&interviewId=${encodeURIComponent(interviewId)}` : ''
      }`,
    settings: '/employer/settings',
    notifications: '/employer/notifications',
    profile: '/employer/profile',
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

/** Paths a user who has not accepted the terms may still open (§4); the route guard and the HTTP client both read it. */
export const TERMS_EXEMPT_PATHS: readonly string[] = [paths.logout, paths.subscriptionCreate, paths.termsOfUse];
