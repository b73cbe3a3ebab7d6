/** The public face of reports for other modules: registration stores where an account came from. */
export { recordAccountAcquisition } from './acquisition.ts';
