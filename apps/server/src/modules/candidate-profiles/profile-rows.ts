import { dropdownOptionsAs } from '../dropdowns/queries.ts';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { candidateProfiles } from './tables.ts';

/** A candidate_profiles row as read. */
export type ProfileRow = typeof candidateProfiles.$inferSelect;

export interface ExperienceLimits {
  maxJobExperiences: number;
  maxEducationExperiences: number;
}

export const yearsOption = dropdownOptionsAs('years_option');
export const educationOption = dropdownOptionsAs('education_option');
export const degreeOption = dropdownOptionsAs('degree_option');
export const educationLevel = dropdownOptionsAs('education_level');

export const optionRef = (o: { id: string | null; label: string | null; isActive: boolean | null } | null) =>
  o?.id ? { id: o.id, label: o.label ?? '', isActive: o.isActive ?? false } : null;

/** A profile as another module joins it (the hiring pipeline): the fields it may read. */
export const profileFacts = new QueryBuilder()
  .select({
    userId: candidateProfiles.userId,
    headline: candidateProfiles.headline,
    city: candidateProfiles.city,
    country: candidateProfiles.country,
    score: candidateProfiles.score,
    resumeFileId: candidateProfiles.resumeFileId,
    resumeFileName: candidateProfiles.resumeFileName,
  })
  .from(candidateProfiles)
  .as('profile_facts');
