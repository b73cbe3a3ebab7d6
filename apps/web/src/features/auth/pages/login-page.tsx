import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginBody } from '@talentmatch/shared/auth-schemas';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { CenteredColumn } from '../../../app/layouts/public-layout.tsx';
import { paths, safeRedirectTarget } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/app-state.ts';
import { validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useSession } from '../../../lib/session.ts';
import { loginErrorMessage, useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const { busy } = useAppState();
  const login = useLogin();
  const redirect = safeRedirectTarget(params.get('redirect'), paths.home);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: validateWith(loginBody),
  });

  if (session.loggedIn && !login.isPending) return <Navigate to={redirect} replace />;

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => login.mutateAsync(values), { messageFor: loginErrorMessage });
    if (result.ok) navigate(redirect, { replace: true });
  });

  return (
    <CenteredColumn>
      <AuthCard title="Log in" subtitle="Welcome back. Log in to your TalentMatch account.">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              autoFocus
              {...form.getInputProps('email')}
            />
            <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
            <Group justify="flex-end" mt={-6}>
              <Anchor component={Link} to={paths.forgotPassword} size="sm">
                Forgot password?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth size="md" loading={login.isPending || busy}>
              Log in
            </Button>
          </Stack>
        </form>
        <Divider my="lg" label="New to TalentMatch?" labelPosition="center" />
        <Stack gap={6} align="center">
          <Text size="sm">
            <Anchor component={Link} to={paths.register} fw={600}>
              Create an account
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            Hiring?{' '}
            <Anchor component={Link} to={paths.employerLanding}>
              See what TalentMatch offers employers
            </Anchor>
          </Text>
        </Stack>
      </AuthCard>
    </CenteredColumn>
  );
}
