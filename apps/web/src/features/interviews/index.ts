/** The public face of this feature: what other features may import. */
export { ApplicationInterviews, ProposeInterviewButton } from './components/application-interviews.tsx';
export { NextInterviewLine, useNextInterviews } from './components/next-interview.tsx';
export { TimeZoneDefault, TimeZoneSection } from './components/time-zone-section.tsx';
export { UpcomingInterviewsCard } from './components/upcoming-interviews-card.tsx';
export { CandidateJobInterviews } from './components/candidate-job-interviews.tsx';
