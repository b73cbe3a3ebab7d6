import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The label every demo-provider page carries: nothing here touches a real card. */
export function DemoNotice({ children }: { children: ReactNode }) {
  return (
    <Alert color="grape" variant="light" icon={<IconFlask />} title="DEMO payment provider" mb="lg" data-testid="demo-notice">
      {children}
    </Alert>
  );
}
