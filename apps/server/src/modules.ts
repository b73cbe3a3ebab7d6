import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from './platform/context.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminCompanyRoutes } from './modules/administration/company-routes.ts';
import { administrationRoutes } from './modules/administration/routes.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { apiV1Routes } from './modules/api-v1/routes.ts';
import { runAcceptedFeedbackSweep } from './modules/applications/feedback-sweep.ts';
import { candidateCountsByJob, applicationsAs } from './modules/applications/queries.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { moveToInterviewStage, type PipelineAfterEffects } from './modules/applications/service.ts';
import type { DirectoryVerifierOptions } from './modules/auth/directory-login.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { benefitRoutes } from './modules/benefits/routes.ts';
import { listCompanyBenefits, replaceCompanyBenefits } from './modules/benefits/service.ts';
import { candidateProfileRoutes } from './modules/candidate-profiles/routes.ts';
import { candidateScoreRoutes } from './modules/candidate-profiles/score-routes.ts';
import { areaPositionCount, skillHolderCount } from './modules/candidate-profiles/queries.ts';
import { createCandidateProfiles } from './modules/candidate-profiles/service.ts';
import type { ScoreInputReaders } from './modules/candidate-score/service.ts';
import { candidateSearchRoutes } from './modules/candidate-search/routes.ts';
import { createShortlistKeeper } from './modules/candidate-search/shortlist.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { createCompanyProfiles } from './modules/companies/service.ts';
import { dataExportRoutes } from './modules/data-export/routes.ts';
import { defineDataExportJobs } from './modules/data-export/service.ts';
import { dropdownRoutes } from './modules/dropdowns/routes.ts';
import { emailOutboxRoutes } from './modules/email-outbox/routes.ts';
import { defineAnnouncementJob } from './modules/email-templates/announcements.ts';
import { emailTemplateRoutes } from './modules/email-templates/routes.ts';
import { experienceAreaRoutes } from './modules/experience-areas/routes.ts';
import { createAreaService } from './modules/experience-areas/service.ts';
import { approvedFeedbackRatings } from './modules/feedback/index.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { defineFeedbackJobs } from './modules/feedback/scheduler.ts';
import { runFeedbackReminders } from './modules/feedback/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { countSeatsInUse } from './modules/hiring-team/service.ts';
import { hiringTeamRoutes } from './modules/hiring-team/routes.ts';
import { defineInterviewReminderJob } from './modules/interviews/reminders.ts';
import { interviewRoutes } from './modules/interviews/routes.ts';
import type { InterviewAfterEffects } from './modules/interviews/service.ts';
import { jobAlertRoutes } from './modules/job-alerts/routes.ts';
import { jobSearchRoutes } from './modules/job-search/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { defineJobLifecycleJobs } from './modules/jobs/scheduler.ts';
import { countOpenJobs, type JobDeps, moveJobSkillsOnMerge, refreshCompanyJobSearchDocuments } from './modules/jobs/service.ts';
import { messageTemplateRoutes } from './modules/message-templates/routes.ts';
import { liveEventRoutes } from './modules/messaging/live-routes.ts';
import { defineNewMessageEmailJob } from './modules/messaging/new-message-emails.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { publicBoardRoutes } from './modules/public-board/routes.ts';
import { defineReportRollupJob } from './modules/reports/rollup.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { scoreMessageRoutes } from './modules/score-messages/routes.ts';
import { siteConfigRoutes } from './modules/site-config/routes.ts';
import { skillRoutes } from './modules/skills/routes.ts';
import { createSkillService } from './modules/skills/service.ts';
import { createSubscriptionModule } from './modules/subscriptions/module.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { surveyRoutes } from './modules/surveys/routes.ts';
import { completedTrainingCount } from './modules/training/queries.ts';
import { trainingRoutes } from './modules/training/routes.ts';
import { createTrainingService } from './modules/training/service.ts';
import { userRoutes } from './modules/users/routes.ts';
import { defineWebhookJobs } from './modules/webhooks/delivery.ts';
import { createWebhookEvents } from './modules/webhooks/events.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';

/**
 * The composition root (docs/architecture.md, "Composition"): each module gets what it needs from other modules
 * here, as the dependencies its type names, and every after-effect that crosses modules is a plain call listed here.
 * Nothing is filled in later: a module built here has all it needs.
 */

/** The candidate score's inputs that training and feedback own (they import the candidate profiles). */
export const scoreInputs: ScoreInputReaders = {
  trainingCompleted: completedTrainingCount,
  feedbackRatings: approvedFeedbackRatings,
};

export async function buildModules(ctx: AppContext, log: FastifyBaseLogger) {
  const { db } = ctx;
  const webhooks = createWebhookEvents(ctx);
  const candidateProfiles = createCandidateProfiles(scoreInputs);
  const skills = createSkillService({
    holderCount: skillHolderCount,
    // the candidates' holdings (their scores recomputed), then the jobs' requirements
    afterMerge: async (tx, sourceId, targetId) => {
      await candidateProfiles.moveCandidateSkillsOnMerge(tx, sourceId, targetId);
      await moveJobSkillsOnMerge(tx, sourceId, targetId);
    },
  });
  const areas = createAreaService({ positionCount: areaPositionCount });
  const companyProfiles = createCompanyProfiles({
    benefits: { list: listCompanyBenefits, replace: replaceCompanyBenefits },
    // the company name is part of every job's search document
    afterRename: refreshCompanyJobSearchDocuments,
  });
  const jobs: JobDeps = {
    db,
    plans: ctx.config.payments.plans,
    candidateCounts: candidateCountsByJob,
    afterStatusChange: webhooks.jobStatusChanged,
  };
  const pipeline: PipelineAfterEffects = { afterStep: webhooks.pipelineStep };
  const interviews: InterviewAfterEffects = {
    afterScheduled: webhooks.interviewScheduled,
    // a picked time moves the application to its interview stage, through the pipeline's own steps
    afterConfirmed: (input) => moveToInterviewStage({ ...ctx, ...pipeline }, input),
  };
  const training = createTrainingService({ profiles: candidateProfiles });
  const messaging = { applications: applicationsAs, profiles: candidateProfiles };
  const subscriptions = await createSubscriptionModule(ctx, log, {
    openJobs: (companyId) => countOpenJobs(db, companyId),
    seats: (companyId) => countSeatsInUse(db, companyId),
  });
  const shortlists = createShortlistKeeper({ db, log, jobs: ctx.jobs });

  // recurring and queued work (main.ts starts the workers)
  defineJobLifecycleJobs(ctx.jobs, { ...jobs, log });
  defineFeedbackJobs(ctx.jobs, {
    log,
    sweeps: [
      { name: 'accepted-applications', run: (now) => runAcceptedFeedbackSweep(db, now) },
      { name: 'reminders', run: (now) => runFeedbackReminders(ctx, now) },
    ],
  });
  defineNewMessageEmailJob(ctx.jobs, ctx, log);
  defineAnnouncementJob(ctx.jobs, ctx);
  defineDataExportJobs(ctx.jobs, ctx);
  defineReportRollupJob(ctx.jobs, { db, log });
  defineInterviewReminderJob(ctx.jobs, { ...ctx, log }, ctx.config.interviewReminderSweepSeconds);
  defineWebhookJobs(ctx);

  return {
    candidateProfiles,
    skills,
    areas,
    companyProfiles,
    jobs,
    pipeline,
    interviews,
    training,
    messaging,
    subscriptions,
    shortlists,
  };
}
export type Modules = Awaited<ReturnType<typeof buildModules>>;

/** Every module's routes, under one Fastify scope, each given what it needs. */
export async function registerModuleRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  modules: Modules,
  options: { directoryLogin?: DirectoryVerifierOptions },
) {
  await healthRoutes(api, ctx);
  await siteConfigRoutes(api, ctx);
  await authRoutes(api, ctx, { directory: options.directoryLogin });
  await accountRoutes(api, ctx);
  await dataExportRoutes(api, ctx);
  await userRoutes(api, ctx);
  await companyRoutes(api, ctx, modules.companyProfiles);
  await hiringTeamRoutes(api, ctx);
  await adminCompanyRoutes(api, ctx, { ...modules.subscriptions.deps, companyProfiles: modules.companyProfiles });
  await benefitRoutes(api, ctx);
  await skillRoutes(api, ctx, modules.skills);
  await experienceAreaRoutes(api, ctx, modules.areas);
  await dropdownRoutes(api, ctx);
  await scoreMessageRoutes(api, ctx);
  await candidateProfileRoutes(api, ctx, modules.candidateProfiles);
  await candidateScoreRoutes(api, ctx, modules.candidateProfiles);
  await jobSearchRoutes(api, ctx);
  await candidateSearchRoutes(api, ctx, modules.shortlists);
  await subscriptionRoutes(api, ctx, modules.subscriptions);
  await jobRoutes(api, ctx, modules.jobs);
  await publicBoardRoutes(api, ctx);
  await jobAlertRoutes(api, ctx);
  await messagingRoutes(api, ctx, modules.messaging);
  await liveEventRoutes(api, ctx);
  await notificationRoutes(api, ctx);
  await messageTemplateRoutes(api, ctx);
  await applicationRoutes(api, { ...ctx, ...modules.pipeline });
  await interviewRoutes(api, { ...ctx, ...modules.interviews });
  await trainingRoutes(api, ctx, modules.training);
  await feedbackRoutes(api, { ...ctx, profiles: modules.candidateProfiles });
  await surveyRoutes(api, ctx);
  await administrationRoutes(api, ctx);
  await reportRoutes(api, ctx);
  await emailOutboxRoutes(api, ctx);
  await emailTemplateRoutes(api, ctx);
  await apiKeyRoutes(api, ctx);
  await apiV1Routes(api, { ...ctx, ...modules.pipeline }, modules.jobs);
  await webhookRoutes(api, ctx);
}
