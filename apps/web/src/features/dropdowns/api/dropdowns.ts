import type { Dropdown, DropdownCreateBody, DropdownOption, DropdownOptionUpdateBody } from '@talentmatch/shared/catalogues';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FETCH = 'An error occurred while fetching the dropdowns.';
const SAVE = 'An error occurred while saving the dropdown option.';

/** GET api/dropdown/all (administrator). */
function getAllDropdowns(): Promise<Dropdown[]> {
  return apiRequest<Dropdown[]>('/api/dropdown/all', { defaultMessage: FETCH });
}

export function useAllDropdowns() {
  return useQuery({ queryKey: queryKeys.catalogues.dropdowns(), queryFn: getAllDropdowns });
}

/** GET api/options/degree|years|education: the active options offered for new records. */
function getOptions(kind: 'degree' | 'years' | 'education'): Promise<DropdownOption[]> {
  return apiRequest<DropdownOption[]>(`/api/options/${kind}`, { defaultMessage: FETCH });
}

export function useOptions(kind: 'degree' | 'years' | 'education') {
  return useQuery({ queryKey: queryKeys.catalogues.options(kind), queryFn: () => getOptions(kind), staleTime: 60_000 });
}

/** POST api/dropdown/ */
function createDropdownOption(body: DropdownCreateBody): Promise<DropdownOption> {
  return apiRequest<DropdownOption>('/api/dropdown/', { method: 'POST', body, errorPrefix: SAVE, defaultMessage: SAVE });
}

/** PUT api/dropdown/option */
function updateDropdownOption(body: DropdownOptionUpdateBody): Promise<DropdownOption> {
  return apiRequest<DropdownOption>('/api/dropdown/option', { method: 'PUT', body, errorPrefix: SAVE, defaultMessage: SAVE });
}

function useDropdownMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalogues.dropdowns() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalogues.allOptions() });
    },
  });
}

export const useCreateDropdownOption = () => useDropdownMutation(createDropdownOption);
export const useUpdateDropdownOption = () => useDropdownMutation(updateDropdownOption);
