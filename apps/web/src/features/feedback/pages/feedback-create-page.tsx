import { Alert, Button, Card, Checkbox, Group, Input, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FEEDBACK_CRITERIA, FEEDBACK_CRITERIA_LABELS, FEEDBACK_MESSAGES, type Feedback } from '@talentmatch/shared/feedback';
import { type FeedbackBody, feedbackBody } from '@talentmatch/shared/feedback-requests';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useFeedbackTask } from '../api/get-feedback-task.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import { FeedbackStatusBadge } from '../components/feedback-status-badge.tsx';

const FIELDS = ['overall', ...FEEDBACK_CRITERIA, 'wouldHireAgain', 'comment'] as const;

const SCALE = ['1', '2', '3', '4', '5'];

/** A 1–5 choice (five buttons: exact on touch screens and with a keyboard). */
function RatingField({ label, value, onChange, error }: { label: string; value: number; onChange: (v: number) => void; error?: string }) {
  return (
    <Input.Wrapper label={label} required error={error} data-testid={`rating-${label}`}>
      <Group gap="xs" mt={4}>
        <SegmentedControl data={SCALE} value={value ? String(value) : ''} onChange={(v) => onChange(Number(v))} aria-label={label} />
        <Text size="sm" c="dimmed">
          {value ? `${value} of 5` : 'Not rated'}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}

function FeedbackForm({ task }: { task: Feedback }) {
  const navigate = useNavigate();
  const submit = useSubmitFeedback();
  const r = task.ratings;
  const form = useForm<FeedbackBody>({
    mode: 'controlled',
    initialValues: {
      candidateId: task.candidate.id,
      jobId: task.job.id,
      ...(task.interviewId ? { interviewId: task.interviewId } : {}),
      overall: r?.overall ?? 0,
      skillsAsClaimed: r?.skillsAsClaimed ?? 0,
      communication: r?.communication ?? 0,
      professionalism: r?.professionalism ?? 0,
      reliability: r?.reliability ?? 0,
      wouldHireAgain: r?.wouldHireAgain ?? false,
      comment: r?.comment ?? '',
    },
    validate: validateWith(feedbackBody),
  });
  const editable = task.status === 'pending' || task.status === 'rejected';
  const onSubmit = form.onSubmit(async (values) => {
    const result = await runAction(() => submit.mutateAsync(values), {
      info: FEEDBACK_MESSAGES.submitted,
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
    });
    if (result.ok) navigate(`${paths.employer.feedback}?tab=given`);
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Alert color="blue" title="Who sees this">
          {FEEDBACK_MESSAGES.visibility} Other employers see only the average rating and how many employers gave one, never your comment.
        </Alert>
        {task.status === 'rejected' && task.rejectionReason ? (
          <Alert color="red" title="An administrator sent this feedback back">
            <Text size="sm">Reason: {task.rejectionReason}</Text>
            <Text size="sm" mt={4}>
              Edit it below and submit it again.
            </Text>
          </Alert>
        ) : null}
        {!editable ? (
          <Alert color="gray">
            <Text size="sm">{FEEDBACK_MESSAGES.alreadyGiven}</Text>
          </Alert>
        ) : null}
        <Card withBorder radius="md" p="lg">
          <Stack gap="md">
            <RatingField
              label="Overall rating"
              value={form.values.overall}
              onChange={(v) => form.setFieldValue('overall', v)}
              error={form.errors.overall as string | undefined}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {FEEDBACK_CRITERIA.map((key) => (
                <RatingField
                  key={key}
                  label={FEEDBACK_CRITERIA_LABELS[key]}
                  value={form.values[key]}
                  onChange={(v) => form.setFieldValue(key, v)}
                  error={form.errors[key] as string | undefined}
                />
              ))}
            </SimpleGrid>
            <Checkbox label="We would hire this candidate again" {...form.getInputProps('wouldHireAgain', { type: 'checkbox' })} />
            <Textarea
              label="Comment"
              description="What the candidate did well and what they could improve. Plain text, up to 2,000 characters."
              required
              autosize
              minRows={4}
              maxLength={2000}
              {...form.getInputProps('comment')}
            />
          </Stack>
        </Card>
        <Group>
          <Button type="submit" disabled={!editable} loading={submit.isPending}>
            {task.status === 'rejected' ? 'Resubmit feedback' : 'Submit feedback'}
          </Button>
          <Button variant="default" component={Link} to={paths.employer.feedback}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** employer/feedback/create?candidateId=&jobId=(&interviewId=): give (or edit and resubmit) the feedback for a hire or an interview. */
export function FeedbackCreatePage() {
  const [params] = useSearchParams();
  const candidateId = params.get('candidateId') ?? '';
  const jobId = params.get('jobId') ?? '';
  const task = useFeedbackTask(candidateId, jobId, params.get('interviewId') ?? '');
  if (!candidateId || !jobId) {
    return (
      <>
        <PageHeader title="Give Feedback" />
        <Alert color="yellow">
          <Text size="sm">Choose a hire from the pending feedback list to give feedback on.</Text>
          <Button mt="sm" component={Link} to={paths.employer.feedbackPending}>
            Pending feedback
          </Button>
        </Alert>
      </>
    );
  }
  if (task.isPending) return <Skeleton h={400} />;
  if (task.isError) {
    return (
      <>
        <PageHeader title="Give Feedback" />
        <Alert color="red">{task.error.message}</Alert>
      </>
    );
  }
  const t = task.data;
  return (
    <>
      <PageHeader
        title={`Feedback on ${t.candidate.firstName} ${t.candidate.lastName}`}
        description={
          <Group gap="xs" component="span">
            <span>
              {t.job.title} · {t.company.name}
            </span>
            <FeedbackStatusBadge status={t.status} />
          </Group>
        }
      />
      <FeedbackForm task={t} />
    </>
  );
}
