import type { MessageTemplateList } from '@talentmatch/shared/hiring';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/message/template (administrators): the hiring-step templates and the placeholders they may use. */
function getMessageTemplates(): Promise<MessageTemplateList> {
  return apiRequest<MessageTemplateList>('/api/message/template', {
    defaultMessage: 'An error occurred while fetching the message templates.',
  });
}

export function useMessageTemplates() {
  return useQuery({ queryKey: queryKeys.messageTemplates.all(), queryFn: getMessageTemplates });
}
