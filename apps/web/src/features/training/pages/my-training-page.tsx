import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TrainingCard as CardData } from '@talentmatch/shared/training';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useMyTraining } from '../api/get-my-training.ts';
import { TrainingCard } from '../components/training-card.tsx';

function Section({ title, items, empty, testId }: { title: string; items: CardData[]; empty: string; testId: string }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {items.map((item) => (
            <TrainingCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** candidate/training ("My career advice"): recommended from the weakest score components, in progress, completed. */
export function MyTrainingPage() {
  const mine = useMyTraining();
  const header = (
    <PageHeader
      title="My career advice"
      actions={
        <Button component={Link} to={paths.candidate.trainingAll} variant="light">
          Browse all career advice
        </Button>
      }
    />
  );
  if (mine.isPending) {
    return (
      <>
        {header}
        <Skeleton h={320} />
      </>
    );
  }
  if (mine.isError) return <Text c="red">{mine.error.message}</Text>;
  const m = mine.data;
  const weakest = m.weakest
    .slice(0, 2)
    .map((w) => w.label.toLowerCase())
    .join(' and ');
  return (
    <>
      {header}
      <Stack gap="xl">
        {!m.hasProfile ? (
          <Alert color="brand" title="Create your profile to earn points">
            <Text size="sm">
              You can read and complete career advice now; it counts toward your score as soon as your profile exists.{' '}
              <Anchor component={Link} to={paths.candidate.profileCreate}>
                Create your profile
              </Anchor>
            </Text>
          </Alert>
        ) : null}
        <Group gap="xs">
          <Text size="sm" data-testid="completed-count">
            You have completed {m.completedCount} career-advice item{m.completedCount === 1 ? '' : 's'}.
          </Text>
        </Group>
        <Section
          title="Recommended for you"
          testId="recommended"
          items={m.recommended}
          empty="You have opened every item in the library. Well done!"
        />
        {weakest ? (
          <Text size="xs" c="dimmed" mt={-24}>
            Chosen for the parts of your score with the most room to grow: {weakest}.
          </Text>
        ) : null}
        <Section title="In progress" testId="in-progress" items={m.inProgress} empty="Nothing in progress." />
        <Section title="Completed" testId="completed" items={m.completed} empty="Nothing completed yet." />
      </Stack>
    </>
  );
}
