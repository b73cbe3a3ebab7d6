import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubscriptionConfig } from '../api/get-subscription-config.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import { useTrialStatus } from '../api/get-trial-status.ts';
import { trialBanner, type TrialBannerSeverity } from './trial-banner-rules.ts';

const LOOK: Record<TrialBannerSeverity, { color: string; icon: typeof IconInfoCircle }> = {
  critical: { color: 'red', icon: IconAlertTriangle },
  warning: { color: 'yellow', icon: IconClockHour4 },
  info: { color: 'brand', icon: IconInfoCircle },
};

/** The trial banner of the authorized layout (§2, §4) for employers and account managers of a company. */
export function TrialBanner() {
  const { roles, claims } = useSession();
  const eligible = (roles.includes('Employer') || roles.includes('AccountManager')) && Boolean(claims?.companyId);
  const status = useSubscriptionStatus({ enabled: eligible });
  const trial = useTrialStatus({ enabled: eligible && status.data === 'trialing' });
  const config = useSubscriptionConfig({ enabled: eligible && status.data === 'trialing' });
  const banner = eligible ? trialBanner({ status: status.data, showTrialBanner: config.data?.showTrialBanner, trial: trial.data }) : null;
  if (!banner) return null;
  const look = LOOK[banner.severity];
  const Icon = look.icon;
  return (
    <Alert
      color={look.color}
      variant={banner.severity === 'info' ? 'light' : 'filled'}
      icon={<Icon />}
      mb="lg"
      role={banner.severity === 'info' ? 'status' : 'alert'}
      data-testid="trial-banner"
      data-severity={banner.severity}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} c={banner.severity === 'info' ? undefined : 'inherit'}>
          {banner.message}
        </Text>
        <Button
          component={Link}
          to={paths.subscriptionCreate}
          size="xs"
          color={banner.severity === 'info' ? 'brand' : 'dark'}
          variant={banner.severity === 'info' ? 'filled' : 'white'}
        >
          Choose Plan
        </Button>
      </Group>
    </Alert>
  );
}
