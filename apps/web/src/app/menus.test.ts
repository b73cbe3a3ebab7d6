import type { RoleClaim } from '@talentmatch/shared/roles';
import { describe, expect, it } from 'vitest';
import { matchesOf } from '../lib/route-matches.tsx';
import { titleOf } from './route-handle.ts';
import { menuFor } from './menus.ts';
import { routes } from './routes.tsx';

describe('side menus', () => {
  it('name each page as the page names itself (one name each)', () => {
    const differ: string[] = [];
    for (const role of [['Administrator'], ['Candidate'], ['Employer', 'AccountManager']] satisfies RoleClaim[]) {
      for (const group of menuFor(role)) {
        for (const item of group.items) {
          const title = titleOf(matchesOf(routes, item.to.split('?')[0]))?.toLowerCase();
          // under a group heading the group's word may follow: REPORTS › "Business" is the "Business Report"
          const names = [item.label, `${item.label} ${group.label?.replace(/S$/, '') ?? ''}`].map((n) => n.trim().toLowerCase());
          if (!title || !names.includes(title)) differ.push(`${item.label} → ${title}`);
        }
      }
    }
    expect(differ).toEqual([]);
  });
});
