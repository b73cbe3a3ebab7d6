import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';

export const { can } = definePolicy({
  /** An administrator opening an item previews it (drafts too, nothing recorded); a candidate reads it. */
  preview: (actor) => isAdmin(actor) && !actor.roles.includes('Candidate'),
});
