import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  RingProgress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconTrendingUp } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useMe } from '../../account/index.ts';
import { useCandidateProfile } from '../../candidate-profiles/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { CandidateFeedbackCard } from '../../feedback/index.ts';
import { UpcomingInterviewsCard } from '../../interviews/index.ts';
import { useCandidateScore } from '../api/get-candidate-score.ts';

/** candidate/dashboard: the score, its breakdown, the message for its range, the next three steps and the checklist. */
export function CandidateScoreDashboardPage() {
  const me = useMe();
  const profile = useCandidateProfile();
  const score = useCandidateScore();
  // the body is drawn from deferred copies of the answers: React draws it in slices after they arrive, not in one long
  // task (the profile's answer is null for a candidate without one; a failed profile request draws the body without it)
  const s = useDeferredValue(score.data);
  const profileData = useDeferredValue(profile.data);
  const title = me.data ? `Hello, ${me.data.firstName}` : 'Dashboard';
  // the header, with its description from the route table, stands while the score loads (it is the page's largest text)
  const header = <PageHeader title={title} />;

  if (score.isError) {
    return (
      <>
        {header}
        <Text c="red">{score.error.message}</Text>
      </>
    );
  }
  if (s === undefined || (profileData === undefined && !profile.isError)) {
    return (
      <>
        {header}
        <Skeleton h={320} />
      </>
    );
  }

  return (
    <>
      {header}
      <Stack gap="lg">
        <UpcomingInterviewsCard />
        {!profileData ? (
          <Alert color="brand" title="Start with your profile">
            <Text size="sm">A headline and a few details are enough to begin; your score grows with every step below.</Text>
            <Button mt="sm" component={Link} to={paths.candidate.profileCreate}>
              Create profile
            </Button>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="md" p="lg">
            <Group wrap="nowrap" align="center" gap="lg">
              <RingProgress
                size={150}
                thickness={14}
                roundCaps
                sections={[{ value: s.score, color: 'brand' }]}
                label={
                  <Stack gap={0} align="center">
                    <Text fz={36} fw={800} lh={1} data-testid="candidate-score">
                      {s.score}
                    </Text>
                    <Text size="xs" c="dimmed">
                      of 100
                    </Text>
                  </Stack>
                }
              />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
                  Your score
                </Text>
                {s.message ? (
                  <>
                    <Title order={2} fz="lg">
                      {s.message.title}
                    </Title>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {s.message.message}
                    </Text>
                    {s.message.nextSteps ? (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="score-next-steps">
                        <Text span fw={600}>
                          Next steps:{' '}
                        </Text>
                        {s.message.nextSteps}
                      </Text>
                    ) : null}
                  </>
                ) : (
                  <Text size="sm">Every improvement below raises it.</Text>
                )}
              </Stack>
            </Group>
          </Card>
          <Card withBorder radius="md" p="lg">
            <Group gap="xs" mb="sm">
              <ThemeIcon variant="light" size="sm">
                <IconTrendingUp size={14} />
              </ThemeIcon>
              <Title order={2} fz="md">
                What would raise it most
              </Title>
            </Group>
            {s.actions.length === 0 ? (
              <Text size="sm" c="dimmed">
                You have done everything that counts today. New career advice and employer feedback keep raising it.
              </Text>
            ) : (
              <Stack gap="sm" data-testid="score-actions">
                {s.actions.map((action) => (
                  <Group key={action.text} justify="space-between" wrap="nowrap" gap="sm">
                    <Anchor component={Link} to={action.path} size="sm" style={{ minWidth: 0 }}>
                      {action.text}
                    </Anchor>
                    <Badge variant="light" color="green" style={{ flexShrink: 0 }}>
                      +{action.gain}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            )}
            <Anchor component={Link} to={paths.candidate.training} size="sm" mt="md" display="block" data-testid="career-advice-link">
              Career Advice picked for your weakest areas (each item completed adds points)
            </Anchor>
          </Card>
        </SimpleGrid>

        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="md">
            How your score is made
          </Title>
          <Stack gap="md" data-testid="score-breakdown">
            {s.components.map((c) => (
              <Stack key={c.key} gap={4}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600} size="sm">
                    {c.label}
                  </Text>
                  <Text size="sm" fw={600}>
                    {c.points} / {c.max}
                  </Text>
                </Group>
                <Progress
                  value={(c.points / c.max) * 100}
                  color={c.status === 'unavailable' ? 'gray' : 'brand'}
                  aria-label={`${c.label}: ${c.points} of ${c.max}`}
                />
                <Text size="xs" c="dimmed">
                  {c.explanation}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Card>

        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="sm">
            Profile checklist
          </Title>
          <List spacing="xs" center>
            {s.checklist.map((item) => (
              <List.Item
                key={item.key}
                icon={
                  <ThemeIcon color={item.done ? 'green' : 'gray'} variant={item.done ? 'filled' : 'light'} size={22} radius="xl">
                    {item.done ? <IconCircleCheck size={14} /> : <IconCircleDashed size={14} />}
                  </ThemeIcon>
                }
              >
                {item.done ? (
                  <Text size="sm">{item.label}</Text>
                ) : (
                  <Anchor component={Link} to={item.path} size="sm">
                    {item.label}
                  </Anchor>
                )}
              </List.Item>
            ))}
          </List>
        </Card>
        <CandidateFeedbackCard />
      </Stack>
    </>
  );
}
