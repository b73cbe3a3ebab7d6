/** The public face of this feature: what other features may import. */
export { HiringTeamSection } from './components/hiring-team-section.tsx';
export { PendingInvitationsTable } from './components/pending-invitations-table.tsx';
export { TeamMembersTable } from './components/team-members-table.tsx';
export { useTeam } from './api/get-team.ts';
export { seatsLabel } from './components/team-rules.ts';
