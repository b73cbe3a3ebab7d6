import { required } from '@talentmatch/shared/required';
import type { ExperienceArea, ExperienceAreaBody } from '@talentmatch/shared/catalogues';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function listExperienceAreas(): Promise<ExperienceArea[]> {
  return apiRequest<ExperienceArea[]>('/api/experience-areas', { defaultMessage: 'An error occurred while fetching experience areas.' });
}

export function useExperienceAreas() {
  return useQuery({ queryKey: queryKeys.catalogues.areas(), queryFn: listExperienceAreas });
}

function getExperienceArea(id: string): Promise<ExperienceArea> {
  return apiRequest<ExperienceArea>(`/api/experience-areas/${encodeURIComponent(id)}`, {
    defaultMessage: 'An error occurred while fetching the experience area.',
  });
}

export function useExperienceArea(id: string | undefined) {
  return useQuery({ queryKey: queryKeys.catalogues.area(id ?? ''), queryFn: () => getExperienceArea(required(id)), enabled: Boolean(id) });
}

const SAVE = 'An error occurred while saving the experience area.';

function saveExperienceArea({ id, body }: { id?: string; body: ExperienceAreaBody }): Promise<ExperienceArea> {
  return apiRequest<ExperienceArea>(id ? `/api/experience-areas/${encodeURIComponent(id)}` : '/api/experience-areas', {
    method: id ? 'PUT' : 'POST',
    body,
    errorPrefix: SAVE,
    defaultMessage: SAVE,
  });
}

export function useSaveExperienceArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExperienceArea,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalogues.areas() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalogues.anyArea() });
    },
  });
}
