/**
 * The signed-in area's chunk: its layout and the loaders of its pages. A page of the area is imported from here, after
 * the layout, so the bundler knows what the layout has loaded already and does not split it out of the layout's chunk
 * into small files shared with the page.
 */
export { AuthorizedLayout } from './layouts/authorized-layout.tsx';

export const signedInPages = {
  SettingsPage: () => import('../features/account/pages/settings-page.tsx').then((m) => m.SettingsPage),
  NotificationsPage: () => import('../features/notifications/pages/notifications-page.tsx').then((m) => m.NotificationsPage),
  WelcomePage: () => import('../features/auth/pages/welcome-page.tsx').then((m) => m.WelcomePage),
  AdminBusinessReportPage: () => import('../features/reports/pages/admin-business-report-page.tsx').then((m) => m.AdminBusinessReportPage),
  AdminMarketingReportPage: () =>
    import('../features/reports/pages/admin-marketing-report-page.tsx').then((m) => m.AdminMarketingReportPage),
  AdminDashboardPage: () => import('../features/dashboards/pages/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage),
  EmployerDashboardPage: () => import('../features/dashboards/pages/employer-dashboard-page.tsx').then((m) => m.EmployerDashboardPage),
  MyApplicationsPage: () => import('../features/applications/pages/my-applications-page.tsx').then((m) => m.MyApplicationsPage),
  JobCandidatesPage: () => import('../features/applications/pages/job-candidates-page.tsx').then((m) => m.JobCandidatesPage),
  AdminMessageTemplatesPage: () =>
    import('../features/message-templates/pages/admin-message-templates-page.tsx').then((m) => m.AdminMessageTemplatesPage),
  AdminJobPage: () => import('../features/jobs/pages/admin-job-page.tsx').then((m) => m.AdminJobPage),
  AdminJobsPage: () => import('../features/jobs/pages/admin-jobs-page.tsx').then((m) => m.AdminJobsPage),
  EmployerJobPage: () => import('../features/jobs/pages/employer-job-page.tsx').then((m) => m.EmployerJobPage),
  EmployerJobsPage: () => import('../features/jobs/pages/employer-jobs-page.tsx').then((m) => m.EmployerJobsPage),
  JobCreatePage: () => import('../features/jobs/pages/job-form-page.tsx').then((m) => m.JobCreatePage),
  JobUpdatePage: () => import('../features/jobs/pages/job-form-page.tsx').then((m) => m.JobUpdatePage),
  AdminBenefitsManagePage: () => import('../features/benefits/pages/admin-benefits-manage-page.tsx').then((m) => m.AdminBenefitsManagePage),
  AdminBenefitsPage: () => import('../features/benefits/pages/admin-benefits-page.tsx').then((m) => m.AdminBenefitsPage),
  AdminEmailsPage: () => import('../features/email-outbox/pages/admin-emails-page.tsx').then((m) => m.AdminEmailsPage),
  AdminCompaniesPage: () => import('../features/companies/pages/admin-companies-page.tsx').then((m) => m.AdminCompaniesPage),
  AdminCompanyPage: () => import('../features/companies/pages/admin-company-page.tsx').then((m) => m.AdminCompanyPage),
  AdminEmployersPage: () => import('../features/companies/pages/admin-employers-page.tsx').then((m) => m.AdminEmployersPage),
  EmployerCompanyPage: () => import('../features/companies/pages/employer-company-page.tsx').then((m) => m.EmployerCompanyPage),
  ProfileFormPage: () => import('../features/candidate-profiles/pages/profile-form-page.tsx').then((m) => m.ProfileFormPage),
  ProfilePage: () => import('../features/candidate-profiles/pages/profile-page.tsx').then((m) => m.ProfilePage),
  ResumeUploadPage: () => import('../features/candidate-profiles/pages/resume-upload-page.tsx').then((m) => m.ResumeUploadPage),
  CandidateScoreDashboardPage: () =>
    import('../features/candidate-score/pages/candidate-score-dashboard-page.tsx').then((m) => m.CandidateScoreDashboardPage),
  EmployerScoreHistoryPage: () =>
    import('../features/candidate-score/pages/employer-score-history-page.tsx').then((m) => m.EmployerScoreHistoryPage),
  CandidateDetailPage: () => import('../features/candidate-search/pages/candidate-detail-page.tsx').then((m) => m.CandidateDetailPage),
  CandidateSearchPage: () => import('../features/candidate-search/pages/candidate-search-page.tsx').then((m) => m.CandidateSearchPage),
  JobBoardPage: () => import('../features/job-search/pages/job-board-page.tsx').then((m) => m.JobBoardPage),
  JobPostingPage: () => import('../features/job-search/pages/job-posting-page.tsx').then((m) => m.JobPostingPage),
  AdminDropdownsPage: () => import('../features/dropdowns/pages/admin-dropdowns-page.tsx').then((m) => m.AdminDropdownsPage),
  AdminExperienceFormPage: () =>
    import('../features/experience-areas/pages/admin-experience-form-page.tsx').then((m) => m.AdminExperienceFormPage),
  AdminExperiencesPage: () => import('../features/experience-areas/pages/admin-experiences-page.tsx').then((m) => m.AdminExperiencesPage),
  CandidateExperiencesPage: () =>
    import('../features/candidate-profiles/pages/candidate-experiences-page.tsx').then((m) => m.CandidateExperiencesPage),
  AdminScoreMessagesPage: () =>
    import('../features/score-messages/pages/admin-score-messages-page.tsx').then((m) => m.AdminScoreMessagesPage),
  AddSkillPage: () => import('../features/skills/pages/add-skill-page.tsx').then((m) => m.AddSkillPage),
  AdminCandidateSkillPage: () => import('../features/skills/pages/admin-candidate-skill-page.tsx').then((m) => m.AdminCandidateSkillPage),
  AdminSkillCreatePage: () => import('../features/skills/pages/admin-skill-create-page.tsx').then((m) => m.AdminSkillCreatePage),
  AdminSkillPage: () => import('../features/skills/pages/admin-skill-page.tsx').then((m) => m.AdminSkillPage),
  AdminSkillsPage: () => import('../features/skills/pages/admin-skills-page.tsx').then((m) => m.AdminSkillsPage),
  AddPaymentPage: () => import('../features/subscriptions/pages/add-payment-page.tsx').then((m) => m.AddPaymentPage),
  CreateSubscriptionPage: () =>
    import('../features/subscriptions/pages/create-subscription-page.tsx').then((m) => m.CreateSubscriptionPage),
  DemoCheckoutPage: () => import('../features/subscriptions/pages/demo-checkout-page.tsx').then((m) => m.DemoCheckoutPage),
  DemoPortalPage: () => import('../features/subscriptions/pages/demo-portal-page.tsx').then((m) => m.DemoPortalPage),
  EmployerSubscriptionPage: () =>
    import('../features/subscriptions/pages/employer-subscription-page.tsx').then((m) => m.EmployerSubscriptionPage),
  AdminEmailTemplatesPage: () =>
    import('../features/email-templates/pages/admin-email-templates-page.tsx').then((m) => m.AdminEmailTemplatesPage),
  AdminEmailTemplateCreatePage: () =>
    import('../features/email-templates/pages/admin-email-template-create-page.tsx').then((m) => m.AdminEmailTemplateCreatePage),
  AdminEmailTemplateEditPage: () =>
    import('../features/email-templates/pages/admin-email-template-edit-page.tsx').then((m) => m.AdminEmailTemplateEditPage),
  AdminSiteConfigurationPage: () =>
    import('../features/site-config/pages/admin-site-configuration-page.tsx').then((m) => m.AdminSiteConfigurationPage),
  AdminMessagesPage: () => import('../features/messaging/pages/admin-messages-page.tsx').then((m) => m.AdminMessagesPage),
  MessagesPage: () => import('../features/messaging/pages/messages-page.tsx').then((m) => m.MessagesPage),
  AdminTrainingPage: () => import('../features/training/pages/admin-training-page.tsx').then((m) => m.AdminTrainingPage),
  AdminTrainingManagePage: () => import('../features/training/pages/admin-training-manage-page.tsx').then((m) => m.AdminTrainingManagePage),
  AdminTrainingFormPage: () => import('../features/training/pages/admin-training-form-page.tsx').then((m) => m.AdminTrainingFormPage),
  AdminTrainingViewPage: () => import('../features/training/pages/admin-training-view-page.tsx').then((m) => m.AdminTrainingViewPage),
  MyTrainingPage: () => import('../features/training/pages/my-training-page.tsx').then((m) => m.MyTrainingPage),
  TrainingLibraryPage: () => import('../features/training/pages/training-library-page.tsx').then((m) => m.TrainingLibraryPage),
  TrainingViewPage: () => import('../features/training/pages/training-view-page.tsx').then((m) => m.TrainingViewPage),
  TrainingReportPage: () => import('../features/training/pages/training-report-page.tsx').then((m) => m.TrainingReportPage),
  EmployerFeedbackPage: () => import('../features/feedback/pages/employer-feedback-page.tsx').then((m) => m.EmployerFeedbackPage),
  EmployerInterviewsPage: () => import('../features/interviews/pages/employer-interviews-page.tsx').then((m) => m.EmployerInterviewsPage),
  EmployerPendingFeedbackPage: () =>
    import('../features/feedback/pages/employer-pending-feedback-page.tsx').then((m) => m.EmployerPendingFeedbackPage),
  FeedbackCreatePage: () => import('../features/feedback/pages/feedback-create-page.tsx').then((m) => m.FeedbackCreatePage),
  AdminFeedbackPage: () => import('../features/feedback/pages/admin-feedback-page.tsx').then((m) => m.AdminFeedbackPage),
  AdminFeedbackReviewPage: () => import('../features/feedback/pages/admin-feedback-review-page.tsx').then((m) => m.AdminFeedbackReviewPage),
  AdminCandidateFeedbackPage: () =>
    import('../features/feedback/pages/admin-candidate-feedback-page.tsx').then((m) => m.AdminCandidateFeedbackPage),
  SurveyPage: () => import('../features/surveys/pages/survey-page.tsx').then((m) => m.SurveyPage),
  AdminSurveysPage: () => import('../features/surveys/pages/admin-surveys-page.tsx').then((m) => m.AdminSurveysPage),
  AdminSurveyFormPage: () => import('../features/surveys/pages/admin-survey-form-page.tsx').then((m) => m.AdminSurveyFormPage),
  AdminSurveyResultsPage: () => import('../features/surveys/pages/admin-survey-results-page.tsx').then((m) => m.AdminSurveyResultsPage),
  AdminUsersPage: () => import('../features/administration/pages/admin-users-page.tsx').then((m) => m.AdminUsersPage),
  UserEditPage: () => import('../features/administration/pages/user-edit-page.tsx').then((m) => m.UserEditPage),
  AdminCandidatesPage: () => import('../features/administration/pages/admin-candidates-page.tsx').then((m) => m.AdminCandidatesPage),
  AdminCandidatePage: () => import('../features/administration/pages/admin-candidate-page.tsx').then((m) => m.AdminCandidatePage),
  MyProfilePage: () => import('../features/administration/pages/my-profile-page.tsx').then((m) => m.MyProfilePage),
};

export type SignedInPageName = keyof typeof signedInPages;
