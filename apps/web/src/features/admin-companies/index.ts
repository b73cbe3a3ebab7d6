/** The public face of this feature: what other features may import. */
export { useAdminCompanies } from './api/list-companies.ts';
