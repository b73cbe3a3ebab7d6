import type { Skill } from '@talentmatch/shared/catalogues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while merging the skill.';

function mergeSkill({ id, targetId }: { id: string; targetId: string }): Promise<Skill> {
  return apiRequest<Skill>(`/api/skills/${encodeURIComponent(id)}/merge`, {
    method: 'POST',
    body: { targetId },
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
  });
}

export function useMergeSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeSkill,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalogues.allSkills() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalogues.anySkill() });
    },
  });
}
