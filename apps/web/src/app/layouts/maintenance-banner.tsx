import { Alert } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useAppConfig } from '../../lib/app-config-store.ts';

/** The site's maintenance message (site configuration), above every layout while it is set. */
export function MaintenanceBanner() {
  const { siteConfiguration } = useAppConfig();
  const message = siteConfiguration.maintenanceMessage.trim();
  if (!message) return null;
  return (
    <Alert
      color="yellow"
      variant="filled"
      radius={0}
      icon={<IconTool />}
      role="status"
      aria-label="Maintenance notice"
      data-testid="maintenance-banner"
      styles={{ message: { fontWeight: 500 } }}
    >
      {message}
    </Alert>
  );
}
