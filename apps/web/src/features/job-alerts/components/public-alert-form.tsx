import { Alert, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { JobAlertFrequency } from '@talentmatch/shared/job-alerts';
import type { EmploymentType } from '@talentmatch/shared/jobs';
import { useState } from 'react';
import { ApiError } from '../../../lib/http-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useSaveJobAlert, useSubscribeToJobAlert } from '../api/job-alerts.ts';

export interface SearchCriteria {
  keywords: string;
  location: string;
  remote: boolean;
  employmentType: EmploymentType | null;
}

/**
 * Under the public search: "Email me new jobs like these". A visitor gives an address and confirms it from the mail
 * (double opt-in); a signed-in candidate saves the search as one of their alerts (Settings → Job alerts).
 */
export function PublicAlertForm({ criteria }: { criteria: SearchCriteria }) {
  const { loggedIn, roles } = useSession();
  const subscribe = useSubscribeToJobAlert();
  const save = useSaveJobAlert();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const candidate = loggedIn && (roles as string[]).includes('Candidate');
  const empty = !criteria.keywords && !criteria.location && !criteria.remote && !criteria.employmentType;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      if (candidate) {
        await save.mutateAsync({ body: { ...criteria, frequency } });
        setDone('Saved: find it under Settings → Job alerts.');
      } else {
        setDone((await subscribe.mutateAsync({ ...criteria, email, frequency })).message);
      }
    } catch (failure) {
      const fields = failure instanceof ApiError ? Object.values(failure.fieldErrors).flat() : [];
      setError(fields.length ? fields.join(' ') : failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="alert-form-title">
      <Title order={2} fz="md" id="alert-form-title">
        Email me new jobs like these
      </Title>
      {done ? (
        <Alert color="teal" mt="sm" role="status">
          {done}
        </Alert>
      ) : empty ? (
        <Text size="sm" mt="xs">
          Search with keywords, a location, remote or an employment type first: the alert sends the new jobs of that search.
        </Text>
      ) : (
        <form onSubmit={submit} aria-label="Job alert">
          <Stack gap="sm" mt="sm">
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group align="flex-end" gap="sm">
              {candidate ? null : (
                <TextInput
                  label="Email"
                  type="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  style={{ flex: 1, minWidth: 200 }}
                />
              )}
              <NativeSelect
                label="How often"
                value={frequency}
                data={[
                  { value: 'daily', label: 'Daily' },
                  { value: 'weekly', label: 'Weekly' },
                ]}
                onChange={(e) => setFrequency(e.currentTarget.value as JobAlertFrequency)}
              />
              <Button type="submit" loading={subscribe.isPending || save.isPending}>
                {candidate ? 'Save as a job alert' : 'Subscribe'}
              </Button>
            </Group>
            {candidate ? null : (
              <Text size="xs" c="dimmed">
                We send a link to confirm the address first. Every alert email has a one-click unsubscribe.
              </Text>
            )}
          </Stack>
        </form>
      )}
    </Card>
  );
}
