import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RegisterUserBody } from '@talentmatch/shared/auth-schemas';
import { useState } from 'react';
import { lazySchema, toFormErrors } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import type { LoginResponse } from '@talentmatch/shared/access-token';
import { useRegisterUser, type RegisterAs } from '../api/register-user.ts';
import { CAPTCHA_REQUIRED_MESSAGE, CaptchaField, useCaptchaRequired } from './captcha-field.tsx';
import { PasswordRules } from '../../../components/password-rules.tsx';
import { fieldsWaitForHydration, useHydrated } from '../../../lib/use-hydrated.ts';

const FIELDS = ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'phoneNumber', 'captchaToken'] as const;

const registerUserSchema = lazySchema(() => import('@talentmatch/shared/auth-schemas').then((m) => m.registerUserBody));

interface UserRegistrationFormProps {
  as: RegisterAs;
  /** a fixed email (invitation) */
  fixedEmail?: string;
  invitationId?: string;
  submitLabel: string;
  onRegistered: (response: LoginResponse) => void;
}

/** Email, password (with the shared rules), confirmation, names, phone and the captcha. */
export function UserRegistrationForm({ as, fixedEmail, invitationId, submitLabel, onRegistered }: UserRegistrationFormProps) {
  const register = useRegisterUser();
  const captchaRequired = useCaptchaRequired();
  const [captchaKey, setCaptchaKey] = useState(0);
  // a prerendered form takes input and sends only once the page runs (docs/prerendering.md)
  const hydrated = useHydrated();
  const form = useForm({
    ...fieldsWaitForHydration(hydrated),
    mode: 'controlled',
    initialValues: {
      email: fixedEmail ?? '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      captchaToken: '',
    },
    validate: (values) => {
      const errors = registerUserSchema.validate(values);
      if (captchaRequired && !values.captchaToken) errors.captchaToken = CAPTCHA_REQUIRED_MESSAGE;
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const body: RegisterUserBody = { ...values, ...(invitationId ? { invitationId } : {}) };
    const result = await runAction(() => register.mutateAsync({ as, body }), {
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
    });
    if (result.ok) onRegistered(result.value);
    else setCaptchaKey((key) => key + 1);
  });

  return (
    <form onSubmit={registerUserSchema.submitWhenReady(submit)} onInput={registerUserSchema.preload} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          readOnly={Boolean(fixedEmail)}
          description={fixedEmail ? 'The invitation was sent to this address.' : undefined}
          {...form.getInputProps('email')}
        />
        <TextInput label="Phone number" type="tel" autoComplete="tel" description="Optional" {...form.getInputProps('phoneNumber')} />
        <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordRules password={form.values.password} email={form.values.email} />
        <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <CaptchaField
          resetKey={captchaKey}
          error={form.errors.captchaToken as string | undefined}
          onToken={(token) => {
            form.setFieldValue('captchaToken', token);
            if (token) form.clearFieldError('captchaToken');
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={register.isPending} disabled={!hydrated} fullWidth>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
