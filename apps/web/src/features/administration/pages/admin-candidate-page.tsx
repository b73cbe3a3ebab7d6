import { LineChart } from '../../../components/charts.tsx';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { HIRING_STATUS_LABELS } from '@talentmatch/shared/hiring';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { ChartFigure } from '../../../components/chart-figure.tsx';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { formatDate, formatPeriod } from '../../../lib/format-date.ts';
import { messagesPath } from '../../messaging/index.ts';
import { useAdminCandidate, type AdminCandidateDetail } from '../api/get-candidate.ts';
import { startImpersonation } from '../../../lib/impersonation.ts';

function ProfileCard({ data }: { data: AdminCandidateDetail }) {
  const p = data.profile;
  if (!p)
    return (
      <Card withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="xs">
          Profile
        </Title>
        <Text size="sm" c="dimmed">
          This candidate has not created a profile yet.
        </Text>
      </Card>
    );
  const place = [p.city, p.region, p.country].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Profile
        </Title>
        <Badge variant="light" color={p.visibility === 'visible' ? 'green' : 'gray'}>
          {p.visibility === 'visible' ? 'Visible to employers' : 'Hidden from employers'}
        </Badge>
      </Group>
      <Text fw={600}>{p.headline}</Text>
      <Text size="sm" c="dimmed" mb="xs">
        {place || 'No location'} · score {p.score}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {p.summary || 'No summary.'}
      </Text>
      <Group mt="sm" gap="xs">
        <Text size="sm" fw={500}>
          Resume:
        </Text>
        {p.resume && data.resumeUrl ? (
          <Anchor href={data.resumeUrl} target="_blank" rel="noopener" size="sm">
            {p.resume.fileName}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            none uploaded
          </Text>
        )}
        {p.resume ? (
          <Text size="xs" c="dimmed">
            uploaded {formatDate(p.resume.uploadedAt)}
          </Text>
        ) : null}
      </Group>
    </Card>
  );
}

function SkillsAndExperience({ data }: { data: AdminCandidateDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="xs">
          Skills
        </Title>
        {data.skills.length === 0 ? (
          <Text size="sm" c="dimmed">
            No skills yet.
          </Text>
        ) : (
          <Group gap={6}>
            {data.skills.map((s) => (
              <Badge key={s.id} variant="light" tt="none">
                {s.name} · level {s.level} · {s.years} yr
              </Badge>
            ))}
          </Group>
        )}
      </Card>
      <Card withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="xs">
          Experience
        </Title>
        {!data.experiences || (data.experiences.jobs.length === 0 && data.experiences.education.length === 0) ? (
          <Text size="sm" c="dimmed">
            No experience yet.
          </Text>
        ) : (
          <Stack gap={6}>
            {data.experiences.jobs.map((j) => (
              <Text key={j.id} size="sm">
                <strong>{j.title}</strong>, {j.company} ({formatPeriod(j.startDate, j.endDate, j.isCurrent)})
              </Text>
            ))}
            {data.experiences.education.map((e) => (
              <Text key={e.id} size="sm">
                <strong>{e.degree.label}</strong>, {e.institution}
                {e.fieldOfStudy ? ` (${e.fieldOfStudy})` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
    </SimpleGrid>
  );
}

function ScoreCard({ data }: { data: AdminCandidateDetail }) {
  const history = data.scoreHistory?.history ?? [];
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="xs">
        Score history
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          No score yet.
        </Text>
      ) : (
        <ChartFigure caption="Score over time">
          <LineChart
            h={200}
            data={[...history].reverse().map((h) => ({ date: formatDate(h.createdAt), Score: h.score }))}
            dataKey="date"
            series={[{ name: 'Score', color: 'brand.6' }]}
            yAxisProps={{ domain: [0, 100] }}
          />
        </ChartFigure>
      )}
    </Card>
  );
}

function ApplicationsCard({ data }: { data: AdminCandidateDetail }) {
  const items = data.applications.items;
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="xs">
        Applications ({data.applications.totalRecords})
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No applications or invitations.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Applications">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Updated</Table.Th>
                <Table.Th>Conversation</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.admin.job(a.job.id)} size="sm">
                      {a.job.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{a.job.companyName}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{HIRING_STATUS_LABELS[a.status]}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(a.updatedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={messagesPath('admin', a.conversationId)} size="sm">
                      Open
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

/** admin/candidates/{id}: profile, skills, experience, resume, score history, applications; edit the account or view as the candidate. */
export function AdminCandidatePage() {
  const { id = '' } = useParams();
  const candidate = useAdminCandidate(id);
  const location = useLocation();
  const [starting, setStarting] = useState(false);
  if (candidate.isPending) return <Skeleton h={400} />;
  if (candidate.isError) return <Alert color="red">{candidate.error.message}</Alert>;
  const { user } = candidate.data;
  return (
    <>
      <PageHeader
        title={`${user.firstName} ${user.lastName}`.trim()}
        description={`${user.email} · joined ${formatDate(user.createdAt)} · last login ${formatDate(user.lastLoginAt, 'never')}${user.locked ? ' · locked' : ''}`}
        actions={
          <Group gap="sm">
            <Button component={Link} to={paths.admin.userEdit(user.id)} variant="default">
              Edit account
            </Button>
            <Button
              color="grape"
              disabled={user.locked}
              loading={starting}
              onClick={async () => {
                setStarting(true);
                const result = await runAction(() => startImpersonation(user.id, location.pathname));
                if (!result.ok) setStarting(false);
              }}
            >
              Impersonate
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <ProfileCard data={candidate.data} />
        <SkillsAndExperience data={candidate.data} />
        <ScoreCard data={candidate.data} />
        <ApplicationsCard data={candidate.data} />
      </Stack>
    </>
  );
}
