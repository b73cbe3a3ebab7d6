/** The public face of this feature: what other features may import. */
export { useMe } from './api/get-me.ts';
export { EmailVerificationBanner } from './components/email-verification-banner.tsx';
