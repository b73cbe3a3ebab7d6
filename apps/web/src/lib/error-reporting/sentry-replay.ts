import { addIntegration, getReplay, replayIntegration } from '@sentry/react';
import { replayOptions } from './settings.ts';

/** Session replay: its own chunk, loaded only after consent to analytics (docs/external-services.md). */
export function startReplay(): void {
  if (getReplay()) return;
  addIntegration(replayIntegration(replayOptions()));
}

/** Consent withdrawn: stop recording and send nothing more of this session. */
export async function stopReplay(): Promise<void> {
  await getReplay()?.stop({ flush: false });
}
