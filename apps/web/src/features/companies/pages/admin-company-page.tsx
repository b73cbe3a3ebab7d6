import { Alert, Anchor, Badge, Card, Grid, Group, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { CompanyProfileView } from '../components/company-profile-view.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { PendingInvitationsTable } from '../../hiring-team/index.ts';
import { TeamMembersTable } from '../../hiring-team/index.ts';
import { seatsLabel } from '../../hiring-team/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAdminCompany } from '../api/get-company-detail.ts';
import { useSetNonprofit } from '../api/set-nonprofit.ts';
import { SubscriptionBadge } from '../components/subscription-badge.tsx';
import { JOB_STATUS_LABELS, type JobStatus } from '@talentmatch/shared/jobs';

/** admin/companies/{id}: profile, nonprofit verification, subscription, team and jobs. */
export function AdminCompanyPage() {
  const { id = '' } = useParams();
  const detail = useAdminCompany(id);
  const nonprofit = useSetNonprofit();

  if (detail.isPending) return <Skeleton h={400} />;
  if (detail.isError) return <Alert color="red">{detail.error.message}</Alert>;
  const { company, team, subscription, jobs } = detail.data;

  return (
    <>
      <PageHeader title={company.name} description={`Registered ${formatDate(company.createdAt)}`} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" p="lg" h="100%">
            <CompanyProfileView company={company} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb="sm">
                Subscription
              </Title>
              {subscription ? (
                <Stack gap={6}>
                  <Group gap="xs">
                    <SubscriptionBadge status={subscription.status} />
                    <Text size="sm">{subscription.planName ?? 'No plan chosen yet'}</Text>
                  </Group>
                  {subscription.status === 'trialing' ? <Text size="sm">Trial ends {formatDate(subscription.trialEndsAt)}</Text> : null}
                  {subscription.currentPeriodEnd ? (
                    <Text size="sm">Current period ends {formatDate(subscription.currentPeriodEnd)}</Text>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    {subscription.hasPaymentMethod ? 'Card on file' : 'No card on file'}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  No subscription.
                </Text>
              )}
            </Card>
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb={4}>
                Nonprofit verification
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                Verified nonprofits are offered the nonprofit plans only.
              </Text>
              {company.nonprofitRequested && !company.nonprofit ? (
                <Badge color="yellow" variant="light" mb="sm">
                  Verification requested at registration
                </Badge>
              ) : null}
              <Switch
                label="Verified nonprofit"
                checked={company.nonprofit}
                disabled={nonprofit.isPending}
                onChange={(e) => {
                  const value = e.currentTarget.checked;
                  void runAction(() => nonprofit.mutateAsync({ id: company.id, nonprofit: value }), {
                    info: value ? `${company.name} is now verified as a nonprofit.` : `${company.name} is no longer marked as a nonprofit.`,
                  });
                }}
              />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={12}>
          <Card withBorder radius="md" p="lg">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="md">
                Hiring team
              </Title>
              <Text size="sm" c="dimmed">
                {seatsLabel(team.seats)}
              </Text>
            </Group>
            <TeamMembersTable team={{ ...team, canManage: false }} />
            <Title order={3} fz="sm" mt="lg" mb="xs">
              Pending invitations
            </Title>
            <PendingInvitationsTable invitations={team.invitations} />
          </Card>
        </Grid.Col>
        <Grid.Col span={12}>
          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="md" mb="sm">
              Jobs
            </Title>
            {jobs.length === 0 ? (
              <Text size="sm" c="dimmed">
                This company has not posted a job yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table aria-label="Jobs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Title</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Created</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {jobs.map((job) => (
                      <Table.Tr key={job.id}>
                        <Table.Td>
                          <Anchor component={Link} to={paths.admin.job(job.id)} size="sm" fw={500}>
                            {job.title}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{JOB_STATUS_LABELS[job.status as JobStatus] ?? job.status}</Table.Td>
                        <Table.Td>{formatDate(job.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
