import type { Actor } from '../../platform/auth/actor.ts';
import type { ResumeInfo, SuggestedSkill } from '@talentmatch/shared/candidate-profile';
import { MESSAGING_MESSAGES } from '@talentmatch/shared/messaging';
import { NotFoundError } from '../../platform/errors.ts';
import { intakeResume } from '../candidate-profiles/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { findAttachment } from './attachments.ts';
import { authorize, can } from './policy.ts';
import type { MessagingDeps } from './messaging-deps.ts';

// ---------------------------------------------------------------------------------------------
// Attachments

/** The bytes of an attachment for a participant of one of the conversations that carry it, or an administrator. */
export async function getAttachment(deps: Pick<MessagingDeps, 'db' | 'storage'>, viewer: Actor, fileId: string) {
  const attachment = (await findAttachment(deps.db, fileId)).find((a) => can(viewer, 'read', a));
  const data = attachment ? await deps.storage.get(attachment.storageKey) : null;
  if (!attachment || !data) throw new NotFoundError(MESSAGING_MESSAGES.attachmentNotFound);
  return { data, contentType: attachment.contentType, fileName: attachment.fileName };
}

/**
 * upload-profile-attachment: a PDF or Word file from one of the candidate's conversations becomes their
 * profile resume (a new copy: text extracted, score recomputed), within the profile's resume limit.
 */
export async function attachmentToResume(
  deps: Pick<MessagingDeps, 'db' | 'storage' | 'profiles'>,
  viewer: Actor,
  input: { candidateId: string; attachmentId: string },
): Promise<{ resume: ResumeInfo; suggestedSkills: SuggestedSkill[] }> {
  authorize(viewer, 'keepAttachment', input.candidateId);
  const attachment = (await findAttachment(deps.db, input.attachmentId)).find((a) => a.candidateId === viewer.userId);
  const data = attachment ? await deps.storage.get(attachment.storageKey) : null;
  if (!attachment || !data) throw new NotFoundError(MESSAGING_MESSAGES.attachmentNotFound);
  const { resumeBytes } = (await getSiteConfiguration(deps.db)).uploadLimits;
  const resume = await intakeResume(data, attachment.fileName, 'attachmentId', {
    wrongType: MESSAGING_MESSAGES.notAResume,
    maxBytes: resumeBytes,
  });
  return deps.profiles.setResume(deps, viewer.userId, resume);
}
