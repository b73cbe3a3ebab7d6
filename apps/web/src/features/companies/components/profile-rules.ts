import type { CompanyProfile } from '@talentmatch/shared/companies';

/** Only http(s) addresses become links (the server accepts nothing else; this keeps it so). */
export function safeWebsite(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The choices: active benefits, plus retired ones the company already offers (they may stay). */
export function benefitOptions(offered: { id: string; name: string }[], current: CompanyProfile['benefits']) {
  const options = offered.map((b) => ({ value: b.id, label: b.name }));
  for (const b of current)
    if (!options.some((o) => o.value === b.id)) options.push({ value: b.id, label: `${b.name} (no longer offered)` });
  return options;
}
