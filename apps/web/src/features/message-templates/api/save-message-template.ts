import type { MessageTemplate, MessageTemplateList } from '@talentmatch/shared/hiring';
import type { MessageTemplateBody } from '@talentmatch/shared/hiring-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const SAVE_TEMPLATE_ERROR = 'An error occurred while saving the message template.';

/** PUT api/message/template (administrators): one template's subject and body. */
function saveMessageTemplate(body: MessageTemplateBody): Promise<MessageTemplate> {
  return apiRequest<MessageTemplate>('/api/message/template', {
    method: 'PUT',
    body,
    errorPrefix: SAVE_TEMPLATE_ERROR,
    defaultMessage: SAVE_TEMPLATE_ERROR,
  });
}

export function useSaveMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessageTemplate,
    onSuccess: (saved) =>
      queryClient.setQueryData<MessageTemplateList>(queryKeys.messageTemplates.all(), (list) =>
        list ? { ...list, templates: list.templates.map((t) => (t.type === saved.type ? saved : t)) } : list,
      ),
  });
}
