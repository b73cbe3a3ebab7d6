import { lazy, type LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page.ts';
import type { SignedInPageName, signedInPages } from './signed-in-area.ts';

// Pages load on first visit (one chunk per page module); see lazy-page.ts. The logged-in shell (menus,
// breadcrumbs, banners) and the login form too, so the public pages' first load carries neither. A page of the
// signed-in area comes through the area's chunk, which holds the shell (signed-in-area.ts).
const signedInArea = () => import('./signed-in-area.ts');
export const AuthorizedLayout = lazyPage(signedInArea, 'AuthorizedLayout');

type SignedInPage<K extends SignedInPageName> = Awaited<ReturnType<(typeof signedInPages)[K]>>;

/** A page of the signed-in area, loaded through the area's chunk after its layout (signed-in-area.ts). */
function signedInPage<K extends SignedInPageName>(name: K): LazyExoticComponent<SignedInPage<K>> {
  return lazy(async () => {
    const area = await signedInArea();
    // (TypeScript cannot tie an indexed loader's result to its key: the map is keyed by the component's own name)
    const load = area.signedInPages[name] as () => Promise<SignedInPage<K>>;
    return { default: await load() };
  });
}

export const LoginPage = lazyPage(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage');
// lazy too: it reaches the administration feature (end of an impersonation), whose sessions table is not for public pages
export const LogoutPage = lazyPage(() => import('../features/auth/pages/logout-page.tsx'), 'LogoutPage');
export const SettingsPage = signedInPage('SettingsPage');
export const NotificationsPage = signedInPage('NotificationsPage');
export const ForgotPasswordPage = lazyPage(() => import('../features/auth/pages/forgot-password-page.tsx'), 'ForgotPasswordPage');
export const InvitationRegisterPage = lazyPage(
  () => import('../features/auth/pages/invitation-register-page.tsx'),
  'InvitationRegisterPage',
);
export const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page.tsx'), 'RegisterPage');
export const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage');
export const ConfirmEmailPage = lazyPage(() => import('../features/account/pages/confirm-email-page.tsx'), 'ConfirmEmailPage');
export const TermsOfUsePage = lazyPage(() => import('../features/auth/pages/terms-of-use-page.tsx'), 'TermsOfUsePage');
export const WelcomePage = signedInPage('WelcomePage');
export const AdminBusinessReportPage = signedInPage('AdminBusinessReportPage');
export const AdminMarketingReportPage = signedInPage('AdminMarketingReportPage');
export const AdminDashboardPage = signedInPage('AdminDashboardPage');
export const EmployerDashboardPage = signedInPage('EmployerDashboardPage');
export const EmployerLandingPage = lazyPage(() => import('../features/marketing/pages/employer-landing-page.tsx'), 'EmployerLandingPage');
export const MyApplicationsPage = signedInPage('MyApplicationsPage');
export const JobCandidatesPage = signedInPage('JobCandidatesPage');
export const AdminMessageTemplatesPage = signedInPage('AdminMessageTemplatesPage');
export const AdminJobPage = signedInPage('AdminJobPage');
export const AdminJobsPage = signedInPage('AdminJobsPage');
export const EmployerJobPage = signedInPage('EmployerJobPage');
export const EmployerJobsPage = signedInPage('EmployerJobsPage');
export const JobCreatePage = signedInPage('JobCreatePage');
export const JobUpdatePage = signedInPage('JobUpdatePage');
export const AdminBenefitsManagePage = signedInPage('AdminBenefitsManagePage');
export const AdminBenefitsPage = signedInPage('AdminBenefitsPage');
export const AdminEmailsPage = signedInPage('AdminEmailsPage');
export const AdminCompaniesPage = signedInPage('AdminCompaniesPage');
export const AdminCompanyPage = signedInPage('AdminCompanyPage');
export const AdminEmployersPage = signedInPage('AdminEmployersPage');
export const EmployerCompanyPage = signedInPage('EmployerCompanyPage');
export const ProfileFormPage = signedInPage('ProfileFormPage');
export const ProfilePage = signedInPage('ProfilePage');
export const ResumeUploadPage = signedInPage('ResumeUploadPage');
export const CandidateScoreDashboardPage = signedInPage('CandidateScoreDashboardPage');
export const EmployerScoreHistoryPage = signedInPage('EmployerScoreHistoryPage');
export const CandidateDetailPage = signedInPage('CandidateDetailPage');
export const CandidateSearchPage = signedInPage('CandidateSearchPage');
export const JobBoardPage = signedInPage('JobBoardPage');
export const JobPostingPage = signedInPage('JobPostingPage');
export const AdminDropdownsPage = signedInPage('AdminDropdownsPage');
export const AdminExperienceFormPage = signedInPage('AdminExperienceFormPage');
export const AdminExperiencesPage = signedInPage('AdminExperiencesPage');
export const CandidateExperiencesPage = signedInPage('CandidateExperiencesPage');
export const AdminScoreMessagesPage = signedInPage('AdminScoreMessagesPage');
export const AddSkillPage = signedInPage('AddSkillPage');
export const AdminCandidateSkillPage = signedInPage('AdminCandidateSkillPage');
export const AdminSkillCreatePage = signedInPage('AdminSkillCreatePage');
export const AdminSkillPage = signedInPage('AdminSkillPage');
export const AdminSkillsPage = signedInPage('AdminSkillsPage');
export const AddPaymentPage = signedInPage('AddPaymentPage');
export const CreateSubscriptionPage = signedInPage('CreateSubscriptionPage');
export const DemoCheckoutPage = signedInPage('DemoCheckoutPage');
export const DemoPortalPage = signedInPage('DemoPortalPage');
export const EmployerSubscriptionPage = signedInPage('EmployerSubscriptionPage');
export const PaymentReturnPage = lazyPage(() => import('../features/subscriptions/pages/payment-return-page.tsx'), 'PaymentReturnPage');
export const AdminEmailTemplatesPage = signedInPage('AdminEmailTemplatesPage');
export const AdminEmailTemplateCreatePage = signedInPage('AdminEmailTemplateCreatePage');
export const AdminEmailTemplateEditPage = signedInPage('AdminEmailTemplateEditPage');
export const AdminSiteConfigurationPage = signedInPage('AdminSiteConfigurationPage');
export const AdminMessagesPage = signedInPage('AdminMessagesPage');
export const MessagesPage = signedInPage('MessagesPage');
export const AdminTrainingPage = signedInPage('AdminTrainingPage');
export const AdminTrainingManagePage = signedInPage('AdminTrainingManagePage');
export const AdminTrainingFormPage = signedInPage('AdminTrainingFormPage');
export const AdminTrainingViewPage = signedInPage('AdminTrainingViewPage');
export const MyTrainingPage = signedInPage('MyTrainingPage');
export const TrainingLibraryPage = signedInPage('TrainingLibraryPage');
export const TrainingViewPage = signedInPage('TrainingViewPage');
export const TrainingReportPage = signedInPage('TrainingReportPage');
export const EmployerFeedbackPage = signedInPage('EmployerFeedbackPage');
export const EmployerPendingFeedbackPage = signedInPage('EmployerPendingFeedbackPage');
export const EmployerInterviewsPage = signedInPage('EmployerInterviewsPage');
export const FeedbackCreatePage = signedInPage('FeedbackCreatePage');
export const AdminFeedbackPage = signedInPage('AdminFeedbackPage');
export const AdminFeedbackReviewPage = signedInPage('AdminFeedbackReviewPage');
export const AdminCandidateFeedbackPage = signedInPage('AdminCandidateFeedbackPage');
export const SurveyPage = signedInPage('SurveyPage');
export const AdminSurveysPage = signedInPage('AdminSurveysPage');
export const AdminSurveyFormPage = signedInPage('AdminSurveyFormPage');
export const AdminSurveyResultsPage = signedInPage('AdminSurveyResultsPage');
export const AdminUsersPage = signedInPage('AdminUsersPage');
export const UserEditPage = signedInPage('UserEditPage');
export const AdminCandidatesPage = signedInPage('AdminCandidatesPage');
export const AdminCandidatePage = signedInPage('AdminCandidatePage');
export const MyProfilePage = signedInPage('MyProfilePage');
export const RouteErrorPage = lazyPage(() => import('../features/shell/pages/route-error-page.tsx'), 'RouteErrorPage');
export const UnauthorizedPage = lazyPage(() => import('../features/shell/pages/unauthorized-page.tsx'), 'UnauthorizedPage');
export const PublicJobsPage = lazyPage(() => import('../features/public-board/pages/public-jobs-page.tsx'), 'PublicJobsPage');
export const PublicJobPage = lazyPage(() => import('../features/public-board/pages/public-job-page.tsx'), 'PublicJobPage');
export const CareersPage = lazyPage(() => import('../features/public-board/pages/careers-page.tsx'), 'CareersPage');
export const JobAlertConfirmPage = lazyPage(() => import('../features/job-alerts/pages/job-alert-link-page.tsx'), 'JobAlertConfirmPage');
export const JobAlertUnsubscribePage = lazyPage(
  () => import('../features/job-alerts/pages/job-alert-link-page.tsx'),
  'JobAlertUnsubscribePage',
);
