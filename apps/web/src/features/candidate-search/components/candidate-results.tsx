import { Badge, Button, Card, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { countOf } from '../../../lib/format-count.ts';
import { errorMessage } from '../../../lib/http-client.ts';
import { matchColor } from '../../../lib/match-color.ts';
import { HowMatchesAreScored, MatchBreakdownList, MatchSummary } from '../../job-search/index.ts';
import { MessageButton } from '../../messaging/index.ts';
import { type CandidateSearchParams, useCandidateSearch } from '../api/candidate-search.ts';
import { InviteButton } from './invite-button.tsx';

interface CandidateResultsProps {
  /** The search as the address holds it, the page included. */
  params: CandidateSearchParams & { page: number; pageSize: number };
  /** The job the results are ranked against, if any. */
  jobId: string;
  onPage: (page: number) => void;
}

/**
 * The results of employer/candidates: the total, a card per candidate with match and breakdown, paging. An answer is
 * drawn as a deferred value: the cards render in slices after the answer arrives instead of in one long task.
 */
export function CandidateResults({ params, jobId, onPage }: CandidateResultsProps) {
  const search = useCandidateSearch(params);
  const data = useDeferredValue(search.data);
  const [open, setOpen] = useState<string | null>(null);
  if (search.isError) return <Text c="red">{errorMessage(search.error, 'An error occurred while searching candidates.')}</Text>;
  if (!data) return <Skeleton h={300} />;
  return (
    <section aria-label="Candidates found">
      <Text size="sm" c="dimmed" mb="xs" data-testid="candidate-total">
        {countOf(data.totalRecords, 'candidate', { estimate: data.totalIsEstimate })}
        {data.job ? `, ranked by match with “${data.job.title}”` : ', ranked by score'}
      </Text>
      {data.job && (
        <div style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
          <HowMatchesAreScored />
        </div>
      )}
      {data.items.length === 0 && (
        <Card withBorder p="lg">
          <Text>No candidates match these filters.</Text>
        </Card>
      )}
      <Stack gap="sm">
        {data.items.map((c) => (
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
            {c.breakdown && (
              <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
                <MatchSummary breakdown={c.breakdown} />
              </div>
            )}
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
                <InviteButton candidate={{ id: c.id, name: `${c.firstName} ${c.lastName}` }} defaultJobId={jobId || undefined} size="xs" />
                <MessageButton partyId={c.id} jobId={jobId || undefined} area="employer" size="xs" />
              </Group>
            </Group>
            {c.breakdown && open === c.id && <MatchBreakdownList breakdown={c.breakdown} />}
          </Card>
        ))}
      </Stack>
      {data.totalRecords > params.pageSize && (
        <Group justify="center" mt="md">
          <Pagination total={Math.ceil(data.totalRecords / params.pageSize)} value={params.page} onChange={onPage} />
        </Group>
      )}
    </section>
  );
}
