import { AreaChart } from '../../../components/charts.tsx';
import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { AdminDashboardInfo } from '@talentmatch/shared/administration';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { ChartFigure } from '../../../components/chart-figure.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { formatNumber } from '../../../lib/format-count.ts';
import { useDashboardInfo } from '../../administration/index.ts';

interface Figure {
  label: string;
  value: number;
  hint?: string;
  to: string;
}

function figuresOf(info: AdminDashboardInfo): Figure[] {
  const { byRole } = info.users;
  return [
    { label: 'Users', value: info.users.total, hint: `${info.users.newThisWeek} new this week`, to: paths.admin.adminUsers },
    { label: 'Candidates', value: byRole.Candidate, to: paths.admin.candidates },
    { label: 'Employers', value: byRole.Employer, hint: `${byRole.AccountManager} account managers`, to: paths.admin.employers },
    { label: 'Administrators', value: byRole.Administrator, to: paths.admin.adminUsers },
    { label: 'Companies', value: info.companies, to: paths.admin.companies },
    { label: 'Open jobs', value: info.openJobs, to: paths.admin.jobs },
    { label: 'Applications this week', value: info.applicationsThisWeek, to: paths.admin.jobs },
    { label: 'Hires this week', value: info.hiresThisWeek, to: paths.admin.jobs },
    { label: 'Trials ending in 7 days', value: info.trialsEndingIn7Days, to: paths.admin.companies },
    { label: 'Feedback to review', value: info.feedbackAwaitingReview, to: paths.admin.feedbackReview },
    {
      label: 'Stale users',
      value: info.staleUsers,
      hint: `no login for ${info.staleThresholdDays} days`,
      to: paths.admin.staleUsers,
    },
  ];
}

function FigureCard({ figure }: { figure: Figure }) {
  const value = formatNumber(figure.value);
  return (
    // The name repeats the card's visible text in order (WCAG 2.5.3 Label in Name), punctuated for screen readers.
    <UnstyledButton component={Link} to={figure.to} aria-label={`${figure.label}: ${value}${figure.hint ? `, ${figure.hint}` : ''}`}>
      <Card withBorder radius="md" p="md" h="100%">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {figure.label}
        </Text>
        <Text fz={28} fw={700} lh={1.3}>
          {value}
        </Text>
        {figure.hint ? (
          <Text size="xs" c="dimmed">
            {figure.hint}
          </Text>
        ) : null}
      </Card>
    </UnstyledButton>
  );
}

const STATUS_COLORS: Record<string, string> = { active: 'green', trialing: 'blue', past_due: 'orange', unpaid: 'red', canceled: 'gray' };

/** admin/dashboard: the site's figures, each linking to its list, and sign-ups over the last 30 days. */
export function AdminDashboardPage() {
  const info = useDashboardInfo();
  // drawn from a deferred copy of the answer: React draws the figures in slices after it arrives, not in one long task
  const data = useDeferredValue(info.data);
  return (
    <>
      <PageHeader title="Dashboard" />
      {info.isError ? (
        <Alert color="red">{info.error.message}</Alert>
      ) : !data ? (
        <Skeleton h={420} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
            {figuresOf(data).map((figure) => (
              <FigureCard key={figure.label} figure={figure} />
            ))}
          </SimpleGrid>
          <Card withBorder radius="md" p="lg">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg">
                Subscriptions
              </Title>
              <Text component={Link} to={paths.admin.companies} size="sm" c="brand">
                Companies
              </Text>
            </Group>
            {Object.keys(data.subscriptionsByStatus).length === 0 ? (
              <Text size="sm" c="dimmed">
                No company has a subscription yet.
              </Text>
            ) : (
              <Group gap="sm">
                {Object.entries(data.subscriptionsByStatus).map(([status, n]) => (
                  <Badge key={status} size="lg" variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
                    {status.replace('_', ' ')}: {n}
                  </Badge>
                ))}
              </Group>
            )}
          </Card>
          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="lg" mb="sm">
              Sign-ups, last 30 days
            </Title>
            <ChartFigure caption="New accounts per day over the last 30 days">
              <AreaChart
                h={240}
                data={data.signups.map((d) => ({ date: d.date.slice(5), 'New accounts': d.count }))}
                dataKey="date"
                series={[{ name: 'New accounts', color: 'brand.6' }]}
                curveType="monotone"
                yAxisProps={{ allowDecimals: false }}
              />
            </ChartFigure>
          </Card>
        </Stack>
      )}
    </>
  );
}
