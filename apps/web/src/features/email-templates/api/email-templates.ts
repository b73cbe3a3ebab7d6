import type { Announcement, AnnouncementAudience, EmailPreview, EmailTemplate } from '@talentmatch/shared/email-templates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';

const emailTemplateKeys = {
  all: () => ['email-templates'] as const,
  one: (id: string) => ['email-templates', id] as const,
  preview: (id: string, subject: string, body: string) => ['email-templates', id, 'preview', subject, body] as const,
  announcements: (id: string) => ['email-templates', id, 'announcements'] as const,
};

const SAVE_ERROR = 'An error occurred while saving the email template.';

/** GET api/email-templates (administrators). */
export function useEmailTemplates() {
  return useQuery({
    queryKey: emailTemplateKeys.all(),
    queryFn: () =>
      apiRequest<EmailTemplate[]>('/api/email-templates', { defaultMessage: 'An error occurred while fetching the email templates.' }),
  });
}

/** GET api/email-templates/{id}. */
export function useEmailTemplate(id: string) {
  return useQuery({
    queryKey: emailTemplateKeys.one(id),
    queryFn: () =>
      apiRequest<EmailTemplate>(`/api/email-templates/${encodeURIComponent(id)}`, {
        defaultMessage: 'An error occurred while fetching the email template.',
      }),
  });
}

/** POST api/email-templates/{id}/preview: the unsaved text rendered with sample values. */
export function useEmailPreview(id: string, subject: string, body: string, enabled: boolean) {
  return useQuery({
    queryKey: emailTemplateKeys.preview(id, subject, body),
    queryFn: () =>
      apiRequest<EmailPreview>(`/api/email-templates/${encodeURIComponent(id)}/preview`, {
        method: 'POST',
        body: { subject, body },
        errorPrefix: 'The preview could not be made.',
        defaultMessage: 'The preview could not be made.',
      }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useInvalidate(id?: string) {
  const queryClient = useQueryClient();
  return async (saved?: EmailTemplate) => {
    if (saved) queryClient.setQueryData(emailTemplateKeys.one(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: emailTemplateKeys.all(), exact: true });
    if (id) await queryClient.invalidateQueries({ queryKey: emailTemplateKeys.announcements(id) });
  };
}

/** PUT api/email-templates/{id}. */
export function useSaveEmailTemplate(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { subject: string; body: string }) =>
      apiRequest<EmailTemplate>(`/api/email-templates/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        errorPrefix: SAVE_ERROR,
        defaultMessage: SAVE_ERROR,
      }),
    onSuccess: invalidate,
  });
}

/** POST api/email-templates/{id}/reset: the built-in text back. */
export function useResetEmailTemplate(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      apiRequest<EmailTemplate>(`/api/email-templates/${encodeURIComponent(id)}/reset`, {
        method: 'POST',
        defaultMessage: 'An error occurred while resetting the email template.',
      }),
    onSuccess: invalidate,
  });
}

/** POST api/email-templates/{id}/test: the preview mailed to me. */
export function useSendTestEmail(id: string) {
  return useMutation({
    mutationFn: (body: { subject: string; body: string }) =>
      apiRequest<{ to: string }>(`/api/email-templates/${encodeURIComponent(id)}/test`, {
        method: 'POST',
        body,
        errorPrefix: 'The test email could not be sent.',
        defaultMessage: 'The test email could not be sent.',
      }),
  });
}

/** POST api/email-templates: a new announcement template. */
export function useCreateAnnouncementTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { name: string; subject: string; body: string }) =>
      apiRequest<EmailTemplate>('/api/email-templates', {
        method: 'POST',
        body,
        errorPrefix: 'An error occurred while creating the announcement.',
        defaultMessage: 'An error occurred while creating the announcement.',
      }),
    onSuccess: invalidate,
  });
}

/** DELETE api/email-templates/{id} (announcements only). */
export function useDeleteAnnouncementTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<void>(`/api/email-templates/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        defaultMessage: 'An error occurred while deleting the announcement.',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplateKeys.all(), exact: true }),
  });
}

/** GET api/email-templates/{id}/announcements: the sendings with their progress (polled while one runs). */
export function useAnnouncements(id: string, enabled: boolean) {
  return useQuery({
    queryKey: emailTemplateKeys.announcements(id),
    queryFn: () =>
      apiRequest<Announcement[]>(`/api/email-templates/${encodeURIComponent(id)}/announcements`, {
        defaultMessage: 'An error occurred while fetching the sendings.',
      }),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((a) => a.status === 'queued' || a.status === 'running') ? 1500 : false),
  });
}

/** POST api/email-templates/{id}/announcements: send to an audience in the background. */
export function useSendAnnouncement(id: string) {
  const invalidate = useInvalidate(id);
  return useMutation({
    mutationFn: (audience: AnnouncementAudience) =>
      apiRequest<Announcement>(`/api/email-templates/${encodeURIComponent(id)}/announcements`, {
        method: 'POST',
        body: { audience },
        errorPrefix: 'The announcement could not be sent.',
        defaultMessage: 'The announcement could not be sent.',
      }),
    onSuccess: () => invalidate(),
  });
}
