import { ActionIcon, Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EducationExperience, JobExperience } from '@talentmatch/shared/candidate-profile';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useCandidateProfile } from '../api/get-candidate-profile.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDeleteExperience, useExperiences } from '../api/candidate-experiences.ts';
import { EducationForm } from '../components/education-form.tsx';
import { JobForm } from '../components/job-form.tsx';
import { formatPeriod } from '../../../lib/format-date.ts';

type Editing = { kind: 'job'; job?: JobExperience } | { kind: 'education'; entry?: EducationExperience } | null;

/** candidate/experiences: job experiences and education, each up to the limit of the client config. */
export function CandidateExperiencesPage() {
  const profile = useCandidateProfile();
  const experiences = useExperiences();
  const remove = useDeleteExperience();
  const [editing, setEditing] = useState<Editing>(null);

  if (profile.isPending || experiences.isPending) return <Skeleton h={300} />;
  if (!profile.data) {
    return (
      <>
        <PageHeader title="Experiences" />
        <Alert color="yellow" title="Create your profile first">
          <Button mt="sm" component={Link} to={paths.candidate.profileCreate}>
            Create profile
          </Button>
        </Alert>
      </>
    );
  }
  if (experiences.isError) return <Text c="red">{experiences.error.message}</Text>;
  const { jobs, education, limits } = experiences.data;
  const jobsFull = jobs.length >= limits.maxJobExperiences;
  const educationFull = education.length >= limits.maxEducationExperiences;

  return (
    <>
      <PageHeader title="Experiences" description="Where you worked and studied. Describing what you achieved raises your score." />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm">
            <Group gap="xs">
              <Title order={2} fz="lg">
                Job experience
              </Title>
              <Badge variant="light" color={jobsFull ? 'orange' : 'gray'} data-testid="job-count">
                {jobs.length} of {limits.maxJobExperiences}
              </Badge>
            </Group>
            <Button size="xs" disabled={jobsFull} onClick={() => setEditing({ kind: 'job' })}>
              Add job experience
            </Button>
          </Group>
          {jobsFull ? (
            <Alert color="orange" mb="sm">
              You have reached the limit of {limits.maxJobExperiences} job experiences. Remove one to add another.
            </Alert>
          ) : null}
          <Stack gap="sm">
            {jobs.length === 0 ? <Text c="dimmed">No job experience yet.</Text> : null}
            {jobs.map((job) => (
              <Group key={job.id} justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>
                    {job.title} · {job.company}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {job.experienceArea.label} · {formatPeriod(job.startDate, job.endDate, job.isCurrent)}
                    {job.location ? ` · ${job.location}` : ''}
                  </Text>
                  {job.description ? (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={3}>
                      {job.description}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${job.title}`} onClick={() => setEditing({ kind: 'job', job })}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${job.title}`}
                    onClick={() => void runAction(() => remove.mutateAsync({ kind: 'jobs', id: job.id }), { info: 'Removed.' })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>

        <Card withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm">
            <Group gap="xs">
              <Title order={2} fz="lg">
                Education
              </Title>
              <Badge variant="light" color={educationFull ? 'orange' : 'gray'}>
                {education.length} of {limits.maxEducationExperiences}
              </Badge>
            </Group>
            <Button size="xs" disabled={educationFull} onClick={() => setEditing({ kind: 'education' })}>
              Add education
            </Button>
          </Group>
          {educationFull ? (
            <Alert color="orange" mb="sm">
              You have reached the limit of {limits.maxEducationExperiences} education entries. Remove one to add another.
            </Alert>
          ) : null}
          <Stack gap="sm">
            {education.length === 0 ? <Text c="dimmed">No education yet.</Text> : null}
            {education.map((e) => (
              <Group key={e.id} justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>
                    {e.degree.label}
                    {e.fieldOfStudy ? ` in ${e.fieldOfStudy}` : ''} · {e.institution}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {e.education.label} · {formatPeriod(e.startDate, e.endDate, e.isCurrent)}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${e.institution}`}
                    onClick={() => setEditing({ kind: 'education', entry: e })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${e.institution}`}
                    onClick={() => void runAction(() => remove.mutateAsync({ kind: 'education', id: e.id }), { info: 'Removed.' })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>
      </Stack>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={
          editing?.kind === 'job'
            ? editing.job
              ? 'Edit job experience'
              : 'Add job experience'
            : editing?.entry
              ? 'Edit education'
              : 'Add education'
        }
      >
        {editing?.kind === 'job' ? <JobForm job={editing.job} onDone={() => setEditing(null)} /> : null}
        {editing?.kind === 'education' ? <EducationForm entry={editing.entry} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </>
  );
}
