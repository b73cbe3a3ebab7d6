import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useJobAlertLink } from '../api/job-alerts.ts';

/**
 * job-alerts/confirm and job-alerts/unsubscribe (?token=…): the links of a job alert's emails. Opening the page
 * changes nothing (mail scanners open links too); the button does. No login.
 */
export function JobAlertLinkPage({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = useJobAlertLink(kind);
  const confirm = kind === 'confirm';
  return (
    <Card withBorder radius="md" p="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {confirm ? 'Confirm your job alert' : 'Unsubscribe from a job alert'}
        </Title>
        {!token ? <Alert color="red">This link is incomplete. Open the whole link from the email.</Alert> : null}
        {action.isError ? (
          <Alert color="red" role="alert">
            {action.error.message}
          </Alert>
        ) : null}
        {action.data ? (
          <Alert color="teal" role="status">
            {action.data.message}
          </Alert>
        ) : (
          <>
            <Text>{confirm ? 'Start the emails about new jobs you asked for.' : 'Stop the emails of this job alert.'}</Text>
            <Button onClick={() => action.mutate(token)} loading={action.isPending} disabled={!token} w="fit-content">
              {confirm ? 'Confirm the alert' : 'Unsubscribe'}
            </Button>
          </>
        )}
        <Anchor component={Link} to={paths.publicJobs}>
          Search open jobs
        </Anchor>
      </Stack>
    </Card>
  );
}

export function JobAlertConfirmPage() {
  return <JobAlertLinkPage kind="confirm" />;
}

export function JobAlertUnsubscribePage() {
  return <JobAlertLinkPage kind="unsubscribe" />;
}
