import type { Role } from '@talentmatch/shared/roles';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import * as Page from './pages.ts';

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
    { path: 'dashboard', title: 'Dashboard', description: 'How the site is doing today.', element: <Page.AdminDashboardPage /> },
    {
      path: 'benefits/manage',
      title: 'Manage Benefits',
      description: 'The order here is the order companies and candidates see.',
      element: <Page.AdminBenefitsManagePage />,
      parent: crumb('Benefits', paths.admin.benefits),
    },
    {
      path: 'benefits',
      title: 'Benefits',
      description: 'The benefits companies offer and show on their job postings.',
      element: <Page.AdminBenefitsPage />,
    },
    {
      path: 'admin-users',
      title: 'Admin Users',
      description: 'Administrators, and every account: find, edit, lock or view as a user.',
      element: <Page.AdminUsersPage />,
    },
    {
      path: 'email-templates',
      title: 'Email Templates',
      description: 'Every email the product sends, in markdown with placeholders. Announcements go to an audience you choose.',
      element: <Page.AdminEmailTemplatesPage />,
    },
    {
      path: 'email-templates/create',
      title: 'New announcement',
      description:
        'An email you send to candidates, employers, everyone or stale users. Placeholders: {{siteName}}, {{firstName}}, {{lastName}}, {{loginUrl}}.',
      element: <Page.AdminEmailTemplateCreatePage />,
      parent: crumb('Email Templates', paths.admin.emailTemplates),
    },
    {
      path: 'email-templates/edit/:id',
      title: 'Edit Email Template',
      element: <Page.AdminEmailTemplateEditPage />,
      parent: crumb('Email Templates', paths.admin.emailTemplates),
    },
    {
      path: 'candidates',
      title: 'Candidates',
      description: 'Every candidate account, with or without a profile.',
      element: <Page.AdminCandidatesPage />,
    },
    {
      path: 'candidates/:id',
      title: 'Candidate',
      element: <Page.AdminCandidatePage />,
      parent: crumb('Candidates', paths.admin.candidates),
    },
    {
      path: 'candidates/:id/feedback',
      title: 'Candidate Feedback',
      element: <Page.AdminCandidateFeedbackPage />,
      parent: crumb('Candidates', paths.admin.candidates),
    },
    {
      path: 'emails',
      title: 'Emails',
      description:
        'Every email the platform sends. Failed deliveries were retried automatically; send them again once the mail server works.',
      element: <Page.AdminEmailsPage />,
    },
    {
      path: 'companies',
      title: 'Companies',
      description: 'Every registered company, its team size and subscription.',
      element: <Page.AdminCompaniesPage />,
    },
    { path: 'companies/:id', title: 'Company', element: <Page.AdminCompanyPage />, parent: crumb('Companies', paths.admin.companies) },
    {
      path: 'dropdowns',
      title: 'Dropdowns',
      description: 'Options offered in forms. Inactive options stay on the records that use them but are not offered for new ones.',
      element: <Page.AdminDropdownsPage />,
    },
    {
      path: 'employers',
      title: 'Employers',
      description: 'Everyone who hires through the site, with their company.',
      element: <Page.AdminEmployersPage />,
    },
    { path: 'jobs', title: 'Jobs', description: 'Every job on the site, from every company.', element: <Page.AdminJobsPage /> },
    { path: 'jobs/:id', title: 'Job', element: <Page.AdminJobPage />, parent: crumb('Jobs', paths.admin.jobs) },
    { path: 'messages', title: 'Messages', element: <Page.AdminMessagesPage /> },
    { path: 'site-configuration', title: 'Site Configuration', element: <Page.AdminSiteConfigurationPage /> },
    {
      path: 'skills',
      title: 'Skills',
      description: 'The catalogue candidates rate themselves on and jobs require.',
      element: <Page.AdminSkillsPage />,
    },
    {
      path: 'skills/create',
      title: 'Create Skill',
      description: 'New skills are offered to candidates at once.',
      element: <Page.AdminSkillCreatePage />,
      parent: crumb('Skills', paths.admin.skills),
    },
    { path: 'skills/:id', title: 'Skill', element: <Page.AdminSkillPage />, parent: crumb('Skills', paths.admin.skills) },
    {
      path: 'experiences',
      title: 'Experiences',
      description: 'Experience areas (job functions and industries) that job experiences are tagged with and employers filter by.',
      element: <Page.AdminExperiencesPage />,
    },
    {
      path: 'experiences/create',
      title: 'Create Experience',
      element: <Page.AdminExperienceFormPage mode="create" />,
      parent: crumb('Experiences', paths.admin.experiences),
    },
    {
      path: 'experiences/update/:id',
      title: 'Update Experience',
      element: <Page.AdminExperienceFormPage mode="update" />,
      parent: crumb('Experiences', paths.admin.experiences),
    },
    { path: 'users/edit/:id', title: 'Edit User', element: <Page.UserEditPage />, parent: crumb('Admin Users', paths.admin.adminUsers) },
    { path: 'profile', title: 'My Profile', element: <Page.MyProfilePage settingsPath={paths.admin.settings} /> },
    { path: 'message-templates', title: 'Message Templates', element: <Page.AdminMessageTemplatesPage /> },
    {
      path: 'score-messages',
      title: 'Score Messages',
      description:
        'Shown to candidates on their dashboard for the range their score falls in. Together the ranges must cover 0 to 100 with no overlap.',
      element: <Page.AdminScoreMessagesPage />,
    },
    {
      path: 'training',
      title: 'Career Advice',
      description: 'Views count candidates who opened an item; the completion rate is completions per view.',
      element: <Page.AdminTrainingPage />,
    },
    {
      path: 'training/manage',
      title: 'Manage Career Advice',
      description: 'The order here is the order candidates see. Only published items reach candidates.',
      element: <Page.AdminTrainingManagePage />,
      parent: crumb('Career Advice', paths.admin.training),
    },
    {
      path: 'training/create',
      title: 'Create Career Advice',
      element: <Page.AdminTrainingFormPage />,
      parent: crumb('Career Advice', paths.admin.training),
    },
    {
      path: 'training/view',
      title: 'View Career Advice',
      element: <Page.AdminTrainingViewPage />,
      parent: crumb('Career Advice', paths.admin.training),
    },
    {
      path: 'feedback/review',
      title: 'Review Feedback',
      description:
        'Nothing counts toward a candidate’s score before it is approved. A rejection goes back to the employer with your reason.',
      element: <Page.AdminFeedbackReviewPage />,
      parent: crumb('Feedback', paths.admin.feedback),
    },
    {
      path: 'feedback',
      title: 'Feedback',
      description: 'Employer feedback on candidates, in every status.',
      element: <Page.AdminFeedbackPage />,
    },
    // surveys: routes of our choosing (docs/feedback-and-surveys.md)
    {
      path: 'surveys',
      title: 'Surveys',
      description: 'Ask candidates and employers a few questions. An open survey is shown once at login to each user it is for.',
      element: <Page.AdminSurveysPage />,
    },
    {
      path: 'surveys/create',
      title: 'Create Survey',
      element: <Page.AdminSurveyFormPage mode="create" />,
      parent: crumb('Surveys', paths.admin.surveys),
    },
    {
      path: 'surveys/edit/:id',
      title: 'Edit Survey',
      element: <Page.AdminSurveyFormPage mode="edit" />,
      parent: crumb('Surveys', paths.admin.surveys),
    },
    {
      path: 'surveys/:id',
      title: 'Survey Results',
      element: <Page.AdminSurveyResultsPage />,
      parent: crumb('Surveys', paths.admin.surveys),
    },
    { path: 'settings', title: 'Settings', element: <Page.SettingsPage /> },
    { path: 'notifications', title: 'Notifications', element: <Page.NotificationsPage /> },
    {
      path: 'reports/business',
      title: 'Business Report',
      description: 'Sign-ups, companies, jobs, the hiring pipeline and subscriptions by period, computed from what is stored.',
      element: <Page.AdminBusinessReportPage />,
    },
    {
      path: 'reports/marketing',
      title: 'Marketing Report',
      description: 'Landing visits and sign-ups by source, medium and campaign, and the employer and candidate funnels.',
      element: <Page.AdminMarketingReportPage />,
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
      element: <Page.CandidateScoreDashboardPage />,
    },
    {
      path: 'jobs/applications',
      title: 'My Applications',
      description: 'The jobs you applied to and the invitations companies sent you.',
      element: <Page.MyApplicationsPage />,
      parent: crumb('Job Postings', paths.candidate.jobs),
    },
    {
      path: 'experiences',
      title: 'Experiences',
      element: <Page.CandidateExperiencesPage />,
      parent: crumb('Profile', paths.candidate.profile),
    },
    {
      path: 'jobs',
      title: 'Job Postings',
      description: 'Search open jobs, or start with the ones that match you best.',
      element: <Page.JobBoardPage />,
    },
    { path: 'jobs/:id', title: 'Job Posting', element: <Page.JobPostingPage />, parent: crumb('Job Postings', paths.candidate.jobs) },
    { path: 'messages', title: 'Messages', element: <Page.MessagesPage area="candidate" /> },
    { path: 'profile', title: 'Profile', element: <Page.ProfilePage /> },
    {
      path: 'profile/create',
      title: 'Create Profile',
      element: <Page.ProfileFormPage mode="create" />,
      parent: crumb('Profile', paths.candidate.profile),
    },
    {
      path: 'profile/update',
      title: 'Update Profile',
      element: <Page.ProfileFormPage mode="update" />,
      parent: crumb('Profile', paths.candidate.profile),
    },
    {
      path: 'profile/resume/upload',
      title: 'Upload Resume',
      element: <Page.ResumeUploadPage />,
      parent: crumb('Profile', paths.candidate.profile),
    },
    {
      path: 'training',
      title: 'Career Advice',
      description: 'Short articles and videos that help you get hired. Each one you complete raises your score.',
      element: <Page.MyTrainingPage />,
    },
    {
      path: 'training/all',
      title: 'All Career Advice',
      description: 'Every published article and video.',
      element: <Page.TrainingLibraryPage />,
      parent: crumb('Career Advice', paths.candidate.training),
    },
    {
      path: 'training/view',
      title: 'View Career Advice',
      element: <Page.TrainingViewPage />,
      roles: ['Administrator', 'Candidate'],
      parent: crumb('Career Advice', paths.candidate.training),
    },
    {
      path: 'reports',
      title: 'Reports',
      description: 'Your training report: career advice completed over time and what it did for your score.',
      element: <Page.TrainingReportPage />,
    },
    { path: 'settings', title: 'Settings', element: <Page.SettingsPage /> },
    { path: 'notifications', title: 'Notifications', element: <Page.NotificationsPage /> },
    {
      path: 'skills/add',
      title: 'Add Skill',
      description: 'Choose from the catalogue and rate yourself honestly: specific levels rank better than inflated ones.',
      element: <Page.AddSkillPage />,
      parent: crumb('Profile', paths.candidate.profile),
    },
    { path: 'skills/update/:id', title: 'Update Skill', element: <Page.AdminCandidateSkillPage />, roles: ['Administrator'] },
  ],
);

export const employerRoutes = areaRoutes(
  ['Employer'],
  [
    {
      path: 'dashboard',
      title: 'Dashboard',
      description: 'What is waiting for you today.',
      element: <Page.EmployerDashboardPage />,
    },
    {
      path: 'candidates',
      title: 'Candidates',
      description: 'Find candidates by keyword and filters, ranked by how well they match one of your jobs.',
      element: <Page.CandidateSearchPage />,
    },
    {
      path: 'candidates/scores/:id',
      title: 'Score History',
      element: <Page.EmployerScoreHistoryPage />,
      parent: crumb('Candidates', paths.employer.candidates),
    },
    {
      path: 'candidates/:id/:jobId?',
      title: 'Candidate',
      element: <Page.CandidateDetailPage />,
      parent: crumb('Candidates', paths.employer.candidates),
    },
    {
      path: 'jobs',
      title: 'Job Postings',
      description: "Your company's jobs: drafts, open, paused and closed.",
      element: <Page.EmployerJobsPage />,
    },
    {
      path: 'jobs/create/:id?',
      title: 'Create Job Posting',
      element: <Page.JobCreatePage />,
      parent: crumb('Job Postings', paths.employer.jobs),
    },
    {
      path: 'jobs/update/:id',
      title: 'Update Job Posting',
      element: <Page.JobUpdatePage />,
      parent: crumb('Job Postings', paths.employer.jobs),
    },
    {
      path: 'jobs/status/:id/:hiringStatus?',
      title: 'Job Candidates',
      element: <Page.JobCandidatesPage />,
      parent: crumb('Job Postings', paths.employer.jobs),
    },
    { path: 'jobs/:id', title: 'Job Posting', element: <Page.EmployerJobPage />, parent: crumb('Job Postings', paths.employer.jobs) },
    { path: 'companies/:id?', title: 'Hiring Team Members', element: <Page.EmployerCompanyPage /> },
    {
      path: 'feedback',
      title: 'Feedback',
      description: 'Rate the candidates your company hired. An administrator reviews each feedback before the candidate sees it.',
      element: <Page.EmployerFeedbackPage />,
    },
    // the spec's pending-feedback page (route of our choosing)
    {
      path: 'feedback/pending',
      title: 'Pending Feedback',
      description: 'Each hire, each accepted application still open after 14 days, and each interview you held asks for your feedback.',
      element: <Page.EmployerPendingFeedbackPage />,
      parent: crumb('Feedback', paths.employer.feedback),
    },
    {
      path: 'feedback/create',
      title: 'Give Feedback',
      element: <Page.FeedbackCreatePage />,
      parent: crumb('Feedback', paths.employer.feedback),
    },
    {
      path: 'interviews',
      title: 'Interviews',
      description: 'Your company’s interviews this week and after, and the proposals waiting for a candidate.',
      element: <Page.EmployerInterviewsPage />,
    },
    { path: 'messages', title: 'Messages', element: <Page.MessagesPage area="employer" /> },
    { path: 'settings', title: 'Settings', element: <Page.SettingsPage /> },
    { path: 'notifications', title: 'Notifications', element: <Page.NotificationsPage /> },
    { path: 'profile', title: 'My Profile', element: <Page.MyProfilePage settingsPath={paths.employer.settings} /> },
    {
      path: 'subscription',
      title: 'Subscription',
      description: "Your company's plan, what it includes and your invoices.",
      element: <Page.EmployerSubscriptionPage />,
    },
  ],
);
