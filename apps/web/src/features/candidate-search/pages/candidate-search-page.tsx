import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Pagination,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { countOf } from '../../../lib/format-count.ts';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/http-client.ts';
import { useOptions } from '../../dropdowns/index.ts';
import { useExperienceAreas } from '../../experiences/index.ts';
import { matchColor } from '../../../lib/match-color.ts';
import { MatchBreakdownList } from '../../job-board/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { InviteButton } from '../components/invite-button.tsx';
import { MessageButton } from '../../messaging/index.ts';
import { useSkills } from '../../skills/index.ts';
import { useCandidateSearch, useRankingJobs } from '../api/candidate-search.ts';

const PAGE_SIZE = 10;
const KEYS = [
  'q',
  'skills',
  'skillMode',
  'experienceAreaId',
  'yearsOptionId',
  'educationOptionId',
  'location',
  'remote',
  'minScore',
  'jobId',
  'sort',
] as const;
type Key = (typeof KEYS)[number];

/** employer/candidates: filters, a job to rank against, results with match and breakdown, paging. */
export function CandidateSearchPage() {
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k) ?? '';
  const [draft, setDraft] = useState(() => Object.fromEntries(KEYS.map((k) => [k, get(k)])) as Record<Key, string>);
  const [open, setOpen] = useState<string | null>(null);
  const page = Number(get('page') || 1);
  const results = useCandidateSearch({ ...Object.fromEntries(KEYS.map((k) => [k, get(k)])), page, pageSize: PAGE_SIZE });
  const jobs = useRankingJobs();
  const skills = useSkills({ pageSize: 500, status: 'active' });
  const areas = useExperienceAreas();
  const years = useOptions('years');
  const education = useOptions('education');

  const apply = (next: Record<string, string>, nextPage = 1) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
    if (nextPage > 1) p.set('page', String(nextPage));
    setParams(p);
  };
  const set = (k: Key) => (v: string | null) => setDraft((d) => ({ ...d, [k]: v ?? '' }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };
  const jobId = get('jobId');

  return (
    <>
      <PageHeader
        title="Candidates"
        description="Find candidates by keyword and filters, ranked by how well they match one of your jobs."
      />
      <Stack gap="lg">
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
              {jobId && (
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
        {results.isPending ? (
          <Skeleton h={300} />
        ) : results.isError ? (
          <Text c="red">{errorMessage(results.error, 'An error occurred while searching candidates.')}</Text>
        ) : (
          <section aria-label="Candidates found">
            <Text size="sm" c="dimmed" mb="xs" data-testid="candidate-total">
              {countOf(results.data.totalRecords, 'candidate', { estimate: results.data.totalIsEstimate })}
              {results.data.job ? `, ranked by match with “${results.data.job.title}”` : ', ranked by score'}
            </Text>
            {results.data.items.length === 0 && (
              <Card withBorder p="lg">
                <Text>No candidates match these filters.</Text>
              </Card>
            )}
            <Stack gap="sm">
              {results.data.items.map((c) => (
                <Card key={c.id} withBorder radius="md" p="md" data-testid="candidate-card">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={700} component={Link} to={paths.employer.candidate(c.id, jobId || undefined)}>
                        {c.firstName} {c.lastName}
                      </Text>
                      <Text size="sm">{c.headline}</Text>
                      <Text size="sm" c="dimmed">
                        {[c.city, c.country].filter(Boolean).join(', ') || 'Location not given'} · score {c.score}
                      </Text>
                    </div>
                    {c.match !== null && (
                      <Badge size="lg" color={matchColor(c.match)} variant="light" style={{ flexShrink: 0 }}>
                        {c.match}% match
                      </Badge>
                    )}
                  </Group>
                  <Group gap={4} mt="xs">
                    {c.skills.slice(0, 8).map((s) => (
                      <Badge key={s.id} variant="outline" size="sm">
                        {s.name} · {s.level}
                      </Badge>
                    ))}
                  </Group>
                  <Group gap="xs" mt="sm" justify="space-between" wrap="wrap">
                    {c.breakdown ? (
                      <Button
                        variant="subtle"
                        size="xs"
                        px={0}
                        onClick={() => setOpen(open === c.id ? null : c.id)}
                        aria-expanded={open === c.id}
                      >
                        {open === c.id ? 'Hide breakdown' : 'Show breakdown'}
                      </Button>
                    ) : (
                      <span />
                    )}
                    <Group gap="xs">
                      <InviteButton
                        candidate={{ id: c.id, name: `${c.firstName} ${c.lastName}` }}
                        defaultJobId={jobId || undefined}
                        size="xs"
                      />
                      <MessageButton partyId={c.id} jobId={jobId || undefined} area="employer" size="xs" />
                    </Group>
                  </Group>
                  {c.breakdown && open === c.id && <MatchBreakdownList breakdown={c.breakdown} />}
                </Card>
              ))}
            </Stack>
            {results.data.totalRecords > PAGE_SIZE && (
              <Group justify="center" mt="md">
                <Pagination
                  total={Math.ceil(results.data.totalRecords / PAGE_SIZE)}
                  value={page}
                  onChange={(p) => apply(Object.fromEntries(KEYS.map((k) => [k, get(k)])), p)}
                />
              </Group>
            )}
          </section>
        )}
      </Stack>
    </>
  );
}
