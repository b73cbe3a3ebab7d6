import { Anchor, Avatar, Badge, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  AVAILABILITY_LABELS,
  REMOTE_PREFERENCE_LABELS,
  type Availability,
  type RemotePreference,
} from '@talentmatch/shared/candidate-profile';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { MatchBreakdownList } from '../../job-search/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { InviteButton } from '../components/invite-button.tsx';
import { MessageButton } from '../../messaging/index.ts';
import { useCandidate } from '../api/candidate-search.ts';
import { FeedbackSummaryLine } from '../../feedback/index.ts';
import { CandidateJobInterviews } from '../../interviews/index.ts';
import { useJobCandidates } from '../../applications/index.ts';
import { TERMINAL_STATUSES } from '@talentmatch/shared/hiring';
import { useAppConfig } from '../../../lib/app-config-store.ts';
import { formatPeriod } from '../../../lib/format-date.ts';

/** employer/candidates/{id}/{jobId?}: profile, skills, experiences, education, score, resume, and the match with a job. */
export function CandidateDetailPage() {
  const { id = '', jobId = '' } = useParams();
  const candidate = useCandidate(id, jobId);
  const { avatarBaseUrl } = useAppConfig().clientConfig;
  if (candidate.isPending) return <Skeleton h={400} />;
  if (candidate.isError) {
    return (
      <>
        <PageHeader title="Candidate" />
        <Card withBorder p="lg">
          <Text>This candidate does not exist or is not visible to employers.</Text>
        </Card>
      </>
    );
  }
  const c = candidate.data;
  return (
    <>
      <PageHeader
        title={`${c.firstName} ${c.lastName}`}
        description={c.headline}
        actions={
          <Group gap="xs">
            <InviteButton candidate={{ id: c.id, name: `${c.firstName} ${c.lastName}` }} defaultJobId={jobId || undefined} />
            <MessageButton partyId={c.id} jobId={jobId || undefined} area="employer" />
          </Group>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {jobId && <JobInterviews candidateId={c.id} jobId={jobId} candidateName={`${c.firstName} ${c.lastName}`.trim()} />}
            <Card withBorder radius="md" p="lg">
              <Group gap="md" mb="sm" wrap="nowrap" align="flex-start">
                <Avatar
                  src={c.photoToken ? `${avatarBaseUrl}${c.id}?token=${encodeURIComponent(c.photoToken)}` : null}
                  alt={c.photoToken ? `Photo of ${c.firstName} ${c.lastName}` : undefined}
                  size={72}
                  radius="xl"
                  color="brand"
                  aria-hidden={c.photoToken ? undefined : true}
                >
                  {`${c.firstName[0] ?? ''}${c.lastName[0] ?? ''}`.toUpperCase()}
                </Avatar>
                <Group gap="xs">
                  <Badge variant="light">Score {c.score}</Badge>
                  <Badge variant="light">{REMOTE_PREFERENCE_LABELS[c.remotePreference as RemotePreference] ?? c.remotePreference}</Badge>
                  <Badge variant="light">{AVAILABILITY_LABELS[c.availability as Availability] ?? c.availability}</Badge>
                  {c.willingToRelocate && <Badge variant="outline">Willing to relocate</Badge>}
                  <Badge variant="light" color="teal" data-testid="training-completed">
                    Completed {c.trainingCompleted} career-advice item{c.trainingCompleted === 1 ? '' : 's'}
                  </Badge>
                </Group>
              </Group>
              <Text size="sm" c="dimmed">
                {[c.city, c.region, c.country].filter(Boolean).join(', ') || 'Location not given'}
                {c.yearsOption && ` · ${c.yearsOption.label}`}
                {c.educationOption && ` · ${c.educationOption.label}`}
              </Text>
              {c.summary && (
                <Text mt="sm" style={{ whiteSpace: 'pre-line' }}>
                  {c.summary}
                </Text>
              )}
              <FeedbackSummaryLine candidateId={c.id} />
              <Anchor component={Link} to={paths.employer.candidateScores(c.id)} size="sm" mt="sm" display="block">
                Score history
              </Anchor>
            </Card>
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb="xs">
                Skills
              </Title>
              {c.skills.length === 0 ? (
                <Text c="dimmed">No skills listed.</Text>
              ) : (
                <Group gap={6}>
                  {c.skills.map((s) => (
                    <Badge key={s.id} variant="outline">
                      {s.name} · level {s.level} · {s.years} yr
                    </Badge>
                  ))}
                </Group>
              )}
            </Card>
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb="xs">
                Experience
              </Title>
              {c.jobs.length === 0 && <Text c="dimmed">No positions listed.</Text>}
              <Stack gap="sm">
                {c.jobs.map((j) => (
                  <div key={j.id}>
                    <Text fw={600}>
                      {j.title} · {j.company}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatPeriod(j.startDate, j.endDate, j.isCurrent)} · {j.area}
                      {j.location && ` · ${j.location}`}
                    </Text>
                    {j.description && (
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {j.description}
                      </Text>
                    )}
                  </div>
                ))}
              </Stack>
              <Title order={2} fz="md" mt="md" mb="xs">
                Education
              </Title>
              {c.education.length === 0 && <Text c="dimmed">No education listed.</Text>}
              {c.education.map((e) => (
                <Text size="sm" key={e.id}>
                  <b>{e.degree}</b> {e.fieldOfStudy && `in ${e.fieldOfStudy}`}, {e.institution} ({e.education}) ·{' '}
                  {formatPeriod(e.startDate, e.endDate, e.isCurrent)}
                </Text>
              ))}
            </Card>
            <Card withBorder radius="md" p="lg" aria-label="Resume">
              <Title order={2} fz="md" mb="xs">
                Resume
              </Title>
              {!c.resume ? (
                <Text c="dimmed">No resume uploaded.</Text>
              ) : c.resume.inline ? (
                <>
                  <iframe
                    title={`Resume of ${c.firstName} ${c.lastName}`}
                    src={c.resume.url}
                    style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-gray-3)' }}
                  />
                  <Anchor href={c.resume.url} target="_blank" rel="noopener" size="sm">
                    Open {c.resume.fileName} in a new tab
                  </Anchor>
                </>
              ) : (
                <Button component="a" href={c.resume.url} download={c.resume.fileName} variant="light">
                  Download {c.resume.fileName}
                </Button>
              )}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" p="lg">
            {c.breakdown ? (
              <MatchBreakdownList breakdown={c.breakdown} help />
            ) : (
              <Text size="sm">
                Choose a job on the{' '}
                <Anchor component={Link} to={paths.employer.candidates}>
                  candidate search
                </Anchor>{' '}
                to see how well this candidate matches it.
              </Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** The candidate's interviews for the job, with a proposal while their application to it is open. */
function JobInterviews({ candidateId, jobId, candidateName }: { candidateId: string; jobId: string; candidateName: string }) {
  const pipeline = useJobCandidates(jobId, { status: 'all', page: 1, pageSize: 1, candidateId });
  if (pipeline.isPending) return null;
  const row = pipeline.data?.items[0];
  const application = row ? { id: row.applicationId, open: !row.candidateDeleted && !TERMINAL_STATUSES.includes(row.status) } : null;
  return <CandidateJobInterviews candidateId={candidateId} jobId={jobId} candidateName={candidateName} application={application} />;
}
