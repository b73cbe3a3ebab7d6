import { Alert, Checkbox, Group, Input, Loader, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useAppConfig } from '../../../lib/app-config-store.ts';
import { captchaSolver, loadCaptchaScript, useCaptchaScriptState } from '../../../lib/captcha-loader.ts';

const CAPTCHA_FAILED_MESSAGE = 'The verification could not load. Reload the page to try again.';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the verification.';
export const CAPTCHA_ERROR_MESSAGE = 'The verification did not go through. Tick the box to try again.';
export const CAPTCHA_EXPIRED_MESSAGE = 'The verification expired. Tick the box again.';

interface CaptchaFieldProps {
  /** receives the solved payload, '' when unsolved, expired, or when the captcha is off */
  onToken: (token: string) => void;
  error?: string | null;
  /** change it to get a fresh challenge (a payload is single-use) */
  resetKey?: number;
}

type Check = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired';

export function useCaptchaRequired(): boolean {
  return useAppConfig().clientConfig.captcha.provider !== 'off';
}

/**
 * The bot check of sensitive forms: a box to tick, which fetches an ALTCHA challenge and solves its proof of work in
 * the background (src/captcha-script.ts); or nothing when the provider is off.
 */
export function CaptchaField({ onToken, error, resetKey = 0 }: CaptchaFieldProps) {
  const { clientConfig } = useAppConfig();
  const { provider, scriptUrl, challengeUrl } = clientConfig.captcha;
  const scriptState = useCaptchaScriptState();
  const [check, setCheck] = useState<Check>('unverified');
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  const running = useRef<AbortController | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (provider === 'off') onTokenRef.current('');
    if (provider === 'altcha') loadCaptchaScript(scriptUrl || '/altcha.js');
  }, [provider, scriptUrl]);

  // A new resetKey (a payload is single-use) or leaving the page stops a solve under way and forgets the token.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey is the trigger
  useEffect(() => {
    setCheck('unverified');
    onTokenRef.current('');
    return () => {
      running.current?.abort();
      clearTimeout(expiry.current);
    };
  }, [resetKey]);

  async function verify(): Promise<void> {
    const solver = captchaSolver();
    if (!solver) return;
    const controller = new AbortController();
    running.current = controller;
    setCheck('verifying');
    try {
      const solution = await solver.solve(challengeUrl || '/api/auth/captcha/challenge', controller.signal);
      if (!solution || controller.signal.aborted) return;
      setCheck('verified');
      onTokenRef.current(solution.payload);
      if (solution.expiresAt !== null) {
        expiry.current = setTimeout(
          () => {
            setCheck('expired');
            onTokenRef.current('');
          },
          Math.max(0, solution.expiresAt - Date.now()),
        );
      }
    } catch {
      if (!controller.signal.aborted) setCheck('error');
    }
  }

  if (provider === 'off') return null;

  // Only ALTCHA is wired in the web app so far (docs/decisions.md).
  if (provider !== 'altcha' || scriptState === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="captcha-failed">
        {CAPTCHA_FAILED_MESSAGE}
      </Alert>
    );
  }

  const note = check === 'error' ? CAPTCHA_ERROR_MESSAGE : check === 'expired' ? CAPTCHA_EXPIRED_MESSAGE : null;
  return (
    // labelElement div: the label of the box is the checkbox's own, so a <label for> here would point at no field
    <Input.Wrapper label="Verification" labelElement="div" error={error ?? undefined} data-testid="captcha">
      <Paper withBorder radius="sm" px="sm" py={10} mt={4} maw={320}>
        <Group justify="space-between" wrap="nowrap" gap="xs" mih={24}>
          {/* one checkbox from the first tick to the answer, so the keyboard's focus stays on it; its label, in a
              live region, says how far the check is */}
          <div role="status">
            {scriptState !== 'loaded' ? (
              <Group gap="xs" wrap="nowrap">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  Loading the verification…
                </Text>
              </Group>
            ) : (
              <Checkbox
                label={check === 'verifying' ? 'Verifying…' : check === 'verified' ? 'Verified' : "I'm not a robot"}
                checked={check === 'verified'}
                indeterminate={check === 'verifying'}
                aria-busy={check === 'verifying'}
                color={check === 'verified' ? 'teal.7' : undefined}
                onChange={() => {
                  if (check !== 'verifying' && check !== 'verified') void verify();
                }}
              />
            )}
          </div>
          <Text size="xs" c="dimmed">
            ALTCHA
          </Text>
        </Group>
      </Paper>
      {note && (
        <Text size="xs" c="red.8" mt={4}>
          {note}
        </Text>
      )}
    </Input.Wrapper>
  );
}
