import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EMPLOYMENT_TYPE_LABELS, type JobCard, MATCH_LABEL_TEXT } from '@talentmatch/shared/matching';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/http-client.ts';
import { useExperienceAreas } from '../../experience-areas/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { SkillsFilter } from '../../skills/index.ts';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { useJobSearch, useRecommendedJobs } from '../api/job-board.ts';
import { employmentLabel, jobPlace, jobSalary } from '../components/job-labels.ts';
import { matchColor } from '../../../lib/match-color.ts';

const PAGE_SIZE = 10;
const FILTER_KEYS = ['q', 'location', 'remote', 'employmentType', 'salaryMin', 'salaryMax', 'skills', 'experienceAreaId', 'sort'] as const;

function JobCardView({ job, compact = false }: { job: JobCard; compact?: boolean }) {
  const salary = jobSalary(job);
  return (
    <Card withBorder radius="md" p="md" component={Link} to={paths.candidate.job(job.id)} data-testid="job-card">
      {/* compact (four to a row): the title takes the whole width and the match goes below, so titles are not cut to a word */}
      <Group justify="space-between" align="flex-start" wrap={compact ? 'wrap' : 'nowrap'} gap="xs">
        <div style={{ minWidth: 0, flex: compact ? '1 1 100%' : undefined }}>
          <Text fw={700} lineClamp={2}>
            {job.title}
          </Text>
          <Text size="sm" c="dimmed">
            {job.company.name}
          </Text>
        </div>
        {job.match !== null && (
          <Badge color={matchColor(job.match)} variant="light" style={{ flexShrink: 0 }}>
            {job.match}% match
          </Badge>
        )}
      </Group>
      <Text size="sm" mt="xs">
        {jobPlace(job)} · {employmentLabel(job.employmentType)}
      </Text>
      {salary && <Text size="sm">{salary}</Text>}
      {job.breakdown && (
        <Text size="xs" mt={4} data-testid="job-card-match">
          {MATCH_LABEL_TEXT[job.breakdown.label]}: {job.breakdown.summary}
          {!compact &&
            job.breakdown.niceToHave.total > 0 &&
            `; ${job.breakdown.niceToHave.held.length} of ${job.breakdown.niceToHave.total} nice to have`}
        </Text>
      )}
      {!compact && job.breakdown && (
        <Text size="xs" c="dimmed">
          {job.breakdown.components.map((c) => `${c.label} ${c.points}/${c.max}`).join(' · ')}
        </Text>
      )}
      {!compact && job.skills.length > 0 && (
        <Group gap={4} mt="xs">
          {job.skills.slice(0, 6).map((s) => (
            <Badge key={s.id} variant={s.importance === 'required' ? 'outline' : 'dot'} size="sm">
              {s.name}
            </Badge>
          ))}
        </Group>
      )}
    </Card>
  );
}

/** candidate/jobs: full-text search with filters, sort and paging, and "Recommended for you". */
export function JobBoardPage() {
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k) ?? '';
  const [draft, setDraft] = useState(
    () => Object.fromEntries(FILTER_KEYS.map((k) => [k, get(k)])) as Record<(typeof FILTER_KEYS)[number], string>,
  );
  const page = Number(get('page') || 1);
  const query = { ...Object.fromEntries(FILTER_KEYS.map((k) => [k, get(k)])), page, pageSize: PAGE_SIZE };
  const results = useJobSearch(query);
  const recommended = useRecommendedJobs();
  const areas = useExperienceAreas();

  const apply = (next: Record<string, string>, nextPage = 1) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
    if (nextPage > 1) p.set('page', String(nextPage));
    setParams(p);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };
  const set = (k: (typeof FILTER_KEYS)[number]) => (v: string | null) => setDraft((d) => ({ ...d, [k]: v ?? '' }));
  // A choice (a box, a list) searches at once; typed text (words, a place, a salary) waits for Search or Enter.
  const choose = (k: (typeof FILTER_KEYS)[number]) => (v: string | null) => {
    const next = { ...draft, [k]: v ?? '' };
    setDraft(next);
    apply(next);
  };

  return (
    <>
      <PageHeader
        title="Job postings"
        actions={
          <Button component={Link} to={paths.candidate.applications} variant="light">
            My applications
          </Button>
        }
      />
      <Stack gap="lg">
        {recommended.data && recommended.data.items.length > 0 && (
          <section aria-label="Recommended for you">
            <Title order={2} fz="md" mb="xs">
              Recommended for you
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              {recommended.data.items.map((job) => (
                <JobCardView key={job.id} job={job} compact />
              ))}
            </SimpleGrid>
          </section>
        )}
        <Card withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label="Search jobs">
          <Stack gap="sm">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label="Search"
                placeholder="Title, skill, company…"
                value={draft.q}
                onChange={(e) => set('q')(e.currentTarget.value)}
                style={{ flex: '2 1 220px' }}
              />
              <TextInput
                label="Location"
                placeholder="City, region or country"
                value={draft.location}
                onChange={(e) => set('location')(e.currentTarget.value)}
                style={{ flex: '1 1 160px' }}
              />
              <Button type="submit">Search</Button>
            </Group>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Checkbox
                label="Remote"
                checked={draft.remote === 'true'}
                onChange={(e) => choose('remote')(e.currentTarget.checked ? 'true' : '')}
                mb={8}
              />
              <ChoiceSelect
                label="Employment type"
                anyLabel="Any"
                choices={Object.entries(EMPLOYMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
                value={draft.employmentType}
                onChange={choose('employmentType')}
                w={170}
              />
              <NumberInput
                label="Salary from"
                min={0}
                step={5000}
                thousandSeparator
                value={draft.salaryMin}
                onChange={(v) => set('salaryMin')(String(v ?? ''))}
                w={130}
              />
              <NumberInput
                label="Salary to"
                min={0}
                step={5000}
                thousandSeparator
                value={draft.salaryMax}
                onChange={(v) => set('salaryMax')(String(v ?? ''))}
                w={130}
              />
              <SkillsFilter
                label="Skills"
                clearable
                value={draft.skills ? draft.skills.split(',') : []}
                onChange={(v) => choose('skills')(v.join(','))}
                style={{ flex: '1 1 200px' }}
              />
              <ChoiceSelect
                label="Experience area"
                anyLabel="Any area"
                choices={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
                value={draft.experienceAreaId}
                onChange={choose('experienceAreaId')}
                w={190}
              />
              <ChoiceSelect
                label="Sort by"
                anyLabel="Default"
                choices={[
                  { value: 'relevance', label: 'Relevance' },
                  { value: 'date', label: 'Newest' },
                  { value: 'match', label: 'Best match' },
                ]}
                value={draft.sort}
                onChange={choose('sort')}
                w={140}
              />
            </Group>
          </Stack>
        </Card>
        {results.isPending ? (
          <Skeleton h={300} />
        ) : results.isError ? (
          <Text c="red">{errorMessage(results.error, 'An error occurred while searching jobs.')}</Text>
        ) : (
          <section aria-label="Search results">
            <Text size="sm" c="dimmed" mb="xs" data-testid="job-total">
              {results.data.totalRecords === 1 ? '1 job' : `${results.data.totalRecords} jobs`}
            </Text>
            {results.data.items.length === 0 ? (
              <Card withBorder p="lg">
                <Text>No open jobs match this search. Try fewer filters.</Text>
              </Card>
            ) : (
              <Stack gap="sm">
                {results.data.items.map((job) => (
                  <JobCardView key={job.id} job={job} />
                ))}
              </Stack>
            )}
            {results.data.totalRecords > PAGE_SIZE && (
              <Group justify="center" mt="md">
                <Pagination
                  total={Math.ceil(results.data.totalRecords / PAGE_SIZE)}
                  value={page}
                  onChange={(p) => apply(Object.fromEntries(FILTER_KEYS.map((k) => [k, get(k)])), p)}
                />
              </Group>
            )}
          </section>
        )}
      </Stack>
    </>
  );
}
