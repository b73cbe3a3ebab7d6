import { ForbiddenError } from '../errors.ts';
import type { Actor } from './actor.ts';

/**
 * One rule of a policy: may the actor do this (to this subject)? `true` allows; `false` refuses with the action's
 * text; a string refuses with that text (a rule with several reasons, e.g. who may not be impersonated).
 */
type Rule = (actor: Actor, ...subject: never[]) => boolean | string;
type SubjectOf<R> = R extends (actor: Actor, ...subject: infer S) => boolean | string ? S : never;

export interface Policy<Rules extends Record<string, Rule>> {
  /** Whether the actor may do the action (to the subject): for a 404 that hides the subject, or a flag in an answer. */
  can<A extends keyof Rules>(actor: Actor, action: A, ...subject: SubjectOf<Rules[A]>): boolean;
  /** Throws the 403 problem (the action's text, or the rule's reason) unless the actor may do the action. */
  authorize<A extends keyof Rules>(actor: Actor, action: A, ...subject: SubjectOf<Rules[A]>): void;
}

/**
 * A module's policy (its `policy.ts`): `export const { can, authorize } = definePolicy({ edit: (actor, job) => … },
 * { edit: 'The 403 text' })`. An action without a text refuses with the generic one.
 */
export function definePolicy<Rules extends Record<string, Rule>>(
  rules: Rules,
  denied: Partial<Record<keyof Rules, string>> = {},
): Policy<Rules> {
  const decide = <A extends keyof Rules>(actor: Actor, action: A, subject: SubjectOf<Rules[A]>) =>
    (rules[action] as Rule)(actor, ...(subject as never[]));
  return {
    can: (actor, action, ...subject) => decide(actor, action, subject) === true,
    authorize: (actor, action, ...subject) => {
      const decision = decide(actor, action, subject);
      if (decision === true) return;
      throw new ForbiddenError(typeof decision === 'string' ? decision : denied[action]);
    },
  };
}
