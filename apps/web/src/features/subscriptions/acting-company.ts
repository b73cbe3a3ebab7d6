/**
 * An administrator on /subscription/create or /subscription/add-payment acts for a company they choose first
 * (docs/administration.md). The choice lives for the tab (sessionStorage) so the demo checkout and portal pages
 * that follow act for the same company; every subscription call then names it with `?companyId=`, which the
 * server accepts from administrators only and records in the audit trail.
 */
const KEY = 'actingCompany';

export interface ActingCompany {
  id: string;
  name: string;
}

export function getActingCompany(): ActingCompany | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<ActingCompany>) : null;
    return value && typeof value.id === 'string' && typeof value.name === 'string' ? { id: value.id, name: value.name } : null;
  } catch {
    return null;
  }
}

export function setActingCompany(company: ActingCompany | null): void {
  try {
    if (company) window.sessionStorage.setItem(KEY, JSON.stringify(company));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

/** The subscription call's path, naming the acting company when an administrator chose one. */
export function forCompany(path: string): string {
  const company = typeof window === 'undefined' ? null : getActingCompany();
  if (!company) return path;
  return `${path}${path.includes('?') ? '&' : '?'}companyId=${encodeURIComponent(company.id)}`;
}
