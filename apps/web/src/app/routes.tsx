import type { Role } from '@talentmatch/shared/roles';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { HomeRedirectPage } from '../features/auth/pages/home-redirect-page.tsx';
import { RedirectPage } from '../features/auth/pages/redirect-page.tsx';
import { NotFoundPage } from '../features/shell/pages/not-found-page.tsx';
import { paths } from '../config/paths.ts';
import { ErrorLayout } from './layouts/error-layout.tsx';
import { InvisibleLayout } from './layouts/invisible-layout.tsx';
import { PageSuspense } from './layouts/page-suspense.tsx';
import { CenteredColumn, PublicLayout } from './layouts/public-layout.tsx';
import { RootRoute } from './root-route.tsx';
import type { RouteHandle } from './route-handle.ts';
import * as Page from './pages.ts';

const loggedIn: RouteHandle['access'] = { requiresAuth: true };
const rolesOnly = (...roles: Role[]): RouteHandle['access'] => ({ requiresAuth: true, roles });

/** One row of an area: path, title, its page, optional roles and parent crumb. */
interface AreaRoute {
  path: string;
  title: string;
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
      parent: row.parent,
      access: rolesOnly(...(row.roles ?? defaultRoles)),
    } satisfies RouteHandle,
  }));
}

const crumb = (label: string, to: string) => ({ label, to });

const adminRoutes = areaRoutes(
  ['Administrator'],
  [
    { path: 'dashboard', title: 'Dashboard', element: <Page.AdminDashboardPage /> },
    {
      path: 'benefits/manage',
      title: 'Manage Benefits',
      element: <Page.AdminBenefitsManagePage />,
      parent: crumb('Benefits', paths.admin.benefits),
    },
    { path: 'benefits', title: 'Benefits', element: <Page.AdminBenefitsPage /> },
    { path: 'admin-users', title: 'Admin Users', element: <Page.AdminUsersPage /> },
    { path: 'email-templates', title: 'Email Templates', element: <Page.AdminEmailTemplatesPage /> },
    {
      path: 'email-templates/create',
      title: 'Create Email Template',
      element: <Page.AdminEmailTemplateCreatePage />,
      parent: crumb('Email Templates', paths.admin.emailTemplates),
    },
    {
      path: 'email-templates/edit/:id',
      title: 'Edit Email Template',
      element: <Page.AdminEmailTemplateEditPage />,
      parent: crumb('Email Templates', paths.admin.emailTemplates),
    },
    { path: 'candidates', title: 'Candidates', element: <Page.AdminCandidatesPage /> },
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
    { path: 'emails', title: 'Emails', element: <Page.AdminEmailsPage /> },
    { path: 'companies', title: 'Companies', element: <Page.AdminCompaniesPage /> },
    { path: 'companies/:id', title: 'Company', element: <Page.AdminCompanyPage />, parent: crumb('Companies', paths.admin.companies) },
    { path: 'dropdowns', title: 'Dropdowns', element: <Page.AdminDropdownsPage /> },
    { path: 'employers', title: 'Employers', element: <Page.AdminEmployersPage /> },
    { path: 'jobs', title: 'Jobs', element: <Page.AdminJobsPage /> },
    { path: 'jobs/:id', title: 'Job', element: <Page.AdminJobPage />, parent: crumb('Jobs', paths.admin.jobs) },
    { path: 'messages', title: 'Messages', element: <Page.AdminMessagesPage /> },
    { path: 'site-configuration', title: 'Site Configuration', element: <Page.AdminSiteConfigurationPage /> },
    { path: 'skills', title: 'Skills', element: <Page.AdminSkillsPage /> },
    { path: 'skills/create', title: 'Create Skill', element: <Page.AdminSkillCreatePage />, parent: crumb('Skills', paths.admin.skills) },
    { path: 'skills/:id', title: 'Skill', element: <Page.AdminSkillPage />, parent: crumb('Skills', paths.admin.skills) },
    { path: 'experiences', title: 'Experiences', element: <Page.AdminExperiencesPage /> },
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
    { path: 'score-messages', title: 'Score Messages', element: <Page.AdminScoreMessagesPage /> },
    { path: 'training', title: 'Career Advice', element: <Page.AdminTrainingPage /> },
    {
      path: 'training/manage',
      title: 'Manage Career Advice',
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
      element: <Page.AdminFeedbackReviewPage />,
      parent: crumb('Feedback', paths.admin.feedback),
    },
    { path: 'feedback', title: 'Feedback', element: <Page.AdminFeedbackPage /> },
    // surveys: routes of our choosing (docs/feedback-and-surveys.md)
    { path: 'surveys', title: 'Surveys', element: <Page.AdminSurveysPage /> },
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
    { path: 'reports/business', title: 'Business Report', element: <Page.AdminBusinessReportPage /> },
    { path: 'reports/marketing', title: 'Marketing Report', element: <Page.AdminMarketingReportPage /> },
  ],
);

const candidateRoutes = areaRoutes(
  ['Candidate'],
  [
    { path: 'dashboard', title: 'Dashboard', element: <Page.CandidateScoreDashboardPage /> },
    {
      path: 'jobs/applications',
      title: 'My Applications',
      element: <Page.MyApplicationsPage />,
      parent: crumb('Job Postings', paths.candidate.jobs),
    },
    {
      path: 'experiences',
      title: 'Experiences',
      element: <Page.CandidateExperiencesPage />,
      parent: crumb('Profile', paths.candidate.profile),
    },
    { path: 'jobs', title: 'Job Postings', element: <Page.JobBoardPage /> },
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
    { path: 'training', title: 'Career Advice', element: <Page.MyTrainingPage /> },
    {
      path: 'training/all',
      title: 'All Career Advice',
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
    { path: 'reports', title: 'Training Report', element: <Page.TrainingReportPage /> },
    { path: 'settings', title: 'Settings', element: <Page.SettingsPage /> },
    { path: 'skills/add', title: 'Add Skill', element: <Page.AddSkillPage />, parent: crumb('Profile', paths.candidate.profile) },
    { path: 'skills/update/:id', title: 'Update Skill', element: <Page.AdminCandidateSkillPage />, roles: ['Administrator'] },
  ],
);

const employerRoutes = areaRoutes(
  ['Employer'],
  [
    { path: 'dashboard', title: 'Dashboard', element: <Page.EmployerDashboardPage /> },
    { path: 'candidates', title: 'Candidates', element: <Page.CandidateSearchPage /> },
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
    { path: 'jobs', title: 'Job Postings', element: <Page.EmployerJobsPage /> },
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
    { path: 'feedback', title: 'Feedback', element: <Page.EmployerFeedbackPage /> },
    // the spec's pending-feedback page (route of our choosing)
    {
      path: 'feedback/pending',
      title: 'Pending Feedback',
      element: <Page.EmployerPendingFeedbackPage />,
      parent: crumb('Feedback', paths.employer.feedback),
    },
    {
      path: 'feedback/create',
      title: 'Give Feedback',
      element: <Page.FeedbackCreatePage />,
      parent: crumb('Feedback', paths.employer.feedback),
    },
    { path: 'messages', title: 'Messages', element: <Page.MessagesPage area="employer" /> },
    { path: 'settings', title: 'Settings', element: <Page.SettingsPage /> },
    { path: 'profile', title: 'My Profile', element: <Page.MyProfilePage settingsPath={paths.employer.settings} /> },
    { path: 'subscription', title: 'Subscription', element: <Page.EmployerSubscriptionPage /> },
  ],
);

function area(path: string, label: string, dashboard: string, roles: Role[], children: RouteObject[]): RouteObject {
  return {
    path,
    handle: { crumb: { label, to: dashboard } } satisfies RouteHandle,
    children: [
      // the default redirect of each area goes to its dashboard
      { index: true, element: <Navigate to={dashboard} replace />, handle: { access: rolesOnly(...roles) } satisfies RouteHandle },
      ...children,
    ],
  };
}

/** The route table of specification §2: every path with its role rule, title and layout. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: (
      <ErrorLayout>
        <Page.RouteErrorPage />
      </ErrorLayout>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <Page.LoginPage />, handle: { title: 'Login' } satisfies RouteHandle },
          { path: 'login', element: <Page.LoginPage />, handle: { title: 'Login' } satisfies RouteHandle },
          { path: 'register', element: <Page.RegisterPage />, handle: { title: 'Register' } satisfies RouteHandle },
          { path: 'register/:id', element: <Page.InvitationRegisterPage />, handle: { title: 'Join Your Team' } satisfies RouteHandle },
          { path: 'employer-landing', element: <Page.EmployerLandingPage />, handle: { title: 'For Employers' } satisfies RouteHandle },
          { path: 'forgot-password', element: <Page.ForgotPasswordPage />, handle: { title: 'Forgot Password' } satisfies RouteHandle },
          { path: 'reset-password', element: <Page.ResetPasswordPage />, handle: { title: 'Reset Password' } satisfies RouteHandle },
          {
            path: 'confirm-email',
            element: (
              <CenteredColumn width={560}>
                <Page.ConfirmEmailPage />
              </CenteredColumn>
            ),
            handle: { title: 'Confirm Email' } satisfies RouteHandle,
          },
          {
            path: 'unauthorized',
            element: (
              <CenteredColumn width={560}>
                <Page.UnauthorizedPage />
              </CenteredColumn>
            ),
            handle: { title: 'Unauthorized' } satisfies RouteHandle,
          },
          {
            path: 'payment-return',
            element: (
              <CenteredColumn width={640}>
                <Page.PaymentReturnPage />
              </CenteredColumn>
            ),
            handle: { title: 'Payment Complete' } satisfies RouteHandle,
          },
        ],
      },
      {
        element: <InvisibleLayout />,
        children: [
          { path: 'redirect', element: <RedirectPage />, handle: { title: 'Redirecting' } satisfies RouteHandle },
          { path: 'logout', element: <Page.LogoutPage />, handle: { title: 'Log Out' } satisfies RouteHandle },
          { path: 'home', element: <HomeRedirectPage />, handle: { title: 'Home', access: loggedIn } satisfies RouteHandle },
          {
            path: 'termsofuse',
            element: <Page.TermsOfUsePage />,
            handle: { title: 'Terms of Use', access: loggedIn } satisfies RouteHandle,
          },
        ],
      },
      {
        element: (
          <PageSuspense>
            <Page.AuthorizedLayout />
          </PageSuspense>
        ),
        children: [
          { path: 'welcome', element: <Page.WelcomePage />, handle: { title: 'Welcome', access: loggedIn } satisfies RouteHandle },
          {
            path: 'subscription/add-payment',
            element: <Page.AddPaymentPage />,
            handle: {
              title: 'Add Payment Method',
              access: rolesOnly('Employer', 'AccountManager', 'Administrator'),
            } satisfies RouteHandle,
          },
          {
            path: 'subscription/create',
            element: <Page.CreateSubscriptionPage />,
            handle: { title: 'Choose a Plan', access: rolesOnly('Employer', 'Administrator') } satisfies RouteHandle,
          },
          // the demo payment provider's pages (Stripe hosts these in production)
          {
            path: 'subscription/demo-checkout',
            element: <Page.DemoCheckoutPage />,
            handle: { title: 'Demo Checkout', access: rolesOnly('Employer', 'AccountManager', 'Administrator') } satisfies RouteHandle,
          },
          {
            path: 'subscription/demo-portal',
            element: <Page.DemoPortalPage />,
            handle: {
              title: 'Demo Billing Portal',
              access: rolesOnly('Employer', 'AccountManager', 'Administrator'),
            } satisfies RouteHandle,
          },
          // the candidate feedback survey page (employers answer theirs here too), shown after login
          {
            path: 'survey/:id',
            element: <Page.SurveyPage />,
            handle: { title: 'Survey', access: rolesOnly('Candidate', 'Employer') } satisfies RouteHandle,
          },
          area('admin', 'Administration', paths.admin.dashboard, ['Administrator'], adminRoutes),
          area('candidate', 'Candidate', paths.candidate.dashboard, ['Candidate'], candidateRoutes),
          area('employer', 'Employer', paths.employer.dashboard, ['Employer'], employerRoutes),
        ],
      },
      {
        element: <ErrorLayout />,
        children: [
          { path: '404', element: <NotFoundPage />, handle: { title: 'Not Found' } satisfies RouteHandle },
          { path: '*', element: <NotFoundPage />, handle: { title: 'Not Found' } satisfies RouteHandle },
        ],
      },
    ],
  },
];
