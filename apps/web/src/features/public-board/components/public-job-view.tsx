import { Anchor, Badge, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '@talentmatch/shared/jobs';
import type { PublicJob, PublicJobCard } from '@talentmatch/shared/public-board';
import { Link } from 'react-router';
import { JobSkillBadges } from '../../../components/job-skill-badges.tsx';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import classes from './public-job-row.module.css';

/**
 * A day of a public page: the server (and the hydrating render) writes the ISO day, which reads the same anywhere;
 * once the page runs, the reader's own format. So the server's markup and the browser's first render agree.
 */
function Day({ value }: { value: string }) {
  const hydrated = useHydrated();
  const day = value.slice(0, 10);
  return <time dateTime={day}>{hydrated ? formatDate(day) : day}</time>;
}

function placeOf(job: Pick<PublicJobCard, 'city' | 'region' | 'country' | 'workplace'>): string {
  const place = [job.city, job.region, job.country].filter(Boolean).join(', ');
  return [WORKPLACE_LABELS[job.workplace], place].filter(Boolean).join(' · ');
}

/** "USD 90,000 – 120,000 per year" (the same text on the server and in the browser: no locale-dependent format). */
function salaryOf(job: Pick<PublicJobCard, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>): string | null {
  if (job.salaryMin === null && job.salaryMax === null) return null;
  const n = (v: number) => v.toLocaleString('en-US');
  const range =
    job.salaryMin !== null && job.salaryMax !== null
      ? `${n(job.salaryMin)} – ${n(job.salaryMax)}`
      : job.salaryMin !== null
        ? `from ${n(job.salaryMin)}`
        : `up to ${n(job.salaryMax ?? 0)}`;
  return `${job.salaryCurrency} ${range} per ${job.salaryPeriod}`;
}

/** Where Apply leads: a candidate applies at once on their job page; anyone else signs up (or logs in) and comes back there. */
function applyTarget(jobId: string) {
  return `${paths.candidate.job(jobId)}?apply=1`;
}

function ApplyActions({ job }: { job: PublicJob }) {
  const session = useSession();
  const target = applyTarget(job.id);
  if (session.loggedIn) {
    return (
      <Button component={Link} to={target} size="md">
        Apply
      </Button>
    );
  }
  return (
    <Stack gap={6} align="flex-start">
      <Button component={Link} to={`${paths.register}?redirect=${encodeURIComponent(target)}`} size="md">
        Apply
      </Button>
      <Text size="sm">
        Have an account?{' '}
        <Anchor component={Link} to={`${paths.login}?redirect=${encodeURIComponent(target)}`}>
          Log in to apply
        </Anchor>
      </Text>
    </Stack>
  );
}

/** A public job: everything its posting says, its company, and Apply. */
export function PublicJobView({ job }: { job: PublicJob }) {
  const salary = salaryOf(job);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{job.title}</Title>
        <Text>
          <Anchor component={Link} to={job.company.careersPath}>
            {job.company.name}
          </Anchor>{' '}
          · {placeOf(job)}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</Badge>
          {salary && <Badge variant="light">{salary}</Badge>}
          {job.positions > 1 && <Badge variant="outline">{job.positions} positions</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          Posted <Day value={job.datePosted} />
          {job.closingDate ? (
            <>
              {' '}
              · Closes <Day value={job.closingDate} />
            </>
          ) : null}
        </Text>
      </Stack>
      <ApplyActions job={job} />
      <Card withBorder radius="md" p="lg" component="section" aria-label="Job description">
        <MarkdownText markdown={job.description} headingsFrom={2} />
        {job.skills.length > 0 && (
          <>
            <Title order={2} fz="md" mt="md" mb="xs">
              Skills
            </Title>
            <JobSkillBadges skills={job.skills} />
          </>
        )}
        {job.benefits.length > 0 && (
          <>
            <Title order={2} fz="md" mt="md" mb="xs">
              Benefits
            </Title>
            <List size="sm" spacing={4}>
              {job.benefits.map((b) => (
                <List.Item key={b.name}>
                  <b>{b.name}</b>
                  {b.description && ` · ${b.description}`}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Card>
      <Card withBorder radius="md" p="lg" component="section" aria-label="Company">
        <Group gap="md" mb="sm" wrap="nowrap">
          {job.company.logoUrl && <Image src={job.company.logoUrl} alt={`${job.company.name} logo`} w={56} h={56} fit="contain" />}
          <div>
            <Title order={2} fz="md">
              {job.company.name}
            </Title>
            <Text size="sm" c="dimmed">
              {[job.company.industry, job.company.location, job.company.size && `${job.company.size} people`].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
        {job.company.description && <Text size="sm">{job.company.description}</Text>}
        <Anchor component={Link} to={job.company.careersPath} size="sm" mt="sm" display="block">
          All jobs at {job.company.name}
        </Anchor>
      </Card>
      <ApplyActions job={job} />
    </Stack>
  );
}

/**
 * One job in a list (the search, a careers page): plain elements with the card's look (public-job-row.module.css),
 * since a careers page renders up to 200 of them on the server for each first visit.
 */
export function PublicJobRow({ job }: { job: PublicJobCard }) {
  const salary = salaryOf(job);
  return (
    <li className={classes.row}>
      <Link to={job.path} className={classes.title}>
        {job.title}
      </Link>
      <p className={classes.line}>
        {job.company.name} · {placeOf(job)}
      </p>
      <p className={`${classes.line} ${classes.dimmed}`}>
        {EMPLOYMENT_TYPE_LABELS[job.employmentType]}
        {salary ? ` · ${salary}` : ''} · Posted <Day value={job.datePosted} />
      </p>
    </li>
  );
}
