import { PROFILE_MESSAGES, tooLarge, type ResumeInfo, type SuggestedSkill } from '@talentmatch/shared/candidate-profile';
import { MESSAGING_MESSAGES } from '@talentmatch/shared/messaging';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { sniffDocumentType } from '../../platform/file-type.ts';
import { extractResumeText, UnreadableDocumentError } from '../candidate-profiles/service.ts';
import { setResume } from '../candidate-profiles/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { findAttachment } from './attachments.ts';
import { conversationAccess, type MessagingViewer } from './policy.ts';
import type { MessagingDeps } from './messaging-deps.ts';

// ---------------------------------------------------------------------------------------------
// Attachments

/** The bytes of an attachment for a participant of one of the conversations that carry it, or an administrator. */
export async function getAttachment(deps: Pick<MessagingDeps, 'db' | 'storage'>, viewer: MessagingViewer, fileId: string) {
  const attachment = (await findAttachment(deps.db, fileId)).find((a) => conversationAccess(viewer, a) !== 'none');
  const data = attachment ? await deps.storage.get(attachment.storageKey) : null;
  if (!attachment || !data) throw new NotFoundError(MESSAGING_MESSAGES.attachmentNotFound);
  return { data, contentType: attachment.contentType, fileName: attachment.fileName };
}

/**
 * upload-profile-attachment: a PDF or Word file from one of the candidate's conversations becomes their
 * profile resume (a new copy: text extracted, score recomputed), within the profile's resume limit.
 */
export async function attachmentToResume(
  deps: Pick<MessagingDeps, 'db' | 'storage'>,
  viewer: MessagingViewer,
  input: { candidateId: string; attachmentId: string },
): Promise<{ resume: ResumeInfo; suggestedSkills: SuggestedSkill[] }> {
  if (input.candidateId !== viewer.userId) throw new ForbiddenError();
  const attachment = (await findAttachment(deps.db, input.attachmentId)).find((a) => a.candidateId === viewer.userId);
  const data = attachment ? await deps.storage.get(attachment.storageKey) : null;
  if (!attachment || !data) throw new NotFoundError(MESSAGING_MESSAGES.attachmentNotFound);
  const contentType = sniffDocumentType(data);
  if (!contentType) throw new BadRequestError(MESSAGING_MESSAGES.notAResume, { attachmentId: [MESSAGING_MESSAGES.notAResume] });
  const { resumeBytes } = (await getSiteConfiguration(deps.db)).uploadLimits;
  if (data.length > resumeBytes) throw new BadRequestError(tooLarge(resumeBytes), { attachmentId: [tooLarge(resumeBytes)] });
  let text: string;
  try {
    text = await extractResumeText(data, contentType);
  } catch (error) {
    if (error instanceof UnreadableDocumentError) {
      throw new BadRequestError(PROFILE_MESSAGES.resumeUnreadable, { attachmentId: [PROFILE_MESSAGES.resumeUnreadable] });
    }
    throw error;
  }
  return setResume(deps, viewer.userId, { data, contentType, fileName: attachment.fileName, text });
}
