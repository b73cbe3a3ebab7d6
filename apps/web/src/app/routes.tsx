import type { Role } from '@talentmatch/shared/roles';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { HomeRedirectPage } from '../features/auth/pages/home-redirect-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { LogoutPage } from '../features/auth/pages/logout-page.tsx';
import { RedirectPage } from '../features/auth/pages/redirect-page.tsx';
import { ComingSoonPage } from '../features/shell/pages/coming-soon-page.tsx';
import { NotFoundPage } from '../features/shell/pages/not-found-page.tsx';
import { paths } from '../config/paths.ts';
import { AuthorizedLayout } from './layouts/authorized-layout.tsx';
import { ErrorLayout } from './layouts/error-layout.tsx';
import { InvisibleLayout } from './layouts/invisible-layout.tsx';
import { CenteredColumn, PublicLayout } from './layouts/public-layout.tsx';
import { RootRoute } from './root-route.tsx';
import type { RouteHandle } from './route-handle.ts';
import { lazyPage } from './lazy-page.ts';

// Pages load on first visit (one chunk per page module); see lazy-page.ts.
const SettingsPage = lazyPage(() => import('../features/account/pages/settings-page.tsx'), 'SettingsPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/pages/forgot-password-page.tsx'), 'ForgotPasswordPage');
const InvitationRegisterPage = lazyPage(() => import('../features/auth/pages/invitation-register-page.tsx'), 'InvitationRegisterPage');
const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page.tsx'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage');
const TermsOfUsePage = lazyPage(() => import('../features/auth/pages/terms-of-use-page.tsx'), 'TermsOfUsePage');
const WelcomePage = lazyPage(() => import('../features/auth/pages/welcome-page.tsx'), 'WelcomePage');
const AdminDashboardPage = lazyPage(() => import('../features/dashboards/pages/admin-dashboard-page.tsx'), 'AdminDashboardPage');
const EmployerDashboardPage = lazyPage(() => import('../features/dashboards/pages/employer-dashboard-page.tsx'), 'EmployerDashboardPage');
const EmployerLandingPage = lazyPage(() => import('../features/marketing/pages/employer-landing-page.tsx'), 'EmployerLandingPage');
const MyApplicationsPage = lazyPage(() => import('../features/applications/pages/my-applications-page.tsx'), 'MyApplicationsPage');
const JobCandidatesPage = lazyPage(() => import('../features/applications/pages/job-candidates-page.tsx'), 'JobCandidatesPage');
const AdminMessageTemplatesPage = lazyPage(() => import('../features/message-templates/pages/admin-message-templates-page.tsx'), 'AdminMessageTemplatesPage');
const AdminJobPage = lazyPage(() => import('../features/jobs/pages/admin-job-page.tsx'), 'AdminJobPage');
const AdminJobsPage = lazyPage(() => import('../features/jobs/pages/admin-jobs-page.tsx'), 'AdminJobsPage');
const EmployerJobPage = lazyPage(() => import('../features/jobs/pages/employer-job-page.tsx'), 'EmployerJobPage');
const EmployerJobsPage = lazyPage(() => import('../features/jobs/pages/employer-jobs-page.tsx'), 'EmployerJobsPage');
const JobCreatePage = lazyPage(() => import('../features/jobs/pages/job-form-page.tsx'), 'JobCreatePage');
const JobUpdatePage = lazyPage(() => import('../features/jobs/pages/job-form-page.tsx'), 'JobUpdatePage');
const AdminBenefitsManagePage = lazyPage(() => import('../features/benefits/pages/admin-benefits-manage-page.tsx'), 'AdminBenefitsManagePage');
const AdminBenefitsPage = lazyPage(() => import('../features/benefits/pages/admin-benefits-page.tsx'), 'AdminBenefitsPage');
const AdminCompaniesPage = lazyPage(() => import('../features/admin-companies/pages/admin-companies-page.tsx'), 'AdminCompaniesPage');
const AdminCompanyPage = lazyPage(() => import('../features/admin-companies/pages/admin-company-page.tsx'), 'AdminCompanyPage');
const AdminEmployersPage = lazyPage(() => import('../features/admin-companies/pages/admin-employers-page.tsx'), 'AdminEmployersPage');
const EmployerCompanyPage = lazyPage(() => import('../features/companies/pages/employer-company-page.tsx'), 'EmployerCompanyPage');
const ProfileFormPage = lazyPage(() => import('../features/candidate-profile/pages/profile-form-page.tsx'), 'ProfileFormPage');
const ProfilePage = lazyPage(() => import('../features/candidate-profile/pages/profile-page.tsx'), 'ProfilePage');
const ResumeUploadPage = lazyPage(() => import('../features/candidate-profile/pages/resume-upload-page.tsx'), 'ResumeUploadPage');
const CandidateScoreDashboardPage = lazyPage(() => import('../features/candidate-score/pages/candidate-score-dashboard-page.tsx'), 'CandidateScoreDashboardPage');
const EmployerScoreHistoryPage = lazyPage(() => import('../features/candidate-score/pages/employer-score-history-page.tsx'), 'EmployerScoreHistoryPage');
const CandidateDetailPage = lazyPage(() => import('../features/candidate-search/pages/candidate-detail-page.tsx'), 'CandidateDetailPage');
const CandidateSearchPage = lazyPage(() => import('../features/candidate-search/pages/candidate-search-page.tsx'), 'CandidateSearchPage');
const JobBoardPage = lazyPage(() => import('../features/job-board/pages/job-board-page.tsx'), 'JobBoardPage');
const JobPostingPage = lazyPage(() => import('../features/job-board/pages/job-posting-page.tsx'), 'JobPostingPage');
const AdminDropdownsPage = lazyPage(() => import('../features/dropdowns/pages/admin-dropdowns-page.tsx'), 'AdminDropdownsPage');
const AdminExperienceFormPage = lazyPage(() => import('../features/experiences/pages/admin-experience-form-page.tsx'), 'AdminExperienceFormPage');
const AdminExperiencesPage = lazyPage(() => import('../features/experiences/pages/admin-experiences-page.tsx'), 'AdminExperiencesPage');
const CandidateExperiencesPage = lazyPage(() => import('../features/experiences/pages/candidate-experiences-page.tsx'), 'CandidateExperiencesPage');
const AdminScoreMessagesPage = lazyPage(() => import('../features/score-messages/pages/admin-score-messages-page.tsx'), 'AdminScoreMessagesPage');
const AddSkillPage = lazyPage(() => import('../features/skills/pages/add-skill-page.tsx'), 'AddSkillPage');
const AdminCandidateSkillPage = lazyPage(() => import('../features/skills/pages/admin-candidate-skill-page.tsx'), 'AdminCandidateSkillPage');
const AdminSkillCreatePage = lazyPage(() => import('../features/skills/pages/admin-skill-create-page.tsx'), 'AdminSkillCreatePage');
const AdminSkillPage = lazyPage(() => import('../features/skills/pages/admin-skill-page.tsx'), 'AdminSkillPage');
const AdminSkillsPage = lazyPage(() => import('../features/skills/pages/admin-skills-page.tsx'), 'AdminSkillsPage');
const AddPaymentPage = lazyPage(() => import('../features/subscription/pages/add-payment-page.tsx'), 'AddPaymentPage');
const CreateSubscriptionPage = lazyPage(() => import('../features/subscription/pages/create-subscription-page.tsx'), 'CreateSubscriptionPage');
const DemoCheckoutPage = lazyPage(() => import('../features/subscription/pages/demo-checkout-page.tsx'), 'DemoCheckoutPage');
const DemoPortalPage = lazyPage(() => import('../features/subscription/pages/demo-portal-page.tsx'), 'DemoPortalPage');
const EmployerSubscriptionPage = lazyPage(() => import('../features/subscription/pages/employer-subscription-page.tsx'), 'EmployerSubscriptionPage');
const PaymentReturnPage = lazyPage(() => import('../features/subscription/pages/payment-return-page.tsx'), 'PaymentReturnPage');
const AdminMessagesPage = lazyPage(() => import('../features/messaging/pages/admin-messages-page.tsx'), 'AdminMessagesPage');
const MessagesPage = lazyPage(() => import('../features/messaging/pages/messages-page.tsx'), 'MessagesPage');
const RouteErrorPage = lazyPage(() => import('../features/shell/pages/route-error-page.tsx'), 'RouteErrorPage');
const UnauthorizedPage = lazyPage(() => import('../features/shell/pages/unauthorized-page.tsx'), 'UnauthorizedPage');

const loggedIn: RouteHandle['access'] = { requiresAuth: true };
const rolesOnly = (...roles: Role[]): RouteHandle['access'] => ({ requiresAuth: true, roles });

/** One row of an area: path, title, optional page (otherwise "coming soon"), optional roles and parent crumb. */
interface AreaRoute {
  path: string;
  title: string;
  element?: ReactNode;
  roles?: Role[];
  parent?: RouteHandle['parent'];
}

function areaRoutes(defaultRoles: Role[], rows: AreaRoute[]): RouteObject[] {
  return rows.map((row) => ({
    path: row.path,
    element: row.element ?? <ComingSoonPage />,
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
    { path: 'dashboard', title: 'Dashboard', element: <AdminDashboardPage /> },
    { path: 'benefits/manage', title: 'Manage Benefits', element: <AdminBenefitsManagePage />, parent: crumb('Benefits', paths.admin.benefits) },
    { path: 'benefits', title: 'Benefits', element: <AdminBenefitsPage /> },
    { path: 'admin-users', title: 'Admin Users' },
    { path: 'email-templates', title: 'Email Templates' },
    { path: 'email-templates/create', title: 'Create Email Template', parent: crumb('Email Templates', paths.admin.emailTemplates) },
    { path: 'email-templates/edit/:id', title: 'Edit Email Template', parent: crumb('Email Templates', paths.admin.emailTemplates) },
    { path: 'candidates', title: 'Candidates' },
    { path: 'candidates/:id', title: 'Candidate', parent: crumb('Candidates', paths.admin.candidates) },
    { path: 'candidates/:id/feedback', title: 'Candidate Feedback', parent: crumb('Candidates', paths.admin.candidates) },
    { path: 'companies', title: 'Companies', element: <AdminCompaniesPage /> },
    { path: 'companies/:id', title: 'Company', element: <AdminCompanyPage />, parent: crumb('Companies', paths.admin.companies) },
    { path: 'dropdowns', title: 'Dropdowns', element: <AdminDropdownsPage /> },
    { path: 'employers', title: 'Employers', element: <AdminEmployersPage /> },
    { path: 'jobs', title: 'Jobs', element: <AdminJobsPage /> },
    { path: 'jobs/:id', title: 'Job', element: <AdminJobPage />, parent: crumb('Jobs', paths.admin.jobs) },
    { path: 'messages', title: 'Messages', element: <AdminMessagesPage /> },
    { path: 'site-configuration', title: 'Site Configuration' },
    { path: 'skills', title: 'Skills', element: <AdminSkillsPage /> },
    { path: 'skills/create', title: 'Create Skill', element: <AdminSkillCreatePage />, parent: crumb('Skills', paths.admin.skills) },
    { path: 'skills/:id', title: 'Skill', element: <AdminSkillPage />, parent: crumb('Skills', paths.admin.skills) },
    { path: 'experiences', title: 'Experiences', element: <AdminExperiencesPage /> },
    { path: 'experiences/create', title: 'Create Experience', element: <AdminExperienceFormPage mode="create" />, parent: crumb('Experiences', paths.admin.experiences) },
    { path: 'experiences/update/:id', title: 'Update Experience', element: <AdminExperienceFormPage mode="update" />, parent: crumb('Experiences', paths.admin.experiences) },
    { path: 'users/edit/:id', title: 'Edit User' },
    { path: 'message-templates', title: 'Message Templates', element: <AdminMessageTemplatesPage /> },
    { path: 'score-messages', title: 'Score Messages', element: <AdminScoreMessagesPage /> },
    { path: 'training', title: 'Career Advice' },
    { path: 'training/manage', title: 'Manage Career Advice', parent: crumb('Career Advice', paths.admin.training) },
    { path: 'training/create', title: 'Create Career Advice', parent: crumb('Career Advice', paths.admin.training) },
    { path: 'training/view', title: 'View Career Advice', parent: crumb('Career Advice', paths.admin.training) },
    { path: 'feedback/review', title: 'Review Feedback', parent: crumb('Feedback', paths.admin.feedback) },
    { path: 'feedback', title: 'Feedback' },
    { path: 'settings', title: 'Settings', element: <SettingsPage /> },
    { path: 'reports/business', title: 'Business Report' },
    { path: 'reports/marketing', title: 'Marketing Report' },
  ],
);

const candidateRoutes = areaRoutes(
  ['Candidate'],
  [
    { path: 'dashboard', title: 'Dashboard', element: <CandidateScoreDashboardPage /> },
    { path: 'jobs/applications', title: 'My Applications', element: <MyApplicationsPage />, parent: crumb('Job Postings', paths.candidate.jobs) },
    { path: 'experiences', title: 'Experiences', element: <CandidateExperiencesPage />, parent: crumb('Profile', paths.candidate.profile) },
    { path: 'jobs', title: 'Job Postings', element: <JobBoardPage /> },
    { path: 'jobs/:id', title: 'Job Posting', element: <JobPostingPage />, parent: crumb('Job Postings', paths.candidate.jobs) },
    { path: 'messages', title: 'Messages', element: <MessagesPage area="candidate" /> },
    { path: 'profile', title: 'Profile', element: <ProfilePage /> },
    { path: 'profile/create', title: 'Create Profile', element: <ProfileFormPage mode="create" />, parent: crumb('Profile', paths.candidate.profile) },
    { path: 'profile/update', title: 'Update Profile', element: <ProfileFormPage mode="update" />, parent: crumb('Profile', paths.candidate.profile) },
    { path: 'profile/resume/upload', title: 'Upload Resume', element: <ResumeUploadPage />, parent: crumb('Profile', paths.candidate.profile) },
    { path: 'training', title: 'Career Advice' },
    { path: 'training/all', title: 'All Career Advice', parent: crumb('Career Advice', paths.candidate.training) },
    {
      path: 'training/view',
      title: 'View Career Advice',
      roles: ['Administrator', 'Candidate'],
      parent: crumb('Career Advice', paths.candidate.training),
    },
    { path: 'reports', title: 'Training Report' },
    { path: 'settings', title: 'Settings', element: <SettingsPage /> },
    { path: 'skills/add', title: 'Add Skill', element: <AddSkillPage />, parent: crumb('Profile', paths.candidate.profile) },
    { path: 'skills/update/:id', title: 'Update Skill', element: <AdminCandidateSkillPage />, roles: ['Administrator'] },
  ],
);

const employerRoutes = areaRoutes(
  ['Employer'],
  [
    { path: 'dashboard', title: 'Dashboard', element: <EmployerDashboardPage /> },
    { path: 'candidates', title: 'Candidates', element: <CandidateSearchPage /> },
    { path: 'candidates/scores/:id', title: 'Score History', element: <EmployerScoreHistoryPage />, parent: crumb('Candidates', paths.employer.candidates) },
    { path: 'candidates/:id/:jobId?', title: 'Candidate', element: <CandidateDetailPage />, parent: crumb('Candidates', paths.employer.candidates) },
    { path: 'jobs', title: 'Job Postings', element: <EmployerJobsPage /> },
    { path: 'jobs/create/:id?', title: 'Create Job Posting', element: <JobCreatePage />, parent: crumb('Job Postings', paths.employer.jobs) },
    { path: 'jobs/update/:id', title: 'Update Job Posting', element: <JobUpdatePage />, parent: crumb('Job Postings', paths.employer.jobs) },
    { path: 'jobs/status/:id/:hiringStatus?', title: 'Job Candidates', element: <JobCandidatesPage />, parent: crumb('Job Postings', paths.employer.jobs) },
    { path: 'jobs/:id', title: 'Job Posting', element: <EmployerJobPage />, parent: crumb('Job Postings', paths.employer.jobs) },
    { path: 'companies/:id?', title: 'Hiring Team Members', element: <EmployerCompanyPage /> },
    { path: 'feedback', title: 'Feedback' },
    { path: 'feedback/create', title: 'Give Feedback', parent: crumb('Feedback', paths.employer.feedback) },
    { path: 'messages', title: 'Messages', element: <MessagesPage area="employer" /> },
    { path: 'settings', title: 'Settings', element: <SettingsPage /> },
    { path: 'subscription', title: 'Subscription', element: <EmployerSubscriptionPage /> },
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
        <RouteErrorPage />
      </ErrorLayout>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LoginPage />, handle: { title: 'Login' } satisfies RouteHandle },
          { path: 'login', element: <LoginPage />, handle: { title: 'Login' } satisfies RouteHandle },
          { path: 'register', element: <RegisterPage />, handle: { title: 'Register' } satisfies RouteHandle },
          { path: 'register/:id', element: <InvitationRegisterPage />, handle: { title: 'Join Your Team' } satisfies RouteHandle },
          { path: 'employer-landing', element: <EmployerLandingPage />, handle: { title: 'For Employers' } satisfies RouteHandle },
          { path: 'forgot-password', element: <ForgotPasswordPage />, handle: { title: 'Forgot Password' } satisfies RouteHandle },
          { path: 'reset-password', element: <ResetPasswordPage />, handle: { title: 'Reset Password' } satisfies RouteHandle },
          {
            path: 'unauthorized',
            element: (
              <CenteredColumn width={560}>
                <UnauthorizedPage />
              </CenteredColumn>
            ),
            handle: { title: 'Unauthorized' } satisfies RouteHandle,
          },
          {
            path: 'payment-return',
            element: (
              <CenteredColumn width={640}>
                <PaymentReturnPage />
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
          { path: 'logout', element: <LogoutPage />, handle: { title: 'Log Out' } satisfies RouteHandle },
          { path: 'home', element: <HomeRedirectPage />, handle: { title: 'Home', access: loggedIn } satisfies RouteHandle },
          { path: 'termsofuse', element: <TermsOfUsePage />, handle: { title: 'Terms of Use', access: loggedIn } satisfies RouteHandle },
        ],
      },
      {
        element: <AuthorizedLayout />,
        children: [
          { path: 'welcome', element: <WelcomePage />, handle: { title: 'Welcome', access: loggedIn } satisfies RouteHandle },
          {
            path: 'subscription/add-payment',
            element: <AddPaymentPage />,
            handle: {
              title: 'Add Payment Method',
              access: rolesOnly('Employer', 'AccountManager', 'Administrator'),
            } satisfies RouteHandle,
          },
          {
            path: 'subscription/create',
            element: <CreateSubscriptionPage />,
            handle: { title: 'Choose a Plan', access: rolesOnly('Employer', 'Administrator') } satisfies RouteHandle,
          },
          // the demo payment provider's pages (Stripe hosts these in production)
          {
            path: 'subscription/demo-checkout',
            element: <DemoCheckoutPage />,
            handle: { title: 'Demo Checkout', access: rolesOnly('Employer', 'AccountManager', 'Administrator') } satisfies RouteHandle,
          },
          {
            path: 'subscription/demo-portal',
            element: <DemoPortalPage />,
            handle: { title: 'Demo Billing Portal', access: rolesOnly('Employer', 'AccountManager', 'Administrator') } satisfies RouteHandle,
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
