import { Alert, Group, Input, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useAppConfig } from '../../../lib/app-config-store.ts';
import { loadCaptchaScript, loadCaptchaStylesheet, useCaptchaScriptState } from '../../../lib/captcha-loader.ts';

export const CAPTCHA_FAILED_MESSAGE = 'The verification could not load. Reload the page to try again.';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the verification.';

interface CaptchaFieldProps {
  /** receives the solved payload, '' when unsolved, expired, or when the captcha is off */
  onToken: (token: string) => void;
  error?: string | null;
  /** change it to get a fresh challenge (a payload is single-use) */
  resetKey?: number;
}

export function useCaptchaRequired(): boolean {
  return useAppConfig().clientConfig.captcha.provider !== 'off';
}

/** The bot check of sensitive forms: the ALTCHA widget, or nothing when the provider is off. */
export function CaptchaField({ onToken, error, resetKey = 0 }: CaptchaFieldProps) {
  const { clientConfig } = useAppConfig();
  const { provider, scriptUrl, challengeUrl } = clientConfig.captcha;
  // The widget draws itself when it is inserted (a few dozen milliseconds of a phone's CPU): the state that inserts
  // it is deferred, so that render runs in slices in the background instead of one long synchronous task.
  const scriptState = useDeferredValue(useCaptchaScriptState());
  const widgetRef = useRef<HTMLElement>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    if (provider === 'off') onTokenRef.current('');
    if (provider === 'altcha') {
      loadCaptchaStylesheet();
      loadCaptchaScript(scriptUrl || '/altcha.js');
    }
  }, [provider, scriptUrl]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey is the trigger to clear the token
  useEffect(() => {
    onTokenRef.current('');
  }, [resetKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the widget element is re-created on resetKey, so listeners re-attach then
  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget || scriptState !== 'loaded') return;
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload ?? '';
      onTokenRef.current(payload);
    };
    const onStateChange = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string; payload?: string }>).detail?.state;
      if (state && state !== 'verified') onTokenRef.current('');
    };
    const onExpired = () => onTokenRef.current('');
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('expired', onExpired);
    return () => {
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('expired', onExpired);
    };
  }, [scriptState, resetKey]);

  if (provider === 'off') return null;

  // Only the self-hosted ALTCHA widget is wired in the web app so far.
  if (provider !== 'altcha' || scriptState === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="captcha-failed">
        {CAPTCHA_FAILED_MESSAGE}
      </Alert>
    );
  }

  return (
    // labelElement div: the widget has its own checkbox and label, so a <label for> here would point at no field
    // (Chromium's Issues panel: FormLabelForMatchesNonExistingIdError, Lighthouse best practices)
    <Input.Wrapper label="Verification" labelElement="div" error={error ?? undefined} data-testid="captcha">
      {scriptState !== 'loaded' ? (
        <Group gap="xs" py={6}>
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Loading the verification…
          </Text>
        </Group>
      ) : (
        <div style={{ marginTop: 4 }}>
          <altcha-widget key={resetKey} ref={widgetRef} challenge={challengeUrl || '/api/auth/captcha/challenge'} />
        </div>
      )}
    </Input.Wrapper>
  );
}
