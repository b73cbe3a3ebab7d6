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

const TRIAL_CTA = 'Start your 14-day free trial';
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

const PLANS = [
  { size: 'Small', fit: 'For a founder or a small team hiring now and then.' },
  { size: 'Medium', fit: 'For growing teams with several openings at once.' },
  { size: 'Large', fit: 'For companies hiring across teams and locations.' },
  { size: 'Extra large', fit: 'For organisations with many open roles and recruiters.' },
];

/** /employer-landing: sells the employer subscription. Prices come from configuration after sign-up. */
export function EmployerLandingPage() {
  const [interval, setBillingInterval] = useState<'monthly' | 'yearly'>('monthly');
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
                {TRIAL_CTA}
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
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {PLANS.map((plan) => (
            <Card key={plan.size} withBorder radius="md" p="lg">
              <Stack gap="sm" h="100%">
                <Text fw={800} fz="xl">
                  {plan.size}
                </Text>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {plan.fit}
                </Text>
                <List size="sm" spacing={4} icon={<IconCheck size={14} color="var(--mantine-color-teal-7)" />}>
                  <List.Item>Billed {interval}</List.Item>
                  <List.Item>Nonprofit variant available</List.Item>
                  <List.Item>{TRIAL_CTA.replace('Start your ', '').replace(/^./, (c) => c.toUpperCase())}</List.Item>
                </List>
                <Text size="sm" fw={600} c="brand.8">
                  See plans and prices after sign-up
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="brand.0" py={{ base: 40, sm: 64 }}>
        <Container size="md">
          <Stack align="center" gap="md" ta="center">
            <Title order={2}>Ready to meet your next hire?</Title>
            <Text c="dimmed">Try every feature free for 14 days, then pick the plan that fits.</Text>
            <Button component={Link} to={signUpAsEmployer} size="lg" rightSection={<IconArrowRight size={18} />}>
              {TRIAL_CTA}
            </Button>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
