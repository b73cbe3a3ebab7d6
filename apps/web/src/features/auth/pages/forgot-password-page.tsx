import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CenteredColumn } from '../../../components/centered-column.tsx';
import { paths } from '../../../config/paths.ts';
import { lazySchema, toFormErrors } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CAPTCHA_REQUIRED_MESSAGE, CaptchaField, useCaptchaRequired } from '../components/captcha-field.tsx';
import { fieldsWaitForHydration, useHydrated } from '../../../lib/use-hydrated.ts';

export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that email address, we have sent a link to reset the password. Check your inbox and your spam folder; the link expires soon and works once.';

const forgotPasswordSchema = lazySchema(() => import('@talentmatch/shared/auth-schemas').then((m) => m.forgotPasswordBody));

export function ForgotPasswordPage() {
  // a prerendered form takes input and sends only once the page runs (docs/prerendering.md)
  const hydrated = useHydrated();
  const forgot = useForgotPassword();
  const captchaRequired = useCaptchaRequired();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    ...fieldsWaitForHydration(hydrated),
    mode: 'controlled',
    initialValues: { email: '', captchaToken: '' },
    validate: (values) => {
      const errors = forgotPasswordSchema.validate(values);
      if (captchaRequired && !values.captchaToken) errors.captchaToken = CAPTCHA_REQUIRED_MESSAGE;
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => forgot.mutateAsync(values), {
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, ['email', 'captchaToken'])),
    });
    if (result.ok) setSentTo(values.email);
    else setCaptchaKey((key) => key + 1);
  });

  return (
    <CenteredColumn>
      <AuthCard title="Forgot your password?" subtitle="Enter your email address and we will send you a link to choose a new one.">
        {sentTo ? (
          <Stack gap="md">
            <Alert color="teal" variant="light" icon={<IconMailCheck />} title="Check your email" data-testid="reset-link-sent">
              {RESET_LINK_SENT_MESSAGE}
            </Alert>
            <Anchor component={Link} to={paths.login}>
              Back to log in
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={forgotPasswordSchema.submitWhenReady(submit)} onInput={forgotPasswordSchema.preload} noValidate>
            <Stack gap="md">
              <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
              <CaptchaField
                resetKey={captchaKey}
                error={form.errors.captchaToken as string | undefined}
                onToken={(token) => {
                  form.setFieldValue('captchaToken', token);
                  if (token) form.clearFieldError('captchaToken');
                }}
              />
              <Button type="submit" size="md" fullWidth loading={forgot.isPending} disabled={!hydrated}>
                Send reset link
              </Button>
              <Text size="sm" ta="center">
                <Anchor component={Link} to={paths.login}>
                  Back to log in
                </Anchor>
              </Text>
            </Stack>
          </form>
        )}
      </AuthCard>
    </CenteredColumn>
  );
}
