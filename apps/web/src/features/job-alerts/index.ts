/** The public face of this feature: what other features may import. */
export { JobAlertsSection } from './components/job-alerts-section.tsx';
export { PublicAlertForm } from './components/public-alert-form.tsx';
