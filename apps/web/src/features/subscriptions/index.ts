/** The public face of this feature: what other features may import. */
export { SubscriptionSummaryCard } from './components/subscription-summary-card.tsx';
