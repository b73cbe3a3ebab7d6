import { formatDate, formatPeriod } from '../../../lib/format-date.ts';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AVAILABILITY_LABELS, REMOTE_PREFERENCE_LABELS, formatBytes } from '@talentmatch/shared/candidate-profile';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useExperiences } from '../api/candidate-experiences.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCandidateSkills } from '../../skills/index.ts';
import { CandidateSkillList } from '../../skills/index.ts';
import { useCandidateProfile } from '../api/get-candidate-profile.ts';
import { CandidateAvatar } from '../components/photo-card.tsx';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || 'Not given'}</Text>
    </Stack>
  );
}

/** candidate/profile: everything employers see, with the way to change each part. */
export function ProfilePage() {
  const profile = useCandidateProfile();
  const skills = useCandidateSkills();
  const experiences = useExperiences();
  if (profile.isPending) return <Skeleton h={400} />;
  if (profile.isError) return <Text c="red">{profile.error.message}</Text>;
  const p = profile.data;
  if (!p) {
    return (
      <>
        <PageHeader title="Profile" />
        <Card withBorder radius="md" p="xl">
          <Stack align="flex-start">
            <Title order={2} fz="lg">
              You have not created your profile yet
            </Title>
            <Text c="dimmed">It takes a few minutes: a headline, where you are, and what you are looking for.</Text>
            <Button component={Link} to={paths.candidate.profileCreate}>
              Create profile
            </Button>
          </Stack>
        </Card>
      </>
    );
  }
  const location = [p.city, p.region, p.country].filter(Boolean).join(', ');
  return (
    <>
      <PageHeader
        title="Profile"
        actions={
          <Button component={Link} to={paths.candidate.profileUpdate}>
            Edit profile
          </Button>
        }
      />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <Group gap="lg" align="flex-start" wrap="nowrap">
            <CandidateAvatar profile={p} size={80} />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs">
                <Title order={2} fz="xl">
                  {p.firstName} {p.lastName}
                </Title>
                <Badge
                  color={p.visibility === 'visible' ? 'green' : 'gray'}
                  variant="light"
                  h="auto"
                  styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                  data-testid="visibility-badge"
                >
                  {p.visibility === 'visible' ? 'Visible to employers' : 'Hidden from employers'}
                </Badge>
              </Group>
              <Text fw={500}>{p.headline}</Text>
              <Text size="sm" c="dimmed">
                {location || 'Location not given'}
              </Text>
            </Stack>
            <Stack gap={0} align="center">
              <Text fz={32} fw={800} c="brand">
                {p.score}
              </Text>
              <Anchor component={Link} to={paths.candidate.dashboard} size="xs">
                Score
              </Anchor>
            </Stack>
          </Group>
          {p.summary ? (
            <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
              {p.summary}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 2, sm: 4 }} mt="lg">
            <Field label="Remote" value={REMOTE_PREFERENCE_LABELS[p.remotePreference]} />
            <Field label="Availability" value={AVAILABILITY_LABELS[p.availability]} />
            <Field label="Experience" value={p.yearsOption?.label ?? ''} />
            <Field label="Education" value={p.educationOption?.label ?? ''} />
            <Field label="Relocation" value={p.willingToRelocate ? 'Willing to relocate' : 'Not relocating'} />
            <Field label="Phone" value={p.phoneNumber} />
            <Field label="Email" value={p.email} />
          </SimpleGrid>
        </Card>

        <Card withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              Resume
            </Title>
            <Button size="xs" variant="light" component={Link} to={paths.candidate.resumeUpload}>
              {p.resume ? 'Manage resume' : 'Upload resume'}
            </Button>
          </Group>
          {p.resume ? (
            <Text size="sm">
              {p.resume.fileName} · {formatBytes(p.resume.size)} · uploaded {formatDate(p.resume.uploadedAt)}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No resume yet. Upload a PDF, DOC or DOCX and we will suggest skills from it.
            </Text>
          )}
        </Card>

        <Card withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              Skills
            </Title>
            <Button size="xs" variant="light" component={Link} to={paths.candidate.skillsAdd}>
              Add skill
            </Button>
          </Group>
          {skills.data ? <CandidateSkillList skills={skills.data} /> : <Skeleton h={80} />}
        </Card>

        <Card withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              Experience and education
            </Title>
            <Button size="xs" variant="light" component={Link} to={paths.candidate.experiences}>
              Manage experiences
            </Button>
          </Group>
          {experiences.data ? (
            <Stack gap={6}>
              {experiences.data.jobs.map((job) => (
                <Text key={job.id} size="sm">
                  <Text span fw={600}>
                    {job.title}
                  </Text>{' '}
                  at {job.company} · {job.experienceArea.label} · {formatPeriod(job.startDate, job.endDate, job.isCurrent)}
                </Text>
              ))}
              {experiences.data.education.map((e) => (
                <Text key={e.id} size="sm">
                  <Text span fw={600}>
                    {e.degree.label}
                  </Text>{' '}
                  {e.fieldOfStudy ? `in ${e.fieldOfStudy} ` : ''}at {e.institution}
                </Text>
              ))}
              {experiences.data.jobs.length + experiences.data.education.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No experience or education yet.
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Skeleton h={60} />
          )}
        </Card>
      </Stack>
    </>
  );
}
