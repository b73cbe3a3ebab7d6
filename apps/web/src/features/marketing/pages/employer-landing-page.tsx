import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBriefcase,
  IconChartDots,
  IconCheck,
  IconHeartHandshake,
  IconMessages,
  IconSearch,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PLAN_SIZE_LABELS, PLAN_SIZES, type PlanSize, type PublicPlans } from '@talentmatch/shared/subscriptions';
import { useAppConfig } from '../../../lib/app-config-store.ts';
import { formatNumber } from '../../../lib/format-count.ts';
import { formatMoney, usePublicPlans } from '../../subscriptions/index.ts';

const signUpAsEmployer = `${paths.register}?as=employer`;

const STEPS = [
  { title: 'Create your company', text: 'Sign up, add your logo and tell candidates what makes your team a good place to work.' },
  { title: 'Post jobs and search', text: 'Publish openings with the skills you need and search candidates ranked by how well they match.' },
  { title: 'Talk and hire', text: 'Invite candidates, answer applications and move people through your hiring steps in one place.' },
];

const FEATURES = [
  {
    icon: IconSearch,
    title: 'Candidate search that ranks by fit',
    text: 'Filter by skills, experience, education and location, sorted by a transparent match score.',
  },
  {
    icon: IconChartDots,
    title: 'Explainable candidate scores',
    text: 'See how each score is built and how it changed over time before you reach out.',
  },
  {
    icon: IconMessages,
    title: 'Conversations tied to jobs',
    text: 'Message candidates about a specific opening, share files and keep the whole history together.',
  },
  {
    icon: IconUsersGroup,
    title: 'Your whole hiring team',
    text: 'Invite colleagues so everyone sees the same candidates, jobs and messages.',
  },
  {
    icon: IconBriefcase,
    title: 'Clear hiring statuses',
    text: 'Invitations, applications, shortlists and hires, each step recorded with who and when.',
  },
  { icon: IconHeartHandshake, title: 'Feedback that matters', text: 'Rate hires after they start and help good candidates stand out.' },
];

const PLAN_FIT: Record<PlanSize, string> = {
  small: 'For a founder or a small team hiring now and then.',
  medium: 'For growing teams with several openings at once.',
  large: 'For companies hiring across teams and locations.',
  'extra-large': 'For organisations with many open roles and recruiters.',
};

/** A plan's price as the card shows it: "$99 / month", or "…" while the prices load. */
function PlanPrice({ plan }: { plan: PublicPlans['plans'][number] | undefined }) {
  if (!plan) return <Skeleton h={28} w={120} aria-label="Loading the price" />;
  return (
    <Text fw={800} fz={26} lh={1.1}>
      {formatMoney(plan.price.amount, plan.price.currency)}
      <Text span size="sm" c="dimmed" fw={500}>
        {' '}
        / {plan.interval === 'monthly' ? 'month' : 'year'}
      </Text>
    </Text>
  );
}

/** /employer-landing: sells the employer subscription, with the configured plans' prices (standard and nonprofit). */
export function EmployerLandingPage() {
  const [interval, setBillingInterval] = useState<'monthly' | 'yearly'>('monthly');
  const { trialDays } = useAppConfig().siteConfiguration;
  const plans = usePublicPlans();
  const planOf = (size: PlanSize, nonprofit: boolean) =>
    plans.data?.plans.find((p) => p.size === size && p.interval === interval && p.nonprofit === nonprofit);
  const trialCta = `Start your ${trialDays}-day free trial`;
  return (
    <Box>
      <Box
        py={{ base: 48, sm: 88 }}
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 55%, var(--mantine-color-cyan-7) 100%)',
          color: 'white',
        }}
      >
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Badge variant="white" color="brand" size="lg" radius="sm">
              For employers
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1} c="white">
              Hire the right people, faster.
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }} c="brand.0">
              TalentMatch finds candidates who fit your jobs, explains why they fit, and gives your hiring team one place to talk to them.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={signUpAsEmployer}
                size="lg"
                variant="white"
                color="brand"
                rightSection={<IconArrowRight size={18} />}
              >
                {trialCta}
              </Button>
              <Button component={Link} to={paths.login} size="lg" variant="outline" color="white">
                Log in
              </Button>
            </Group>
            <Text size="sm" c="brand.1">
              No card needed to start. Choose a plan whenever you are ready.
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Title order={2} ta="center" mb={8}>
          How it works
        </Title>
        <Text c="dimmed" ta="center" mb={40}>
          From sign-up to your first hire in three steps.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {STEPS.map((step, index) => (
            <Stack key={step.title} gap="xs">
              <ThemeIcon size={44} radius="xl" variant="light">
                <Text fw={800}>{index + 1}</Text>
              </ThemeIcon>
              <Text fw={700} fz="lg">
                {step.title}
              </Text>
              <Text c="dimmed">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="white" py={{ base: 40, sm: 72 }}>
        <Container size="lg">
          <Title order={2} ta="center" mb={40}>
            Everything your hiring team needs
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {FEATURES.map((feature) => (
              <Card key={feature.title} withBorder radius="md" p="lg">
                <ThemeIcon size={40} radius="md" variant="light" mb="md">
                  <feature.icon size={22} />
                </ThemeIcon>
                <Text fw={700} mb={6}>
                  {feature.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {feature.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Stack align="center" gap="sm" mb={32}>
          <Title order={2} ta="center">
            A plan for every size of team
          </Title>
          <Text c="dimmed" ta="center" maw={620}>
            Four plan sizes, billed monthly or yearly. Nonprofit organisations get their own nonprofit plans in every size.
          </Text>
          <SegmentedControl
            value={interval}
            onChange={(value) => setBillingInterval(value as 'monthly' | 'yearly')}
            data={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'yearly', label: 'Yearly' },
            ]}
            aria-label="Billing interval"
          />
        </Stack>
        {plans.isError ? (
          <Text c="dimmed" ta="center" mb="md">
            The prices could not be loaded just now; sign up to see every plan.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {PLAN_SIZES.map((size) => {
            const standard = planOf(size, false);
            const nonprofit = planOf(size, true);
            return (
              <Card key={size} withBorder radius="md" p="lg" data-testid={`plan-${size}`}>
                <Stack gap="sm" h="100%">
                  <Text fw={800} fz="xl">
                    {PLAN_SIZE_LABELS[size]}
                  </Text>
                  <PlanPrice plan={standard} />
                  <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                    {PLAN_FIT[size]}
                  </Text>
                  <List size="sm" spacing={4} icon={<IconCheck size={14} color="var(--mantine-color-teal-7)" />}>
                    {standard ? (
                      <>
                        <List.Item>Up to {formatNumber(standard.limits.openJobs)} open jobs</List.Item>
                        <List.Item>{formatNumber(standard.limits.seats)} hiring-team seats</List.Item>
                      </>
                    ) : null}
                    <List.Item>Billed {interval}</List.Item>
                    <List.Item>{trialDays}-day free trial</List.Item>
                  </List>
                  <Text size="sm" c="dimmed">
                    Nonprofit:{' '}
                    {nonprofit
                      ? `${formatMoney(nonprofit.price.amount, nonprofit.price.currency)} / ${interval === 'monthly' ? 'month' : 'year'}`
                      : '…'}
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>

      <Box bg="brand.0" py={{ base: 40, sm: 64 }}>
        <Container size="md">
          <Stack align="center" gap="md" ta="center">
            <Title order={2}>Ready to meet your next hire?</Title>
            <Text c="dimmed">Try every feature free for {trialDays} days, then pick the plan that fits.</Text>
            <Button component={Link} to={signUpAsEmployer} size="lg" rightSection={<IconArrowRight size={18} />}>
              {trialCta}
            </Button>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
