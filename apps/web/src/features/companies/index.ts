/** The public face of this feature: what other features may import. */
export { useCompany } from './api/get-company.ts';
export { useAdminCompanies } from './api/list-companies.ts';
