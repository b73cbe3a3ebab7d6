import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useState } from 'react';
import { useSkills } from '../api/list-skills.ts';

export const SKILLS_FAILED = 'The skills could not be loaded. Try again later.';

/**
 * A search form's skills filter: the active catalogue, asked for when the field is first focused or hovered (at once
 * when skills are already chosen, whose chips need their names), so its options are not drawn, hidden, with the page.
 */
export function SkillsFilter(props: Omit<MultiSelectProps, 'data' | 'searchable' | 'nothingFoundMessage'>) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const skills = useSkills({ pageSize: 500, status: 'active' }, { enabled: wanted || Boolean(props.value?.length) });
  return (
    <MultiSelect
      {...props}
      searchable
      onFocus={want}
      onPointerEnter={want}
      nothingFoundMessage={skills.isFetching ? 'Loading skills…' : skills.isError ? SKILLS_FAILED : 'No skill matches'}
      data={(skills.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
    />
  );
}
