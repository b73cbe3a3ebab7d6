/** The public face of this feature: what other features may import. */
export { useOptions } from './api/dropdowns.ts';
export { optionChoices } from './components/option-choices.ts';
