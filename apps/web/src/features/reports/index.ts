/** The public face of this feature: what other features may import. */
export { keptAcquisition } from './acquisition.ts';
