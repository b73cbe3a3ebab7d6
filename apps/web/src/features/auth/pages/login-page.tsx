import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CenteredColumn } from '../../../components/centered-column.tsx';
import { paths, safeRedirectTarget } from '../../../config/paths.ts';
import { useAppConfig } from '../../../lib/app-config-store.ts';
import { useAppState } from '../../../lib/app-state.ts';
import { lazySchema, toFormErrors } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useSession } from '../../../lib/session.ts';
import { isDirectoryConfigured, isDirectoryReturn } from '../api/directory-sign-in.ts';
import { loginErrorMessage, needsCaptcha, useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CAPTCHA_REQUIRED_MESSAGE, CaptchaField } from '../components/captcha-field.tsx';
import { DirectoryConnectFinish } from '../components/directory-connect-finish.tsx';
import { DirectorySignIn } from '../components/directory-sign-in.tsx';
import { fieldsWaitForHydration, useHydrated } from '../../../lib/use-hydrated.ts';

const loginSchema = lazySchema(() => import('@talentmatch/shared/auth-schemas').then((m) => m.loginBody));

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const location = useLocation();
  const { busy } = useAppState();
  const login = useLogin();
  const { azureAd } = useAppConfig().clientConfig;
  const [directoryPending, setDirectoryPending] = useState(false);
  // a prerendered form takes input and sends only once the page runs (docs/prerendering.md)
  const hydrated = useHydrated();
  const redirect = safeRedirectTarget(params.get('redirect'), paths.home);
  // shown once the server asks for it (repeated failed logins on the account)
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm({
    ...fieldsWaitForHydration(hydrated),
    mode: 'controlled',
    initialValues: { email: '', password: '', captchaToken: '' },
    validate: (values) => {
      const errors = loginSchema.validate(values);
      if (captchaAsked && !values.captchaToken) errors.captchaToken = CAPTCHA_REQUIRED_MESSAGE;
      return errors;
    },
  });

  // a signed-in person back from the directory ("Connect Microsoft account" in Settings) is connected, then sent back
  if (session.loggedIn && isDirectoryConfigured(azureAd) && isDirectoryReturn(location) && !directoryPending) {
    return <DirectoryConnectFinish settings={azureAd} />;
  }
  if (session.loggedIn && !login.isPending && !directoryPending) return <Navigate to={redirect} replace />;

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => login.mutateAsync(values), {
      messageFor: loginErrorMessage,
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, ['email', 'password', 'captchaToken'])),
    });
    if (!result.ok) {
      // a solved captcha is single-use: a fresh one for the next try
      if (needsCaptcha(result.error)) setCaptchaAsked(true);
      if (captchaAsked || needsCaptcha(result.error)) setCaptchaKey((key) => key + 1);
      return;
    }
    // an open survey for the user's role comes first, then where they were going
    const survey = result.value.activeSurvey;
    navigate(survey ? paths.survey(survey, redirect) : redirect, { replace: true });
  });

  return (
    <CenteredColumn>
      <AuthCard title="Log in" subtitle="Welcome back. Log in to your TalentMatch account.">
        <form onSubmit={loginSchema.submitWhenReady(submit)} onInput={loginSchema.preload} noValidate>
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="email" required autoFocus {...form.getInputProps('email')} />
            <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
            {captchaAsked && (
              <CaptchaField
                resetKey={captchaKey}
                error={form.errors.captchaToken as string | undefined}
                onToken={(token) => {
                  form.setFieldValue('captchaToken', token);
                  if (token) form.clearFieldError('captchaToken');
                }}
              />
            )}
            <Group justify="flex-end" mt={-6}>
              <Anchor component={Link} to={paths.forgotPassword} size="sm">
                Forgot password?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth size="md" loading={login.isPending || busy} disabled={!hydrated}>
              Log in
            </Button>
          </Stack>
        </form>
        {isDirectoryConfigured(azureAd) && <DirectorySignIn settings={azureAd} redirect={redirect} onPending={setDirectoryPending} />}
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
