import { Anchor, Badge, Card, Grid, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { JobSkillBadges } from '../../../components/job-skill-badges.tsx';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { JobStandingPanel } from '../../applications/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBoardJob } from '../api/job-board.ts';
import { employmentLabel, jobPlace, jobSalary } from '../components/job-labels.ts';
import { MatchBreakdownList } from '../components/match-breakdown.tsx';
import { formatDate } from '../../../lib/format-date.ts';

/** candidate/jobs/{id}: the job, its company and benefits, and how well the candidate matches. */
export function JobPostingPage() {
  const { id = '' } = useParams();
  const job = useBoardJob(id);
  // ?apply=1: Apply on the public job page, back after sign-up or login: the application goes at once
  const [params] = useSearchParams();
  const applyNow = params.get('apply') === '1';
  if (job.isPending) return <Skeleton h={400} />;
  if (job.isError) {
    return (
      <>
        <PageHeader title="Job posting" />
        <Card withBorder p="lg">
          <Text>This job is not open any more, or it does not exist.</Text>
          <Anchor component={Link} to={paths.candidate.jobs} mt="sm" display="block">
            Back to job postings
          </Anchor>
        </Card>
      </>
    );
  }
  const j = job.data;
  const salary = jobSalary(j);
  return (
    <>
      <PageHeader title={j.title} description={`${j.company.name} · ${jobPlace(j)}`} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" p="lg">
              <Group gap="xs" mb="sm">
                <Badge variant="light">{employmentLabel(j.employmentType)}</Badge>
                {salary && <Badge variant="light">{salary}</Badge>}
                {j.closingDate && <Badge variant="outline">Closes {formatDate(j.closingDate)}</Badge>}
                {j.positions > 1 && <Badge variant="outline">{j.positions} positions</Badge>}
              </Group>
              <MarkdownText markdown={j.description} />
              {j.skills.length > 0 && (
                <>
                  <Title order={3} fz="sm" mt="md" mb="xs">
                    Skills
                  </Title>
                  <JobSkillBadges skills={j.skills} />
                </>
              )}
              <Stack gap={2} mt="md">
                {j.yearsOption && <Text size="sm">Experience: {j.yearsOption.label}</Text>}
                {j.educationOption && <Text size="sm">Education: {j.educationOption.label}</Text>}
                {j.experienceArea && <Text size="sm">Area: {j.experienceArea.name}</Text>}
              </Stack>
              <JobStandingPanel job={{ id: j.id, title: j.title, companyName: j.company.name }} standing={j.standing} applyNow={applyNow} />
            </Card>
            <Card withBorder radius="md" p="lg" aria-label="Company">
              <Group gap="md" mb="sm" wrap="nowrap">
                {j.company.logoUrl && <Image src={j.company.logoUrl} alt={`${j.company.name} logo`} w={56} h={56} fit="contain" />}
                <div>
                  <Title order={2} fz="md">
                    {j.company.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {[j.company.industry, j.company.location, j.company.size && `${j.company.size} people`].filter(Boolean).join(' · ')}
                  </Text>
                </div>
              </Group>
              {j.company.description && <Text size="sm">{j.company.description}</Text>}
              {j.benefits.length > 0 && (
                <>
                  <Title order={3} fz="sm" mt="md" mb="xs">
                    Benefits
                  </Title>
                  <Stack gap={4}>
                    {j.benefits.map((b) => (
                      <Text size="sm" key={b.id}>
                        <b>{b.name}</b>
                        {b.description && ` · ${b.description}`}
                      </Text>
                    ))}
                  </Stack>
                </>
              )}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" p="lg">
            {j.breakdown ? (
              <MatchBreakdownList breakdown={j.breakdown} />
            ) : (
              <Text size="sm">
                <Anchor component={Link} to={paths.candidate.profileCreate}>
                  Create your profile
                </Anchor>{' '}
                to see how well you match this job.
              </Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
