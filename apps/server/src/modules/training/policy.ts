import type { Role } from '@talentmatch/shared/roles';

/** Candidates read published advice; administrators keep the library and preview any item. */
export const TRAINING_READER_ROLES: Role[] = ['Candidate', 'Administrator'];

/** An administrator opening an item previews it (drafts too, nothing recorded); a candidate reads it. */
export const isPreview = (roles: readonly Role[]) => roles.includes('Administrator') && !roles.includes('Candidate');
