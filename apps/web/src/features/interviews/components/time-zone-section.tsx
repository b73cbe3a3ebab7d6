import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/http-client.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { browserTimeZone, useAccountTimeZone, useSetTimeZone } from '../api/time-zone.ts';

function zoneNames(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set(['UTC', browserTimeZone(), ...supported])].sort();
}

/** Settings → Time zone: where interview times and their emails are shown. */
export function TimeZoneSection() {
  const current = useAccountTimeZone();
  const save = useSetTimeZone();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const names = useMemo(zoneNames, []);
  useEffect(() => {
    if (current.data !== undefined) setValue(current.data ?? browserTimeZone());
  }, [current.data]);
  const submit = async () => {
    if (!value) return;
    setError(null);
    try {
      await save.mutateAsync(value);
      notifyDone({ title: 'Time zone saved', message: `Times are now shown in ${value}.` });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save your time zone.'));
    }
  };
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Time zone">
      <Stack gap="sm">
        <Group gap="xs">
          <IconWorld size={20} />
          <Title order={2} fz="lg">
            Time zone
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Interview times are shown, and emailed to you, in this time zone.
        </Text>
        <Select label="Time zone" data={names} value={value} onChange={setValue} searchable allowDeselect={false} maw={360} />
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={save.isPending} disabled={!value || value === current.data}>
            Save time zone
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** On the first signed-in page of an account without a time zone: the browser's becomes the account's. */
export function TimeZoneDefault() {
  const current = useAccountTimeZone();
  const { mutate } = useSetTimeZone();
  const unset = current.isSuccess && current.data === null;
  useEffect(() => {
    if (unset) mutate(browserTimeZone());
  }, [unset, mutate]);
  return null;
}
