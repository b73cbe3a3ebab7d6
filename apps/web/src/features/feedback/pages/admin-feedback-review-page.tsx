import { Alert, Button, Card, Group, Modal, Pagination, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { FEEDBACK_MESSAGES, type Feedback } from '@talentmatch/shared/feedback';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useAllFeedback } from '../api/list-all-feedback.ts';
import { useReviewFeedback } from '../api/review-feedback.ts';
import { FeedbackRatings } from '../components/feedback-ratings.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

const PAGE_SIZE = 10;

/** admin/feedback/review: the queue of feedback waiting for review, oldest first; approve, or reject with a reason. */
export function AdminFeedbackReviewPage() {
  const [page, setPage] = useState(1);
  const queue = useAllFeedback({ status: 'submitted', page, pageSize: PAGE_SIZE });
  const review = useReviewFeedback();
  const [rejecting, setRejecting] = useState<Feedback | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const approve = (f: Feedback) =>
    runAction(() => review.mutateAsync({ id: f.id, decision: 'approve' }), { info: FEEDBACK_MESSAGES.approved });
  const reject = async () => {
    if (!rejecting) return;
    if (!reason.trim()) {
      setReasonError('Reason is required.');
      return;
    }
    const result = await runAction(() => review.mutateAsync({ id: rejecting.id, decision: 'reject', reason: reason.trim() }), {
      info: FEEDBACK_MESSAGES.rejected,
      onFieldErrors: (errors) => setReasonError(errors.reason?.join(' ') ?? null),
    });
    if (result.ok) {
      setRejecting(null);
      setReason('');
    }
  };
  const pages = Math.max(1, Math.ceil((queue.data?.totalRecords ?? 0) / PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="Review Feedback"
        actions={
          <Button variant="default" component={Link} to={paths.admin.feedback}>
            All feedback
          </Button>
        }
      />
      {queue.isPending ? <Skeleton h={300} /> : null}
      {queue.isError ? <Text c="red">{queue.error.message}</Text> : null}
      {queue.data ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {queue.data.totalRecords} waiting for review
          </Text>
          {queue.data.items.length === 0 ? <Alert color="green">The review queue is empty.</Alert> : null}
          {queue.data.items.map((f) => (
            <Card key={f.id} withBorder radius="md" p="lg" data-testid="review-item">
              <Group justify="space-between" align="flex-start" mb="sm">
                <Stack gap={2}>
                  <Text fw={600}>
                    {f.candidate.firstName} {f.candidate.lastName} · {f.job.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {f.company.name}
                    {f.submittedBy ? `, by ${f.submittedBy.firstName} ${f.submittedBy.lastName}` : ''}
                    {f.submittedAt ? `, ${formatDateTime(f.submittedAt)}` : ''}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button color="green" onClick={() => approve(f)} loading={review.isPending && review.variables?.id === f.id}>
                    Approve
                  </Button>
                  <Button color="red" variant="light" onClick={() => setRejecting(f)}>
                    Reject
                  </Button>
                </Group>
              </Group>
              {f.ratings ? <FeedbackRatings ratings={f.ratings} /> : null}
            </Card>
          ))}
          {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" /> : null}
        </Stack>
      ) : null}
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title="Reject feedback">
        <Stack>
          <Text size="sm">The employer sees this reason, may edit the feedback and submit it again.</Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={reject} loading={review.isPending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
