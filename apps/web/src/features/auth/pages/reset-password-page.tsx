import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordBody } from '@talentmatch/shared/auth-schemas';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredColumn } from '../../../components/centered-column.tsx';
import { paths } from '../../../config/paths.ts';
import { appState } from '../../../lib/app-state.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CAPTCHA_REQUIRED_MESSAGE, CaptchaField, useCaptchaRequired } from '../components/captcha-field.tsx';
import { PasswordRules } from '../../../components/password-rules.tsx';

const isOnlyCodeError = (error: unknown) =>
  error instanceof ApiError && Object.keys(error.fieldErrors).length === 1 && Boolean(error.fieldErrors.code);

export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. Log in with your new password.';

/** /reset-password?email=…&code=… from the emailed link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const captchaRequired = useCaptchaRequired();
  const [captchaKey, setCaptchaKey] = useState(0);
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { email, code, password: '', confirmPassword: '', captchaToken: '' },
    validate: (values) => {
      const errors = validateWith<typeof values>(resetPasswordBody)(values);
      if (captchaRequired && !values.captchaToken) errors.captchaToken = CAPTCHA_REQUIRED_MESSAGE;
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => reset.mutateAsync(values), {
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, ['email', 'password', 'confirmPassword', 'code', 'captchaToken'])),
      // a used or expired link is explained once, in place, with the way to a new one
      banner: (error) => !isOnlyCodeError(error),
    });
    if (result.ok) {
      appState.setInfo(PASSWORD_RESET_DONE_MESSAGE);
      navigate(paths.login, { replace: true });
    } else {
      setCaptchaKey((key) => key + 1);
    }
  });

  return (
    <CenteredColumn>
      <AuthCard title="Choose a new password">
        {!code || !email ? (
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertCircle />}>
              This reset link is incomplete. Open the link from the email again, or ask for a new one.
            </Alert>
            <Anchor component={Link} to={paths.forgotPassword}>
              Send me a new reset link
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput label="Email" value={email} readOnly />
              <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('password')} />
              <PasswordRules password={form.values.password} email={email} />
              <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
              {form.errors.code ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle />} data-testid="reset-code-error">
                  <Stack gap="xs" align="flex-start">
                    <span>{form.errors.code}</span>
                    <Button component={Link} to={paths.forgotPassword} size="xs" variant="white" color="red">
                      Send me a new reset link
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
              <CaptchaField
                resetKey={captchaKey}
                error={form.errors.captchaToken as string | undefined}
                onToken={(token) => {
                  form.setFieldValue('captchaToken', token);
                  if (token) form.clearFieldError('captchaToken');
                }}
              />
              <Button type="submit" size="md" fullWidth loading={reset.isPending}>
                Reset password
              </Button>
            </Stack>
          </form>
        )}
      </AuthCard>
    </CenteredColumn>
  );
}
