import { Button, Card, Checkbox, Group, MultiSelect, NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useOptions } from '../../dropdowns/index.ts';
import { useExperienceAreas } from '../../experiences/index.ts';
import { useSkills } from '../../skills/index.ts';
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

/**
 * The search form of employer/candidates: a job to rank against, keyword and filters. It asks for its own choices
 * (jobs, skills, areas, years, education), so each answer redraws the form only, not the results.
 */
export function CandidateFilters({ draft, ranked, onChange: set, onSearch: apply }: CandidateFiltersProps) {
  const jobs = useRankingJobs();
  const skills = useSkills({ pageSize: 500, status: 'active' });
  const areas = useExperienceAreas();
  const years = useOptions('years');
  const education = useOptions('education');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };
  return (
    <Card withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label="Search candidates">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Rank against job"
            placeholder="No job: rank by score"
            clearable
            searchable
            data={(jobs.data ?? []).map((j) => ({ value: j.id, label: j.status === 'open' ? j.title : `${j.title} (${j.status})` }))}
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
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MultiSelect
            label="Skills"
            searchable
            clearable
            data={(skills.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={draft.skills ? draft.skills.split(',') : []}
            onChange={(v) => set('skills')(v.join(','))}
            style={{ flex: '1 1 220px' }}
          />
          <SegmentedControl
            aria-label="Skills must match"
            data={[
              { value: 'all', label: 'All' },
              { value: 'any', label: 'Any' },
            ]}
            value={draft.skillMode || 'all'}
            onChange={set('skillMode')}
          />
          <Select
            label="Experience area"
            clearable
            data={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            value={draft.experienceAreaId || null}
            onChange={set('experienceAreaId')}
            w={180}
          />
          <Select
            label="Years at least"
            clearable
            data={(years.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
            value={draft.yearsOptionId || null}
            onChange={set('yearsOptionId')}
            w={150}
          />
          <Select
            label="Education at least"
            clearable
            data={(education.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
            value={draft.educationOptionId || null}
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
            <Select
              label="Sort by"
              data={[
                { value: 'match', label: 'Match' },
                { value: 'score', label: 'Score' },
              ]}
              value={draft.sort || 'match'}
              onChange={(v) => {
                set('sort')(v);
                apply({ ...draft, sort: v ?? '' });
              }}
              w={110}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
