import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { stopImpersonation } from '../../../lib/impersonation.ts';

/** The authorized layout's impersonation banner (§2): whom the administrator is viewing as, and Exit Impersonation. */
export function ImpersonationBanner() {
  const { claims } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!claims?.imp) return null;
  return (
    <Alert color="grape" variant="filled" radius="md" mb="md" icon={<IconEye size={20} />} data-testid="impersonation-banner">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="white">
          You are viewing the site as <strong>{claims.name}</strong>. This view is read-only and ends by itself after 60 minutes.
        </Text>
        <Button
          size="xs"
          variant="white"
          color="grape"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void stopImpersonation();
          }}
        >
          Exit Impersonation
        </Button>
      </Group>
    </Alert>
  );
}
