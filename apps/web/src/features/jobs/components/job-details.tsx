import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EMPLOYMENT_TYPE_LABELS, jobLocation, salaryText, SKILL_IMPORTANCE_LABELS, type Job } from '@talentmatch/shared/jobs';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { formatDate as date } from '../../../lib/format-date.ts';
import { JobStatusBadge } from './job-status-badge.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** The job as its company (or an administrator) sees it: facts, skills, benefits and the description. */
export function JobDetails({ job }: { job: Job }) {
  const required = job.skills.filter((s) => s.importance === 'required');
  const nice = job.skills.filter((s) => s.importance === 'nice_to_have');
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Title order={2} fz={22}>
                {job.title}
              </Title>
              <Text c="dimmed" size="sm">
                {job.companyName} · {jobLocation(job)}
              </Text>
            </Stack>
            <JobStatusBadge status={job.status} />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Fact label="Employment" value={EMPLOYMENT_TYPE_LABELS[job.employmentType]} />
            <Fact label="Salary" value={salaryText(job) ?? 'Not stated'} />
            <Fact label="Positions" value={String(job.positions)} />
            <Fact label="Closing date" value={job.closingDate ? date(job.closingDate) : 'None'} />
            <Fact label="Experience" value={job.yearsOption?.label ?? 'Any'} />
            <Fact label="Education" value={job.educationOption?.label ?? 'Any'} />
            <Fact label="Experience area" value={job.experienceArea?.label ?? '—'} />
            <Fact label="Published" value={date(job.openedAt)} />
            <Fact label="Public job board" value={job.publicListing ? 'Shown' : 'Internal'} />
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={3} fz={16}>
            Skills
          </Title>
          {job.skills.length === 0 ? (
            <Text size="sm" c="dimmed">
              No skills listed.
            </Text>
          ) : null}
          {[
            [SKILL_IMPORTANCE_LABELS.required, required, 'blue'],
            [SKILL_IMPORTANCE_LABELS.nice_to_have, nice, 'gray'],
          ].map(([label, list, color]) =>
            (list as Job['skills']).length ? (
              <Group key={label as string} gap="xs">
                <Text size="sm" fw={500} w={110}>
                  {label as string}
                </Text>
                {(list as Job['skills']).map((s) => (
                  <Badge key={s.skillId} variant="light" color={color as string} tt="none">
                    {s.name}
                  </Badge>
                ))}
              </Group>
            ) : null,
          )}
          {job.benefits.length ? (
            <>
              <Title order={3} fz={16} mt="sm">
                Benefits
              </Title>
              <Group gap="xs">
                {job.benefits.map((b) => (
                  <Badge key={b.id} variant="outline" color="teal" tt="none">
                    {b.name}
                  </Badge>
                ))}
              </Group>
            </>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder radius="md" p="lg">
        <Title order={3} fz={16} mb="sm">
          Description
        </Title>
        {job.description ? (
          <MarkdownText markdown={job.description} />
        ) : (
          <Text size="sm" c="dimmed">
            No description yet.
          </Text>
        )}
      </Card>
    </Stack>
  );
}
