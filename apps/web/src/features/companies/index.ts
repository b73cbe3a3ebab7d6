/** The public face of this feature: what other features may import. */
export { CompanyProfileView } from './components/company-profile-view.tsx';
export { useCompany } from './api/get-company.ts';
