/** The public face of this feature: what other features may import. */
export { useDashboardInfo } from './api/dashboard-info.ts';
