import { namedRead } from '../../platform/db/named-read.ts';
import { skills } from './tables.ts';

/** The skill catalogue as other modules read it (a job's or a candidate's skills, search documents). */
export const skillsAs = namedRead(skills, { id: skills.id, name: skills.name, category: skills.category, isActive: skills.isActive });
