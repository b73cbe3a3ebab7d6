import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { DATA_EXPORT_RETENTION_DAYS, type DataExport } from '@talentmatch/shared/data-export';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date.ts';
import { errorMessage } from '../../../lib/http-client.ts';
import { downloadDataExport, isPreparing, useDataExport, useRequestDataExport } from '../api/data-export.ts';

const STATUS_LABELS: Record<DataExport['status'], { label: string; color: string }> = {
  requested: { label: 'Requested', color: 'blue' },
  preparing: { label: 'Preparing', color: 'blue' },
  ready: { label: 'Ready', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface DataExportStatusProps {
  current: DataExport | null;
  requesting: boolean;
  downloading: boolean;
  error: string | null;
  onRequest: () => void;
  onDownload: (current: DataExport) => void;
}

/** What the user sees of their export: none yet, requested / preparing, ready (download and expiry), failed. */
export function DataExportStatus({ current, requesting, downloading, error, onRequest, onDownload }: DataExportStatusProps) {
  const preparing = isPreparing(current);
  const status = current ? STATUS_LABELS[current.status] : null;
  return (
    <Stack gap="sm">
      {current && status && (
        <Group gap="xs">
          <Badge color={status.color} variant="light" data-testid="data-export-status">
            {status.label}
          </Badge>
          <Text size="sm" c="dimmed">
            Asked for {formatDateTime(current.requestedAt)}
          </Text>
        </Group>
      )}
      {preparing && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">We are preparing your data. This page updates by itself, and we will email you when it is ready.</Text>
        </Group>
      )}
      {current?.status === 'ready' && (
        <Group justify="space-between" align="center">
          <Text size="sm">
            Your archive ({formatSize(current.size)}) can be downloaded until {formatDateTime(current.expiresAt)}.
          </Text>
          <Button leftSection={<IconDownload size={16} />} loading={downloading} onClick={() => onDownload(current)}>
            Download
          </Button>
        </Group>
      )}
      {current?.status === 'failed' && (
        <Alert color="red" variant="light">
          We could not prepare your data. Please ask again; if it keeps failing, contact us.
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      {!preparing && (
        <Group>
          <Button variant={current?.status === 'ready' ? 'default' : 'filled'} loading={requesting} onClick={onRequest}>
            {current ? 'Ask for a new copy' : 'Download my data'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Settings → Download my data: a copy of everything we hold about the user, prepared in the background. */
export function DataExportSection() {
  const query = useDataExport();
  const request = useRequestDataExport();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = async () => {
    setError(null);
    try {
      await request.mutateAsync();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not ask for your data.'));
    }
  };
  const download = async (current: DataExport) => {
    setError(null);
    setDownloading(true);
    try {
      await downloadDataExport(current.id, (current.readyAt ?? current.requestedAt).slice(0, 10));
    } catch (failure) {
      setError(errorMessage(failure, 'Could not download your data.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconFileZip size={20} />
          <Title order={2} fz="lg">
            Download my data
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          A ZIP archive with your account, profile, applications, messages and the files you uploaded. It is kept for{' '}
          {DATA_EXPORT_RETENTION_DAYS} days.
        </Text>
        {query.isPending ? (
          <Loader size="sm" />
        ) : (
          <DataExportStatus
            current={query.data?.export ?? null}
            requesting={request.isPending}
            downloading={downloading}
            error={error ?? (query.isError ? errorMessage(query.error, 'Could not load your data download.') : null)}
            onRequest={ask}
            onDownload={download}
          />
        )}
      </Stack>
    </Card>
  );
}
