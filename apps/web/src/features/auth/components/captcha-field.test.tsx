import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaSolution } from '../../../captcha-script.ts';
import { captchaScript, loadCaptchaScript } from '../../../lib/captcha-loader.ts';
import { CAPTCHA_ERROR_MESSAGE, CAPTCHA_EXPIRED_MESSAGE, CaptchaField } from './captcha-field.tsx';

/** A solve the test settles by hand, with the signal the field gave it. */
function pendingSolve() {
  let settle!: { resolve: (solution: CaptchaSolution | null) => void; reject: (error: Error) => void };
  const promise = new Promise<CaptchaSolution | null>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

const solve = vi.fn<(url: string, signal: AbortSignal) => Promise<CaptchaSolution | null>>();
const onToken = vi.fn<(token: string) => void>();

function renderField(resetKey = 0) {
  return render(
    <MantineProvider>
      <CaptchaField onToken={onToken} resetKey={resetKey} />
    </MantineProvider>,
  );
}

beforeEach(() => {
  // the captcha script has run (src/captcha-script.ts): the loader finds its solver at once
  globalThis.talentmatchCaptcha = { solve };
  captchaScript.resetForTests();
  loadCaptchaScript('/altcha.js');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  solve.mockReset();
  onToken.mockReset();
  globalThis.talentmatchCaptcha = undefined;
});

describe('CaptchaField', () => {
  it('solves the challenge when the box is ticked and hands the payload to the form', async () => {
    const pending = pendingSolve();
    solve.mockReturnValue(pending.promise);
    renderField();
    expect(onToken).toHaveBeenLastCalledWith('');

    const box = screen.getByLabelText("I'm not a robot");
    await userEvent.click(box);
    expect(solve).toHaveBeenCalledWith('/api/auth/captcha/challenge', expect.any(AbortSignal));
    // the same checkbox, still focused, says how far the check is
    expect(screen.getByLabelText('Verifying…')).toBe(box);
    expect(document.activeElement).toBe(box);
    expect(onToken).toHaveBeenLastCalledWith('');
    // a second tick while it works starts nothing
    await userEvent.click(box);
    expect(solve).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve({ payload: 'cGF5bG9hZA==', expiresAt: null }));
    expect(screen.getByLabelText('Verified')).toBe(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(onToken).toHaveBeenLastCalledWith('cGF5bG9hZA==');
  });

  it('says so when the solve fails, and solves again on the next tick', async () => {
    solve.mockRejectedValueOnce(new Error('The challenge could not be fetched (503).'));
    solve.mockResolvedValueOnce({ payload: 'c2Vjb25k', expiresAt: null });
    renderField();

    await userEvent.click(screen.getByLabelText("I'm not a robot"));
    expect(await screen.findByText(CAPTCHA_ERROR_MESSAGE)).toBeTruthy();
    expect(onToken).not.toHaveBeenCalledWith(expect.stringMatching(/./));

    await userEvent.click(screen.getByLabelText("I'm not a robot"));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByText(CAPTCHA_ERROR_MESSAGE)).toBeNull();
    expect(onToken).toHaveBeenLastCalledWith('c2Vjb25k');
  });

  it('forgets the token when the challenge expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    solve.mockResolvedValue({ payload: 'ZXhwaXJpbmc=', expiresAt: Date.now() + 60_000 });
    renderField();
    await userEvent.click(screen.getByLabelText("I'm not a robot"));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(onToken).toHaveBeenLastCalledWith('ZXhwaXJpbmc=');

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(CAPTCHA_EXPIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText("I'm not a robot")).toBeTruthy();
    expect(onToken).toHaveBeenLastCalledWith('');
  });

  it('stops a solve under way and starts over when the form asks for a fresh challenge', async () => {
    const pending = pendingSolve();
    solve.mockReturnValue(pending.promise);
    const { rerender } = renderField(0);
    await userEvent.click(screen.getByLabelText("I'm not a robot"));
    const signal = solve.mock.calls[0]?.[1];
    expect(signal?.aborted).toBe(false);

    rerender(
      <MantineProvider>
        <CaptchaField onToken={onToken} resetKey={1} />
      </MantineProvider>,
    );
    expect(signal?.aborted).toBe(true);
    await act(async () => pending.resolve({ payload: 'bGF0ZQ==', expiresAt: null }));
    // the late answer of the stopped solve is not taken
    expect(screen.getByLabelText("I'm not a robot")).toBeTruthy();
    expect(onToken).not.toHaveBeenCalledWith('bGF0ZQ==');
  });

  it('says the verification could not load when the script failed', () => {
    globalThis.talentmatchCaptcha = undefined;
    captchaScript.resetForTests();
    vi.useFakeTimers();
    loadCaptchaScript('/altcha.js', 100);
    act(() => vi.advanceTimersByTime(200));
    renderField();
    expect(screen.getByTestId('captcha-failed').textContent).toContain('The verification could not load');
  });
});
