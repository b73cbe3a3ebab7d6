import { Badge, Button, Card, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type PlanInterval, type PlanView, planTooSmallReason } from '@talentmatch/shared/subscriptions';
import { useState } from 'react';
import { formatMoney } from './format.ts';

/**
 * Monthly/yearly toggle and the four sizes of the company's plans (nonprofit variants when eligible). A plan with
 * fewer hiring-team seats than the team uses cannot be chosen: its card says why (the server refuses it too).
 */
export function PlanChooser({
  plans,
  nonprofit,
  seatsInUse,
  busyPriceId,
  onChoose,
  initialInterval = 'yearly',
}: {
  plans: PlanView[];
  nonprofit: boolean;
  seatsInUse: number;
  busyPriceId: string | null;
  onChoose: (plan: PlanView) => void;
  initialInterval?: PlanInterval;
}) {
  const [interval, setInterval] = useState<PlanInterval>(initialInterval);
  const shown = plans.filter((p) => p.interval === interval);
  return (
    <Stack gap="lg">
      <SegmentedControl
        value={interval}
        onChange={(v) => setInterval(v as PlanInterval)}
        data={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Yearly (2 months free)' },
        ]}
        aria-label="Billing interval"
        w={{ base: '100%', sm: 360 }}
      />
      {nonprofit ? (
        <Badge color="teal" variant="light" size="lg">
          Nonprofit pricing: your company is verified as nonprofit
        </Badge>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {shown.map((plan) => {
          const tooSmall = planTooSmallReason(plan, seatsInUse);
          return (
            <Card
              key={plan.code}
              withBorder
              radius="md"
              p="lg"
              data-testid={`plan-${plan.code}`}
              style={plan.size === 'medium' ? { borderColor: 'var(--mantine-color-brand-5)', borderWidth: 2 } : undefined}
            >
              <Stack gap="sm" h="100%">
                {plan.size === 'medium' ? (
                  <Badge variant="light" w="fit-content">
                    Most popular
                  </Badge>
                ) : null}
                <Title order={3} fz="lg">
                  {plan.name.replace(/ (Monthly|Yearly)/, '')}
                </Title>
                <Text fz={28} fw={800} lh={1}>
                  {formatMoney(plan.price.amount, plan.price.currency)}
                  <Text span c="dimmed" fz="sm" fw={500}>
                    {' '}
                    / {plan.interval === 'monthly' ? 'month' : 'year'}
                  </Text>
                </Text>
                <List size="sm" spacing={4} style={{ flex: 1 }}>
                  <List.Item>
                    {plan.limits.openJobs} open job{plan.limits.openJobs === 1 ? '' : 's'}
                  </List.Item>
                  <List.Item>
                    {plan.limits.seats} hiring-team seat{plan.limits.seats === 1 ? '' : 's'}
                  </List.Item>
                  <List.Item>Candidate search and messaging</List.Item>
                </List>
                {tooSmall ? (
                  <Text size="sm" c="red.8" id={`too-small-${plan.code}`}>
                    {tooSmall}
                  </Text>
                ) : null}
                <Button
                  onClick={() => onChoose(plan)}
                  loading={busyPriceId === plan.priceId}
                  disabled={tooSmall !== null || (busyPriceId !== null && busyPriceId !== plan.priceId)}
                  variant={plan.size === 'medium' ? 'filled' : 'light'}
                  aria-label={`Choose ${plan.name}`}
                  aria-describedby={tooSmall ? `too-small-${plan.code}` : undefined}
                >
                  Choose
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
