import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { type ListOnDemandProps, useListOnDemand } from '../../../components/list-on-demand.ts';
import { useSkills } from '../api/list-skills.ts';

export const SKILLS_FAILED = 'The skills could not be loaded. Try again later.';

/**
 * A search form's skills filter: the active catalogue, asked for, and its list drawn, when the field is first focused or
 * hovered (the catalogue at once when skills are already chosen, whose chips need their names).
 */
export function SkillsFilter(props: Omit<MultiSelectProps, 'data' | 'searchable' | 'nothingFoundMessage' | ListOnDemandProps>) {
  const { wanted, fieldProps } = useListOnDemand();
  const skills = useSkills({ pageSize: 500, status: 'active' }, { enabled: wanted || Boolean(props.value?.length) });
  return (
    <MultiSelect
      {...props}
      searchable
      {...fieldProps}
      nothingFoundMessage={skills.isFetching ? 'Loading skills…' : skills.isError ? SKILLS_FAILED : 'No skill matches'}
      data={(skills.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
    />
  );
}
