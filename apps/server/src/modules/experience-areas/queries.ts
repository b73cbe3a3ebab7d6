import { namedRead } from '../../platform/db/named-read.ts';
import { experienceAreas } from './tables.ts';

/** The experience areas as other modules read them (a position's or a job's area). */
export const experienceAreasAs = namedRead(experienceAreas, {
  id: experienceAreas.id,
  name: experienceAreas.name,
  isActive: experienceAreas.isActive,
});
