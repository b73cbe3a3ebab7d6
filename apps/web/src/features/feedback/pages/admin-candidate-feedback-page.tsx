import { Alert, Card, Group, Rating, Skeleton, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAdminCandidateFeedback } from '../api/get-admin-candidate-feedback.ts';
import { FeedbackRatings } from '../components/feedback-ratings.tsx';
import { FeedbackStatusBadge } from '../components/feedback-status-badge.tsx';

/** admin/candidates/{id}/feedback: one candidate's feedback in every status, and the approved average. */
export function AdminCandidateFeedbackPage() {
  const { id = '' } = useParams();
  const view = useAdminCandidateFeedback(id);
  if (view.isPending) return <Skeleton h={300} />;
  if (view.isError) return <Alert color="red">{view.error.message}</Alert>;
  const { candidate, summary, items } = view.data;
  return (
    <>
      <PageHeader
        title={`Feedback on ${candidate.firstName} ${candidate.lastName}`}
        description={
          summary.average === null
            ? 'No approved feedback yet: the score’s feedback component is neutral.'
            : `Approved average ${summary.average} of 5 from ${summary.count} feedback.`
        }
      />
      <Stack gap="md">
        {items.length === 0 ? <Alert color="gray">No feedback or pending task for this candidate.</Alert> : null}
        {items.map((f) => (
          <Card key={f.id} withBorder radius="md" p="lg">
            <Group justify="space-between" mb="sm">
              <Text fw={600}>
                {f.company.name} · {f.job.title}
              </Text>
              <Group gap="xs">
                {f.ratings ? <Rating value={f.ratings.overall} readOnly size="sm" /> : null}
                <FeedbackStatusBadge status={f.status} />
              </Group>
            </Group>
            {f.ratings ? <FeedbackRatings ratings={f.ratings} /> : <Text size="sm">Waiting for the employer’s feedback.</Text>}
            {f.rejectionReason ? (
              <Text size="sm" c="red" mt="xs">
                Rejected: {f.rejectionReason}
              </Text>
            ) : null}
          </Card>
        ))}
      </Stack>
    </>
  );
}
