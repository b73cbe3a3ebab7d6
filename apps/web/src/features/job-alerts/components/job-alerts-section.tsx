import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { JOB_ALERTS_MAX, jobAlertName, type JobAlert } from '@talentmatch/shared/job-alerts';
import { useState } from 'react';
import { runAction } from '../../../lib/run-action.ts';
import { useDeleteJobAlert, useMyJobAlerts, useSaveJobAlert } from '../api/job-alerts.ts';
import { AlertCriteriaFields, EMPTY_ALERT, type AlertValues } from './alert-criteria-fields.tsx';

function AlertForm({ alert, onDone }: { alert: JobAlert | null; onDone: () => void }) {
  const save = useSaveJobAlert();
  const [values, setValues] = useState<AlertValues>(alert ? { ...alert } : EMPTY_ALERT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setErrors({});
    const result = await runAction(() => save.mutateAsync({ id: alert?.id, body: values }), {
      info: alert ? 'Job alert saved.' : 'Job alert added.',
      onFieldErrors: (e) => setErrors(Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.join(' ')]))),
    });
    if (result.ok) onDone();
  };
  return (
    <Stack gap="sm">
      <AlertCriteriaFields values={values} onChange={setValues} errors={errors} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {alert ? 'Save alert' : 'Add alert'}
        </Button>
      </Group>
    </Stack>
  );
}

/** Settings → Job alerts (candidates): saved searches mailed daily or weekly when new public jobs match. */
export function JobAlertsSection() {
  const alerts = useMyJobAlerts();
  const remove = useDeleteJobAlert();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const items = alerts.data?.items ?? [];
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="job-alerts-title">
      <Title order={2} fz="lg" id="job-alerts-title">
        Job alerts
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        An email with the new jobs that match your search, daily or weekly, only when something new matched.
      </Text>
      {alerts.isPending ? (
        <Skeleton h={80} />
      ) : (
        <Stack gap="md">
          {items.length === 0 && editing !== 'new' ? <Text size="sm">You have no job alerts.</Text> : null}
          {items.map((alert) =>
            editing === alert.id ? (
              <AlertForm key={alert.id} alert={alert} onDone={() => setEditing(null)} />
            ) : (
              <Group key={alert.id} justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{jobAlertName(alert)}</Text>
                  <Text size="sm" c="dimmed">
                    {alert.frequency === 'daily' ? 'Daily' : 'Weekly'}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setEditing(alert.id)}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={remove.isPending && remove.variables === alert.id}
                    onClick={() => runAction(() => remove.mutateAsync(alert.id), { info: 'Job alert deleted.' })}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            ),
          )}
          {editing === 'new' ? (
            <AlertForm alert={null} onDone={() => setEditing(null)} />
          ) : items.length < JOB_ALERTS_MAX ? (
            <Group>
              <Button variant="light" onClick={() => setEditing('new')}>
                Add a job alert
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
