import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Stepper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { hasRole } from '@talentmatch/shared/roles';
import { IconBuildingSkyscraper, IconCheck, IconUserSearch } from '@tabler/icons-react';
import { lazy } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredColumn } from '../../../components/centered-column.tsx';
import { PageSuspense } from '../../../components/page-suspense.tsx';
import { paths, safeRedirectTarget } from '../../../config/paths.ts';
import { rememberReturnTo } from '../../../lib/return-to.ts';
import { useAppConfig } from '../../../lib/app-config-store.ts';
import { useSession } from '../../../lib/session.ts';
import type { RegisterAs } from '../api/register-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { UserRegistrationForm } from '../components/user-registration-form.tsx';

// The company step (selects, logo upload) loads when an employer reaches it, not with the account step.
const CompanyRegistrationForm = lazy(() =>
  import('../components/company-registration-form.tsx').then((m) => ({ default: m.CompanyRegistrationForm })),
);

const CHOICES: { as: RegisterAs; title: string; text: string; icon: typeof IconUserSearch }[] = [
  { as: 'candidate', title: 'I am looking for a job', text: 'Build your profile, find jobs and talk to employers.', icon: IconUserSearch },
  { as: 'employer', title: 'I am hiring', text: 'Post jobs, find candidates and hire with your team.', icon: IconBuildingSkyscraper },
];

function RoleChoice({ value, onChange }: { value: RegisterAs; onChange: (as: RegisterAs) => void }) {
  // prerendered: a choice clicked before the page runs would be lost, so the cards wait for it (docs/prerendering.md)
  const hydrated = useHydrated();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mb="lg" role="radiogroup" aria-label="Account type">
      {CHOICES.map((choice) => {
        const selected = value === choice.as;
        return (
          <UnstyledButton
            key={choice.as}
            role="radio"
            aria-checked={selected}
            data-testid={`register-as-${choice.as}`}
            disabled={!hydrated}
            onClick={() => onChange(choice.as)}
          >
            <Paper
              withBorder
              radius="md"
              p="md"
              h="100%"
              style={{
                borderColor: selected ? 'var(--mantine-color-brand-6)' : undefined,
                background: selected ? 'var(--mantine-color-brand-0)' : undefined,
                borderWidth: selected ? 2 : 1,
              }}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <ThemeIcon variant={selected ? 'filled' : 'light'} size={36} radius="md">
                  <choice.icon size={20} />
                </ThemeIcon>
                {selected ? <IconCheck size={18} color="var(--mantine-color-brand-7)" aria-hidden /> : null}
              </Group>
              <Text fw={700} mt="sm">
                {choice.title}
              </Text>
              <Text size="sm" c="dimmed">
                {choice.text}
              </Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}

/** /register: candidate or employer; an employer continues to the company registration. */
export function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const { siteConfiguration } = useAppConfig();
  const as: RegisterAs = params.get('as') === 'employer' ? 'employer' : 'candidate';
  const companyStep = params.get('step') === 'company';
  // where a candidate goes once registered (Apply on a public job page), kept through the confirmation (lib/return-to.ts)
  const redirect = params.get('redirect') ? safeRedirectTarget(params.get('redirect'), '') : '';
  const canRegisterCompany = session.loggedIn && hasRole(session.claims?.role, 'Employer') && !session.claims?.companyId;

  if (companyStep) {
    return (
      <CenteredColumn width={620}>
        <Stepper active={1} size="sm" mb="lg" allowNextStepsSelect={false}>
          <Stepper.Step label="Your account" />
          <Stepper.Step label="Your company" />
        </Stepper>
        <AuthCard title="Register your company" subtitle="Tell candidates who you are. You can change these details later.">
          {canRegisterCompany ? (
            <PageSuspense>
              <CompanyRegistrationForm
                onRegistered={() => navigate(paths.welcome, { replace: true, state: { companyRegistered: true } })}
              />
            </PageSuspense>
          ) : (
            <Stack gap="sm">
              <Text>
                {session.claims?.companyId
                  ? 'Your company is already registered.'
                  : 'Log in with your employer account to register your company.'}
              </Text>
              <Anchor
                component={Link}
                to={session.loggedIn ? paths.home : `${paths.login}?redirect=${encodeURIComponent(paths.registerCompany)}`}
              >
                {session.loggedIn ? 'Go to your dashboard' : 'Log in'}
              </Anchor>
            </Stack>
          )}
        </AuthCard>
      </CenteredColumn>
    );
  }

  const registrationOpen = siteConfiguration.registrationOpen?.[as] ?? true;

  return (
    <CenteredColumn width={620}>
      {as === 'employer' ? (
        <Stepper active={0} size="sm" mb="lg" allowNextStepsSelect={false}>
          <Stepper.Step label="Your account" />
          <Stepper.Step label="Your company" />
        </Stepper>
      ) : null}
      <AuthCard
        title="Create your account"
        subtitle={
          <>
            Already have an account?{' '}
            <Anchor component={Link} to={redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login} size="sm">
              Log in
            </Anchor>
          </>
        }
      >
        <RoleChoice
          value={as}
          onChange={(next) => setParams(next === 'employer' ? { as: 'employer' } : redirect ? { redirect } : {}, { replace: true })}
        />
        {as === 'employer' ? (
          <Group gap="xs" mb="md">
            <Badge variant="light">14-day free trial</Badge>
            <Text size="sm" c="dimmed">
              No card needed to start.
            </Text>
          </Group>
        ) : null}
        {registrationOpen ? (
          <UserRegistrationForm
            key={as}
            as={as}
            submitLabel={as === 'employer' ? 'Continue to company details' : 'Create account'}
            onRegistered={() => {
              if (as === 'candidate' && redirect) rememberReturnTo(redirect);
              navigate(as === 'employer' ? paths.registerCompany : redirect || paths.welcome, { replace: true });
            }}
          />
        ) : (
          <Text>Registration is closed at the moment. Please try again later.</Text>
        )}
      </AuthCard>
    </CenteredColumn>
  );
}
