import { Alert, List, Text } from '@mantine/core';
import type { BulkHiringResult } from '@talentmatch/shared/hiring';

/** What a bulk change did: how many rows moved, and each refused row with the server's reason. */
export function BulkResultAlert({
  result,
  names,
  onClose,
}: {
  result: BulkHiringResult;
  names: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const updated = result.updated.length;
  const refused = result.refused.length;
  return (
    <Alert
      color={refused > 0 ? 'orange' : 'green'}
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      title={`${updated} updated${refused > 0 ? `, ${refused} refused` : ''}`}
      data-testid="bulk-result"
    >
      {refused > 0 ? (
        <List size="sm" spacing={2}>
          {result.refused.map((r) => (
            <List.Item key={r.applicationId}>
              <Text span fw={600} size="sm">
                {names.get(r.applicationId) ?? 'A candidate'}
              </Text>
              : {r.message}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">Every selected candidate was updated.</Text>
      )}
    </Alert>
  );
}
