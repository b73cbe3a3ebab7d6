/** The public face of the consent feature: the banner and dialog, the footer link, and the start-up of the services. */
export { ConsentManager, PrivacySettingsLink } from './components/consent-manager.tsx';
export { startExternalServices } from './external-services.ts';
