/** The public face of this feature: what other features may import. */
export { PasswordRules } from './components/password-rules.tsx';
