/** The public face of this feature: what other features may import. */
export { termsKeys, useMyTermsStatus } from './api/terms-versions.ts';
