import { useEffect } from 'react';
import { captureLanding } from './acquisition.ts';
import { recordLandingVisit } from './api/record-landing-visit.ts';

/** On the public pages: the session's first landing is kept and reported once. */
export function useLandingCapture() {
  useEffect(() => {
    const landing = captureLanding(new URL(window.location.href), document.referrer);
    if (landing) void recordLandingVisit(landing);
  }, []);
}
