import { alias } from 'drizzle-orm/pg-core';
export type { Tx } from '../../platform/db/index.ts';
import { dropdownOptions } from '../dropdowns/tables.ts';
import type { candidateProfiles } from './tables.ts';

/** A candidate_profiles row as read. */
export type ProfileRow = typeof candidateProfiles.$inferSelect;

export interface ExperienceLimits {
  maxJobExperiences: number;
  maxEducationExperiences: number;
}

export const yearsOption = alias(dropdownOptions, 'years_option');
export const educationOption = alias(dropdownOptions, 'education_option');
export const degreeOption = alias(dropdownOptions, 'degree_option');
export const educationLevel = alias(dropdownOptions, 'education_level');

export const optionRef = (o: { id: string | null; label: string | null; isActive: boolean | null } | null) =>
  o?.id ? { id: o.id, label: o.label ?? '', isActive: o.isActive ?? false } : null;
