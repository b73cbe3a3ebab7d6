/** The public face of this feature: what other features may import. */
export { CandidateFeedbackCard } from './components/candidate-feedback-card.tsx';
export { FeedbackSummaryLine } from './components/feedback-summary-line.tsx';
export { PendingFeedbackCard } from './components/pending-feedback-card.tsx';
