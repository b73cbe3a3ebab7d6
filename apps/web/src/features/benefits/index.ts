/** The public face of this feature: what other features may import. */
export { BenefitIcon } from './components/benefit-icon.tsx';
