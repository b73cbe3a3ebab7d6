import { Anchor, Text } from '@mantine/core';
import type { HiringStatusCounts } from '@talentmatch/shared/hiring';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Everyone in a job's pipeline and how many applications wait for the employer (status Applied). */
function candidateCountSummary(counts: HiringStatusCounts): { total: number; waiting: number } {
  return { total: counts.all, waiting: counts.Applied };
}

/** "12 · 3 new" in the employer's job list, linking to the job's status page (the new ones when there are any). */
export function CandidateCountsLink({ jobId, counts }: { jobId: string; counts: HiringStatusCounts }) {
  const { total, waiting } = candidateCountSummary(counts);
  return (
    <Anchor
      component={Link}
      to={paths.employer.jobCandidates(jobId, waiting > 0 ? 'Applied' : undefined)}
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      aria-label={`${total} candidate${total === 1 ? '' : 's'}${waiting > 0 ? `, ${waiting} new` : ''}`}
    >
      <Text span fw={600} size="sm">
        {total}
      </Text>
      {waiting > 0 ? (
        <Text span size="xs" c="dimmed">
          {' '}
          · {waiting} new
        </Text>
      ) : null}
    </Anchor>
  );
}
