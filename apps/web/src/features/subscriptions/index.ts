/** The public face of this feature: what other features may import. */
export { SubscriptionSummaryCard } from './components/subscription-summary-card.tsx';
export { usePublicPlans } from './api/get-public-plans.ts';
export { formatMoney } from './components/format.ts';
