import { lazyPage } from './lazy-page.ts';

// Pages load on first visit (one chunk per page module); see lazy-page.ts. The logged-in shell (menus,
// breadcrumbs, banners) and the login form too, so the public pages' first load carries neither.
export const AuthorizedLayout = lazyPage(() => import('./layouts/authorized-layout.tsx'), 'AuthorizedLayout');
export const LoginPage = lazyPage(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage');
// lazy too: it reaches the administration feature (end of an impersonation), whose sessions table is not for public pages
export const LogoutPage = lazyPage(() => import('../features/auth/pages/logout-page.tsx'), 'LogoutPage');
export const SettingsPage = lazyPage(() => import('../features/account/pages/settings-page.tsx'), 'SettingsPage');
export const ForgotPasswordPage = lazyPage(() => import('../features/auth/pages/forgot-password-page.tsx'), 'ForgotPasswordPage');
export const InvitationRegisterPage = lazyPage(
  () => import('../features/auth/pages/invitation-register-page.tsx'),
  'InvitationRegisterPage',
);
export const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page.tsx'), 'RegisterPage');
export const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage');
export const ConfirmEmailPage = lazyPage(() => import('../features/account/pages/confirm-email-page.tsx'), 'ConfirmEmailPage');
export const TermsOfUsePage = lazyPage(() => import('../features/auth/pages/terms-of-use-page.tsx'), 'TermsOfUsePage');
export const WelcomePage = lazyPage(() => import('../features/auth/pages/welcome-page.tsx'), 'WelcomePage');
export const AdminBusinessReportPage = lazyPage(
  () => import('../features/reports/pages/admin-business-report-page.tsx'),
  'AdminBusinessReportPage',
);
export const AdminMarketingReportPage = lazyPage(
  () => import('../features/reports/pages/admin-marketing-report-page.tsx'),
  'AdminMarketingReportPage',
);
export const AdminDashboardPage = lazyPage(() => import('../features/dashboards/pages/admin-dashboard-page.tsx'), 'AdminDashboardPage');
export const EmployerDashboardPage = lazyPage(
  () => import('../features/dashboards/pages/employer-dashboard-page.tsx'),
  'EmployerDashboardPage',
);
export const EmployerLandingPage = lazyPage(() => import('../features/marketing/pages/employer-landing-page.tsx'), 'EmployerLandingPage');
export const MyApplicationsPage = lazyPage(() => import('../features/applications/pages/my-applications-page.tsx'), 'MyApplicationsPage');
export const JobCandidatesPage = lazyPage(() => import('../features/applications/pages/job-candidates-page.tsx'), 'JobCandidatesPage');
export const AdminMessageTemplatesPage = lazyPage(
  () => import('../features/message-templates/pages/admin-message-templates-page.tsx'),
  'AdminMessageTemplatesPage',
);
export const AdminJobPage = lazyPage(() => import('../features/jobs/pages/admin-job-page.tsx'), 'AdminJobPage');
export const AdminJobsPage = lazyPage(() => import('../features/jobs/pages/admin-jobs-page.tsx'), 'AdminJobsPage');
export const EmployerJobPage = lazyPage(() => import('../features/jobs/pages/employer-job-page.tsx'), 'EmployerJobPage');
export const EmployerJobsPage = lazyPage(() => import('../features/jobs/pages/employer-jobs-page.tsx'), 'EmployerJobsPage');
export const JobCreatePage = lazyPage(() => import('../features/jobs/pages/job-form-page.tsx'), 'JobCreatePage');
export const JobUpdatePage = lazyPage(() => import('../features/jobs/pages/job-form-page.tsx'), 'JobUpdatePage');
export const AdminBenefitsManagePage = lazyPage(
  () => import('../features/benefits/pages/admin-benefits-manage-page.tsx'),
  'AdminBenefitsManagePage',
);
export const AdminBenefitsPage = lazyPage(() => import('../features/benefits/pages/admin-benefits-page.tsx'), 'AdminBenefitsPage');
export const AdminEmailsPage = lazyPage(() => import('../features/email-outbox/pages/admin-emails-page.tsx'), 'AdminEmailsPage');
export const AdminCompaniesPage = lazyPage(
  () => import('../features/admin-companies/pages/admin-companies-page.tsx'),
  'AdminCompaniesPage',
);
export const AdminCompanyPage = lazyPage(() => import('../features/admin-companies/pages/admin-company-page.tsx'), 'AdminCompanyPage');
export const AdminEmployersPage = lazyPage(
  () => import('../features/admin-companies/pages/admin-employers-page.tsx'),
  'AdminEmployersPage',
);
export const EmployerCompanyPage = lazyPage(() => import('../features/companies/pages/employer-company-page.tsx'), 'EmployerCompanyPage');
export const ProfileFormPage = lazyPage(() => import('../features/candidate-profile/pages/profile-form-page.tsx'), 'ProfileFormPage');
export const ProfilePage = lazyPage(() => import('../features/candidate-profile/pages/profile-page.tsx'), 'ProfilePage');
export const ResumeUploadPage = lazyPage(() => import('../features/candidate-profile/pages/resume-upload-page.tsx'), 'ResumeUploadPage');
export const CandidateScoreDashboardPage = lazyPage(
  () => import('../features/candidate-score/pages/candidate-score-dashboard-page.tsx'),
  'CandidateScoreDashboardPage',
);
export const EmployerScoreHistoryPage = lazyPage(
  () => import('../features/candidate-score/pages/employer-score-history-page.tsx'),
  'EmployerScoreHistoryPage',
);
export const CandidateDetailPage = lazyPage(
  () => import('../features/candidate-search/pages/candidate-detail-page.tsx'),
  'CandidateDetailPage',
);
export const CandidateSearchPage = lazyPage(
  () => import('../features/candidate-search/pages/candidate-search-page.tsx'),
  'CandidateSearchPage',
);
export const JobBoardPage = lazyPage(() => import('../features/job-board/pages/job-board-page.tsx'), 'JobBoardPage');
export const JobPostingPage = lazyPage(() => import('../features/job-board/pages/job-posting-page.tsx'), 'JobPostingPage');
export const AdminDropdownsPage = lazyPage(() => import('../features/dropdowns/pages/admin-dropdowns-page.tsx'), 'AdminDropdownsPage');
export const AdminExperienceFormPage = lazyPage(
  () => import('../features/experiences/pages/admin-experience-form-page.tsx'),
  'AdminExperienceFormPage',
);
export const AdminExperiencesPage = lazyPage(
  () => import('../features/experiences/pages/admin-experiences-page.tsx'),
  'AdminExperiencesPage',
);
export const CandidateExperiencesPage = lazyPage(
  () => import('../features/candidate-profile/pages/candidate-experiences-page.tsx'),
  'CandidateExperiencesPage',
);
export const AdminScoreMessagesPage = lazyPage(
  () => import('../features/score-messages/pages/admin-score-messages-page.tsx'),
  'AdminScoreMessagesPage',
);
export const AddSkillPage = lazyPage(() => import('../features/skills/pages/add-skill-page.tsx'), 'AddSkillPage');
export const AdminCandidateSkillPage = lazyPage(
  () => import('../features/skills/pages/admin-candidate-skill-page.tsx'),
  'AdminCandidateSkillPage',
);
export const AdminSkillCreatePage = lazyPage(() => import('../features/skills/pages/admin-skill-create-page.tsx'), 'AdminSkillCreatePage');
export const AdminSkillPage = lazyPage(() => import('../features/skills/pages/admin-skill-page.tsx'), 'AdminSkillPage');
export const AdminSkillsPage = lazyPage(() => import('../features/skills/pages/admin-skills-page.tsx'), 'AdminSkillsPage');
export const AddPaymentPage = lazyPage(() => import('../features/subscription/pages/add-payment-page.tsx'), 'AddPaymentPage');
export const CreateSubscriptionPage = lazyPage(
  () => import('../features/subscription/pages/create-subscription-page.tsx'),
  'CreateSubscriptionPage',
);
export const DemoCheckoutPage = lazyPage(() => import('../features/subscription/pages/demo-checkout-page.tsx'), 'DemoCheckoutPage');
export const DemoPortalPage = lazyPage(() => import('../features/subscription/pages/demo-portal-page.tsx'), 'DemoPortalPage');
export const EmployerSubscriptionPage = lazyPage(
  () => import('../features/subscription/pages/employer-subscription-page.tsx'),
  'EmployerSubscriptionPage',
);
export const PaymentReturnPage = lazyPage(() => import('../features/subscription/pages/payment-return-page.tsx'), 'PaymentReturnPage');
export const AdminEmailTemplatesPage = lazyPage(
  () => import('../features/email-templates/pages/admin-email-templates-page.tsx'),
  'AdminEmailTemplatesPage',
);
export const AdminEmailTemplateCreatePage = lazyPage(
  () => import('../features/email-templates/pages/admin-email-template-create-page.tsx'),
  'AdminEmailTemplateCreatePage',
);
export const AdminEmailTemplateEditPage = lazyPage(
  () => import('../features/email-templates/pages/admin-email-template-edit-page.tsx'),
  'AdminEmailTemplateEditPage',
);
export const AdminSiteConfigurationPage = lazyPage(
  () => import('../features/site-configuration/pages/admin-site-configuration-page.tsx'),
  'AdminSiteConfigurationPage',
);
export const AdminMessagesPage = lazyPage(() => import('../features/messaging/pages/admin-messages-page.tsx'), 'AdminMessagesPage');
export const MessagesPage = lazyPage(() => import('../features/messaging/pages/messages-page.tsx'), 'MessagesPage');
export const AdminTrainingPage = lazyPage(() => import('../features/training/pages/admin-training-page.tsx'), 'AdminTrainingPage');
export const AdminTrainingManagePage = lazyPage(
  () => import('../features/training/pages/admin-training-manage-page.tsx'),
  'AdminTrainingManagePage',
);
export const AdminTrainingFormPage = lazyPage(
  () => import('../features/training/pages/admin-training-form-page.tsx'),
  'AdminTrainingFormPage',
);
export const AdminTrainingViewPage = lazyPage(
  () => import('../features/training/pages/admin-training-view-page.tsx'),
  'AdminTrainingViewPage',
);
export const MyTrainingPage = lazyPage(() => import('../features/training/pages/my-training-page.tsx'), 'MyTrainingPage');
export const TrainingLibraryPage = lazyPage(() => import('../features/training/pages/training-library-page.tsx'), 'TrainingLibraryPage');
export const TrainingViewPage = lazyPage(() => import('../features/training/pages/training-view-page.tsx'), 'TrainingViewPage');
export const TrainingReportPage = lazyPage(() => import('../features/training/pages/training-report-page.tsx'), 'TrainingReportPage');
export const EmployerFeedbackPage = lazyPage(() => import('../features/feedback/pages/employer-feedback-page.tsx'), 'EmployerFeedbackPage');
export const EmployerPendingFeedbackPage = lazyPage(
  () => import('../features/feedback/pages/employer-pending-feedback-page.tsx'),
  'EmployerPendingFeedbackPage',
);
export const FeedbackCreatePage = lazyPage(() => import('../features/feedback/pages/feedback-create-page.tsx'), 'FeedbackCreatePage');
export const AdminFeedbackPage = lazyPage(() => import('../features/feedback/pages/admin-feedback-page.tsx'), 'AdminFeedbackPage');
export const AdminFeedbackReviewPage = lazyPage(
  () => import('../features/feedback/pages/admin-feedback-review-page.tsx'),
  'AdminFeedbackReviewPage',
);
export const AdminCandidateFeedbackPage = lazyPage(
  () => import('../features/feedback/pages/admin-candidate-feedback-page.tsx'),
  'AdminCandidateFeedbackPage',
);
export const SurveyPage = lazyPage(() => import('../features/surveys/pages/survey-page.tsx'), 'SurveyPage');
export const AdminSurveysPage = lazyPage(() => import('../features/surveys/pages/admin-surveys-page.tsx'), 'AdminSurveysPage');
export const AdminSurveyFormPage = lazyPage(() => import('../features/surveys/pages/admin-survey-form-page.tsx'), 'AdminSurveyFormPage');
export const AdminSurveyResultsPage = lazyPage(
  () => import('../features/surveys/pages/admin-survey-results-page.tsx'),
  'AdminSurveyResultsPage',
);
export const AdminUsersPage = lazyPage(() => import('../features/administration/pages/admin-users-page.tsx'), 'AdminUsersPage');
export const UserEditPage = lazyPage(() => import('../features/administration/pages/user-edit-page.tsx'), 'UserEditPage');
export const AdminCandidatesPage = lazyPage(
  () => import('../features/administration/pages/admin-candidates-page.tsx'),
  'AdminCandidatesPage',
);
export const AdminCandidatePage = lazyPage(() => import('../features/administration/pages/admin-candidate-page.tsx'), 'AdminCandidatePage');
export const MyProfilePage = lazyPage(() => import('../features/administration/pages/my-profile-page.tsx'), 'MyProfilePage');
export const RouteErrorPage = lazyPage(() => import('../features/shell/pages/route-error-page.tsx'), 'RouteErrorPage');
export const UnauthorizedPage = lazyPage(() => import('../features/shell/pages/unauthorized-page.tsx'), 'UnauthorizedPage');
