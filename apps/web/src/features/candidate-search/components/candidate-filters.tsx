import { Button, Card, Checkbox, Group, NativeSelect, NumberInput, Select, type SelectProps, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import classes from './candidate-filters.module.css';
import { ChoiceSelect, type ChoiceSelectProps } from '../../../components/choice-select.tsx';
import { type ListOnDemandProps, useListOnDemand } from '../../../components/list-on-demand.ts';
import { useOptions } from '../../dropdowns/index.ts';
import { useExperienceAreas } from '../../experience-areas/index.ts';
import { SkillsFilter } from '../../skills/index.ts';
import { useRankingJobs } from '../api/candidate-search.ts';
import type { SearchFields, SearchKey } from './search-fields.ts';

interface CandidateFiltersProps {
  draft: SearchFields;
  /** The results are ranked against a job (the address names one): the sort order can be chosen. */
  ranked: boolean;
  /** A field changed (not searched yet). */
  onChange: (key: SearchKey) => (value: string | null) => void;
  /** Search with these fields (the job and the sort search at once; the rest with the Search button). */
  onSearch: (fields: SearchFields) => void;
}

// Each choice list asks for its own options, so their answers, arriving one by one, redraw that input alone. The short
// fixed lists are native selects (ChoiceSelect); the job and the skills can be typed to find, and their lists are drawn
// when the reader comes to the field (useListOnDemand).

/** The filters a phone folds away until asked. */
const MORE_FILTERS: SearchKey[] = ['skills', 'experienceAreaId', 'yearsOptionId', 'educationOptionId', 'location', 'remote', 'minScore'];

function JobSelect(props: Omit<SelectProps, 'data' | ListOnDemandProps>) {
  const jobs = useRankingJobs();
  const { fieldProps } = useListOnDemand();
  const data = (jobs.data ?? []).map((j) => ({ value: j.id, label: j.status === 'open' ? j.title : `${j.title} (${j.status})` }));
  return <Select {...props} {...fieldProps} data={data} />;
}

function AreaSelect(props: Omit<ChoiceSelectProps, 'choices' | 'anyLabel'>) {
  const areas = useExperienceAreas();
  return <ChoiceSelect {...props} anyLabel="Any area" choices={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />;
}

function OptionSelect({ kind, ...props }: Omit<ChoiceSelectProps, 'choices' | 'anyLabel'> & { kind: 'years' | 'education' }) {
  const options = useOptions(kind);
  return <ChoiceSelect {...props} anyLabel="Any" choices={(options.data ?? []).map((o) => ({ value: o.id, label: o.label }))} />;
}

/**
 * The search form of employer/candidates: a job to rank against, keyword and filters. Its choices (jobs, skills,
 * areas, years, education) come with their inputs, and the results are a component of their own: an answer redraws
 * only what shows it.
 */
export function CandidateFilters({ draft, ranked, onChange: set, onSearch: apply }: CandidateFiltersProps) {
  // On a phone the filters beyond the job and the keyword fold away, so the results start on the first screen.
  const [moreShown, setMoreShown] = useState(false);
  const setCount = MORE_FILTERS.filter((key) => draft[key]).length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };
  return (
    <Card withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label="Search candidates">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <JobSelect
            label="Rank against job"
            placeholder="No job: rank by score"
            clearable
            searchable
            value={draft.jobId || null}
            onChange={(v) => {
              set('jobId')(v);
              apply({ ...draft, jobId: v ?? '' });
            }}
            style={{ flex: '1 1 240px' }}
          />
          <TextInput
            label="Keyword"
            placeholder="Headline, summary, resume, skills"
            value={draft.q}
            onChange={(e) => set('q')(e.currentTarget.value)}
            style={{ flex: '2 1 240px' }}
          />
          <Button type="submit">Search</Button>
          <Button
            variant="subtle"
            hiddenFrom="sm"
            onClick={() => setMoreShown((shown) => !shown)}
            aria-expanded={moreShown}
            aria-controls="candidate-more-filters"
          >
            {moreShown ? 'Fewer filters' : `More filters${setCount > 0 ? ` (${setCount} set)` : ''}`}
          </Button>
        </Group>
        <Group
          align="flex-end"
          gap="sm"
          wrap="wrap"
          id="candidate-more-filters"
          className={classes.more}
          data-folded={moreShown ? undefined : true}
        >
          <SkillsFilter
            label="Skills"
            clearable
            value={draft.skills ? draft.skills.split(',') : []}
            onChange={(v) => set('skills')(v.join(','))}
            style={{ flex: '1 1 220px' }}
          />
          <NativeSelect
            label="Skills must match"
            data={[
              { value: 'all', label: 'All of them' },
              { value: 'any', label: 'Any of them' },
            ]}
            value={draft.skillMode || 'all'}
            onChange={(e) => set('skillMode')(e.currentTarget.value)}
            w={150}
          />
          <AreaSelect label="Experience area" value={draft.experienceAreaId} onChange={set('experienceAreaId')} w={180} />
          <OptionSelect kind="years" label="Years at least" value={draft.yearsOptionId} onChange={set('yearsOptionId')} w={150} />
          <OptionSelect
            kind="education"
            label="Education at least"
            value={draft.educationOptionId}
            onChange={set('educationOptionId')}
            w={170}
          />
          <TextInput
            label="Location"
            placeholder="City, region or country"
            value={draft.location}
            onChange={(e) => set('location')(e.currentTarget.value)}
            w={180}
          />
          <Checkbox
            label="Open to remote"
            checked={draft.remote === 'true'}
            onChange={(e) => set('remote')(e.currentTarget.checked ? 'true' : '')}
            mb={8}
          />
          <NumberInput
            label="Minimum score"
            min={0}
            max={100}
            value={draft.minScore}
            onChange={(v) => set('minScore')(String(v ?? ''))}
            w={130}
          />
          {ranked && (
            <NativeSelect
              label="Sort by"
              data={[
                { value: 'match', label: 'Match' },
                { value: 'score', label: 'Score' },
              ]}
              value={draft.sort || 'match'}
              onChange={(e) => {
                const sort = e.currentTarget.value;
                set('sort')(sort);
                apply({ ...draft, sort });
              }}
              w={110}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
