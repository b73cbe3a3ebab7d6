import type { Skill, SkillBody } from '@talentmatch/shared/catalogues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while saving the skill.';

/** POST api/skills (no id) or PUT api/skills/{id}. */
function saveSkill({ id, body }: { id?: string; body: SkillBody }): Promise<Skill> {
  return apiRequest<Skill>(id ? `/api/skills/${encodeURIComponent(id)}` : '/api/skills', {
    method: id ? 'PUT' : 'POST',
    body,
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
  });
}

export function useSaveSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSkill,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalogues.allSkills() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalogues.anySkill() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalogues.skillCategories() });
    },
  });
}
