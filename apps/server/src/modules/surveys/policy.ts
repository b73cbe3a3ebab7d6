import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import type { SurveyAudience } from '@talentmatch/shared/surveys';
import { audiencesFor } from './survey-rows.ts';

export const { can } = definePolicy({
  /** Administrators preview any survey (drafts and closed ones too) and answer none. */
  preview: (actor) => isAdmin(actor),
  /** A survey is answered by the role it asks (candidates, employers or both). */
  answer: (actor, survey: { audience: SurveyAudience }) => audiencesFor(actor.roles).includes(survey.audience),
});
