import type { DropdownKind } from '@talentmatch/shared/catalogues';
import type { Db } from '../platform/db/index.ts';
import { createCandidateProfiles } from '../modules/candidate-profiles/service.ts';
import { scoreInputs } from '../modules.ts';
import { dropdownOptions } from '../modules/dropdowns/tables.ts';
import { experienceAreas } from '../modules/experience-areas/tables.ts';
import { skills } from '../modules/skills/tables.ts';
import { seedUser, type SeedUserInput } from './demo.ts';

/** Factories for the candidate-profile tests: catalogue rows and candidates with a profile. */

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export async function seedSkill(db: Db, input: Partial<typeof skills.$inferInsert> = {}) {
  const [row] = await db
    .insert(skills)
    .values({ name: `Skill ${unique()}`, category: 'Testing', ...input })
    .returning();
  return row;
}

export async function seedArea(db: Db, input: Partial<typeof experienceAreas.$inferInsert> = {}) {
  const [row] = await db
    .insert(experienceAreas)
    .values({ name: `Area ${unique()}`, ...input })
    .returning();
  return row;
}

export async function seedOption(db: Db, kind: DropdownKind, input: Partial<typeof dropdownOptions.$inferInsert> = {}) {
  const [row] = await db
    .insert(dropdownOptions)
    .values({ kind, label: `Option ${unique()}`, list: kind === 'general' ? 'Test list' : '', ...input })
    .returning();
  return row;
}

export const PROFILE_INPUT = {
  headline: 'Backend engineer',
  summary: '',
  city: '',
  region: '',
  country: '',
  remotePreference: 'any' as const,
  willingToRelocate: false,
  availability: 'immediately' as const,
  yearsOptionId: null,
  educationOptionId: null,
  visibility: 'visible' as 'visible' | 'hidden',
};

/** A candidate with a created profile. */
export async function seedCandidate(db: Db, input: { user?: SeedUserInput; profile?: Partial<typeof PROFILE_INPUT> } = {}) {
  const user = await seedUser(db, { roles: ['Candidate'], ...input.user });
  const profile = await createCandidateProfiles(scoreInputs).createProfile(db, user.id, { ...PROFILE_INPUT, ...input.profile });
  return { user, profile };
}
