import type { Role } from '@talentmatch/shared/roles';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import { page } from './pages.ts';

/** The pages of the three signed-in areas (specification §2): admin/…, candidate/…, employer/…. routes.tsx mounts them. */
export const loggedIn: RouteHandle['access'] = { requiresAuth: true };
export const rolesOnly = (...roles: Role[]): RouteHandle['access'] => ({ requiresAuth: true, roles });

/** One row of an area: path, title, its page, optional roles and parent crumb. */
interface AreaRoute {
  path: string;
  title: string;
  /** the line under the page's heading (RouteHandle) */
  description?: string;
  element: ReactNode;
  roles?: Role[];
  parent?: RouteHandle['parent'];
}

function areaRoutes(defaultRoles: Role[], rows: AreaRoute[]): RouteObject[] {
  return rows.map((row) => ({
    path: row.path,
    element: row.element,
    handle: {
      title: row.title,
      description: row.description,
      parent: row.parent,
      access: rolesOnly(...(row.roles ?? defaultRoles)),
    } satisfies RouteHandle,
  }));
}

const crumb = (label: string, to: string) => ({ label, to });

export const adminRoutes = areaRoutes(
  ['Administrator'],
  [
    {
      path: 'dashboard',
      title: 'Dashboard',
      description: 'How the site is doing today.',
      element: page('dashboards/admin-dashboard-page'),
    },
    {
      path: 'benefits/manage',
      title: 'Manage Benefits',
      description: 'The order here is the order companies and candidates see.',
      element: page('benefits/admin-benefits-manage-page'),
      parent: crumb('Benefits', paths.admin.benefits),
    },
    {
      path: 'benefits',
      title: 'Benefits',
      description: 'The benefits companies offer and show on their job postings.',
      element: page('benefits/admin-benefits-page'),
    },
    {
      path: 'admin-users',
      title: 'Admin Users',
      description: 'Administrators, and every account: find, edit, lock or view as a user.',
      element: page('administration/admin-users-page'),
    },
    {
      path: 'email-templates',
      title: 'Email Templates',
      description: 'Every email the product sends, in markdown with placeholders. Announcements go to an audience you choose.',
      element: page('email-templates/admin-email-templates-page'),
    },
    {
      path: 'email-templates/create',
      title: 'New announcement',
      description:
        'An email you send to candidates, employers, everyone or stale users. Placeholders: {{siteName}}, {{firstName}}, {{lastName}}, {{loginUrl}}.',
      element: page('email-templates/admin-email-template-create-page'),
      parent: crumb('Email Templates', paths.admin.emailTemplates),
    },
    {
      path: 'email-templates/edit/:id',
      title: 'Edit Email Template',
      element: page('email-templates/admin-email-template-edit-page'),
      parent: crumb('Email Templates', paths.admin.emailTemplates),
    },
    {
      path: 'candidates',
      title: 'Candidates',
      description: 'Every candidate account, with or without a profile.',
      element: page('administration/admin-candidates-page'),
    },
    {
      path: 'candidates/:id',
      title: 'Candidate',
      element: page('administration/admin-candidate-page'),
      parent: crumb('Candidates', paths.admin.candidates),
    },
    {
      path: 'candidates/:id/feedback',
      title: 'Candidate Feedback',
      element: page('feedback/admin-candidate-feedback-page'),
      parent: crumb('Candidates', paths.admin.candidates),
    },
    {
      path: 'emails',
      title: 'Emails',
      description:
        'Every email the platform sends. Failed deliveries were retried automatically; send them again once the mail server works.',
      element: page('email-outbox/admin-emails-page'),
    },
    {
      path: 'companies',
      title: 'Companies',
      description: 'Every registered company, its team size and subscription.',
      element: page('companies/admin-companies-page'),
    },
    {
      path: 'companies/:id',
      title: 'Company',
      element: page('companies/admin-company-page'),
      parent: crumb('Companies', paths.admin.companies),
    },
    {
      path: 'dropdowns',
      title: 'Dropdowns',
      description: 'Options offered in forms. Inactive options stay on the records that use them but are not offered for new ones.',
      element: page('dropdowns/admin-dropdowns-page'),
    },
    {
      path: 'employers',
      title: 'Employers',
      description: 'Everyone who hires through the site, with their company.',
      element: page('companies/admin-employers-page'),
    },
    { path: 'jobs', title: 'Jobs', description: 'Every job on the site, from every company.', element: page('jobs/admin-jobs-page') },
    { path: 'jobs/:id', title: 'Job', element: page('jobs/admin-job-page'), parent: crumb('Jobs', paths.admin.jobs) },
    { path: 'messages', title: 'Messages', element: page('messaging/admin-messages-page') },
    { path: 'site-configuration', title: 'Site Configuration', element: page('site-config/admin-site-configuration-page') },
    {
      path: 'skills',
      title: 'Skills',
      description: 'The catalogue candidates rate themselves on and jobs require.',
      element: page('skills/admin-skills-page'),
    },
    {
      path: 'skills/create',
      title: 'Create Skill',
      description: 'New skills are offered to candidates at once.',
      element: page('skills/admin-skill-create-page'),
      parent: crumb('Skills', paths.admin.skills),
    },
    { path: 'skills/:id', title: 'Skill', element: page('skills/admin-skill-page'), parent: crumb('Skills', paths.admin.skills) },
    {
      path: 'experiences',
      title: 'Experiences',
      description: 'Experience areas (job functions and industries) that job experiences are tagged with and employers filter by.',
      element: page('experience-areas/admin-experiences-page'),
    },
    {
      path: 'experiences/create',
      title: 'Create Experience',
      element: page('experience-areas/admin-experience-form-page', { mode: 'create' }),
      parent: crumb('Experiences', paths.admin.experiences),
    },
    {
      path: 'experiences/update/:id',
      title: 'Update Experience',
      element: page('experience-areas/admin-experience-form-page', { mode: 'update' }),
      parent: crumb('Experiences', paths.admin.experiences),
    },
    {
      path: 'users/edit/:id',
      title: 'Edit User',
      element: page('administration/user-edit-page'),
      parent: crumb('Admin Users', paths.admin.adminUsers),
    },
    { path: 'profile', title: 'My Profile', element: page('administration/my-profile-page', { settingsPath: paths.admin.settings }) },
    { path: 'message-templates', title: 'Message Templates', element: page('message-templates/admin-message-templates-page') },
    {
      path: 'score-messages',
      title: 'Score Messages',
      description:
        'Shown to candidates on their dashboard for the range their score falls in. Together the ranges must cover 0 to 100 with no overlap.',
      element: page('score-messages/admin-score-messages-page'),
    },
    {
      path: 'training',
      title: 'Career Advice',
      description: 'Views count candidates who opened an item; the completion rate is completions per view.',
      element: page('training/admin-training-page'),
    },
    {
      path: 'training/manage',
      title: 'Manage Career Advice',
      description: 'The order here is the order candidates see. Only published items reach candidates.',
      element: page('training/admin-training-manage-page'),
      parent: crumb('Career Advice', paths.admin.training),
    },
    {
      path: 'training/create',
      title: 'Create Career Advice',
      element: page('training/admin-training-form-page'),
      parent: crumb('Career Advice', paths.admin.training),
    },
    {
      path: 'training/view',
      title: 'View Career Advice',
      element: page('training/admin-training-view-page'),
      parent: crumb('Career Advice', paths.admin.training),
    },
    {
      path: 'feedback/review',
      title: 'Review Feedback',
      description:
        'Nothing counts toward a candidate’s score before it is approved. A rejection goes back to the employer with your reason.',
      element: page('feedback/admin-feedback-review-page'),
      parent: crumb('Feedback', paths.admin.feedback),
    },
    {
      path: 'feedback',
      title: 'Feedback',
      description: 'Employer feedback on candidates, in every status.',
      element: page('feedback/admin-feedback-page'),
    },
    // surveys: routes of our choosing (docs/feedback-and-surveys.md)
    {
      path: 'surveys',
      title: 'Surveys',
      description: 'Ask candidates and employers a few questions. An open survey is shown once at login to each user it is for.',
      element: page('surveys/admin-surveys-page'),
    },
    {
      path: 'surveys/create',
      title: 'Create Survey',
      element: page('surveys/admin-survey-form-page', { mode: 'create' }),
      parent: crumb('Surveys', paths.admin.surveys),
    },
    {
      path: 'surveys/edit/:id',
      title: 'Edit Survey',
      element: page('surveys/admin-survey-form-page', { mode: 'edit' }),
      parent: crumb('Surveys', paths.admin.surveys),
    },
    {
      path: 'surveys/:id',
      title: 'Survey Results',
      element: page('surveys/admin-survey-results-page'),
      parent: crumb('Surveys', paths.admin.surveys),
    },
    { path: 'settings', title: 'Settings', element: page('account/settings-page') },
    { path: 'notifications', title: 'Notifications', element: page('notifications/notifications-page') },
    {
      path: 'reports/business',
      title: 'Business Report',
      description: 'Sign-ups, companies, jobs, the hiring pipeline and subscriptions by period, computed from what is stored.',
      element: page('reports/admin-business-report-page'),
    },
    {
      path: 'reports/marketing',
      title: 'Marketing Report',
      description: 'Landing visits and sign-ups by source, medium and campaign, and the employer and candidate funnels.',
      element: page('reports/admin-marketing-report-page'),
    },
  ],
);

export const candidateRoutes = areaRoutes(
  ['Candidate'],
  [
    {
      path: 'dashboard',
      title: 'Dashboard',
      description: 'Your score shows employers how complete and strong your profile is.',
      element: page('candidate-score/candidate-score-dashboard-page'),
    },
    {
      path: 'jobs/applications',
      title: 'My Applications',
      description: 'The jobs you applied to and the invitations companies sent you.',
      element: page('applications/my-applications-page'),
      parent: crumb('Job Postings', paths.candidate.jobs),
    },
    {
      path: 'experiences',
      title: 'Experiences',
      element: page('candidate-profiles/candidate-experiences-page'),
      parent: crumb('Profile', paths.candidate.profile),
    },
    {
      path: 'jobs',
      title: 'Job Postings',
      description: 'Search open jobs, or start with the ones that match you best.',
      element: page('job-search/job-board-page'),
    },
    {
      path: 'jobs/:id',
      title: 'Job Posting',
      element: page('job-search/job-posting-page'),
      parent: crumb('Job Postings', paths.candidate.jobs),
    },
    { path: 'messages', title: 'Messages', element: page('messaging/messages-page', { area: 'candidate' }) },
    { path: 'profile', title: 'Profile', element: page('candidate-profiles/profile-page') },
    {
      path: 'profile/create',
      title: 'Create Profile',
      element: page('candidate-profiles/profile-form-page', { mode: 'create' }),
      parent: crumb('Profile', paths.candidate.profile),
    },
    {
      path: 'profile/update',
      title: 'Update Profile',
      element: page('candidate-profiles/profile-form-page', { mode: 'update' }),
      parent: crumb('Profile', paths.candidate.profile),
    },
    {
      path: 'profile/resume/upload',
      title: 'Upload Resume',
      element: page('candidate-profiles/resume-upload-page'),
      parent: crumb('Profile', paths.candidate.profile),
    },
    {
      path: 'training',
      title: 'Career Advice',
      description: 'Short articles and videos that help you get hired. Each one you complete raises your score.',
      element: page('training/my-training-page'),
    },
    {
      path: 'training/all',
      title: 'All Career Advice',
      description: 'Every published article and video.',
      element: page('training/training-library-page'),
      parent: crumb('Career Advice', paths.candidate.training),
    },
    {
      path: 'training/view',
      title: 'View Career Advice',
      element: page('training/training-view-page'),
      roles: ['Administrator', 'Candidate'],
      parent: crumb('Career Advice', paths.candidate.training),
    },
    {
      path: 'reports',
      title: 'Reports',
      description: 'Your training report: career advice completed over time and what it did for your score.',
      element: page('training/training-report-page'),
    },
    { path: 'settings', title: 'Settings', element: page('account/settings-page') },
    { path: 'notifications', title: 'Notifications', element: page('notifications/notifications-page') },
    {
      path: 'skills/add',
      title: 'Add Skill',
      description: 'Choose from the catalogue and rate yourself honestly: specific levels rank better than inflated ones.',
      element: page('skills/add-skill-page'),
      parent: crumb('Profile', paths.candidate.profile),
    },
    { path: 'skills/update/:id', title: 'Update Skill', element: page('skills/admin-candidate-skill-page'), roles: ['Administrator'] },
  ],
);

export const employerRoutes = areaRoutes(
  ['Employer'],
  [
    {
      path: 'dashboard',
      title: 'Dashboard',
      description: 'What is waiting for you today.',
      element: page('dashboards/employer-dashboard-page'),
    },
    {
      path: 'candidates',
      title: 'Candidates',
      description: 'Find candidates by keyword and filters, ranked by how well they match one of your jobs.',
      element: page('candidate-search/candidate-search-page'),
    },
    {
      path: 'candidates/scores/:id',
      title: 'Score History',
      element: page('candidate-score/employer-score-history-page'),
      parent: crumb('Candidates', paths.employer.candidates),
    },
    {
      path: 'candidates/:id/:jobId?',
      title: 'Candidate',
      element: page('candidate-search/candidate-detail-page'),
      parent: crumb('Candidates', paths.employer.candidates),
    },
    {
      path: 'jobs',
      title: 'Job Postings',
      description: "Your company's jobs: drafts, open, paused and closed.",
      element: page('jobs/employer-jobs-page'),
    },
    {
      path: 'jobs/create/:id?',
      title: 'Create Job Posting',
      element: page('jobs/job-form-page#JobCreatePage'),
      parent: crumb('Job Postings', paths.employer.jobs),
    },
    {
      path: 'jobs/update/:id',
      title: 'Update Job Posting',
      element: page('jobs/job-form-page#JobUpdatePage'),
      parent: crumb('Job Postings', paths.employer.jobs),
    },
    {
      path: 'jobs/status/:id/:hiringStatus?',
      title: 'Job Candidates',
      element: page('applications/job-candidates-page'),
      parent: crumb('Job Postings', paths.employer.jobs),
    },
    { path: 'jobs/:id', title: 'Job Posting', element: page('jobs/employer-job-page'), parent: crumb('Job Postings', paths.employer.jobs) },
    { path: 'companies/:id?', title: 'Hiring Team Members', element: page('companies/employer-company-page') },
    {
      path: 'feedback',
      title: 'Feedback',
      description: 'Rate the candidates your company hired. An administrator reviews each feedback before the candidate sees it.',
      element: page('feedback/employer-feedback-page'),
    },
    // the spec's pending-feedback page (route of our choosing)
    {
      path: 'feedback/pending',
      title: 'Pending Feedback',
      description: 'Each hire, each accepted application still open after 14 days, and each interview you held asks for your feedback.',
      element: page('feedback/employer-pending-feedback-page'),
      parent: crumb('Feedback', paths.employer.feedback),
    },
    {
      path: 'feedback/create',
      title: 'Give Feedback',
      element: page('feedback/feedback-create-page'),
      parent: crumb('Feedback', paths.employer.feedback),
    },
    {
      path: 'interviews',
      title: 'Interviews',
      description: 'Your company’s interviews this week and after, and the proposals waiting for a candidate.',
      element: page('interviews/employer-interviews-page'),
    },
    { path: 'messages', title: 'Messages', element: page('messaging/messages-page', { area: 'employer' }) },
    { path: 'settings', title: 'Settings', element: page('account/settings-page') },
    { path: 'notifications', title: 'Notifications', element: page('notifications/notifications-page') },
    { path: 'profile', title: 'My Profile', element: page('administration/my-profile-page', { settingsPath: paths.employer.settings }) },
    {
      path: 'subscription',
      title: 'Subscription',
      description: "Your company's plan, what it includes and your invoices.",
      element: page('subscriptions/employer-subscription-page'),
    },
  ],
);
