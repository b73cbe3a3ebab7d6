/** The public face of this feature: what other features may import. */
export { IntegrationsSection } from './components/integrations-section.tsx';
