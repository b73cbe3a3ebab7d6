import { Badge } from '@mantine/core';
import { JOB_STATUS_LABELS, type JobStatus } from '@talentmatch/shared/jobs';

const COLORS: Record<JobStatus, string> = { draft: 'gray', open: 'green', paused: 'yellow', closed: 'red', filled: 'blue' };

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      data-testid="job-status"
      style={{ flexShrink: 0, minWidth: 'max-content', overflow: 'visible' }}
    >
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}
