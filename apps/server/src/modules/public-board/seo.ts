import { micromark } from 'micromark';
import type { JobPosting, Place, WithContext } from 'schema-dts';
import type { PublicJob } from '@talentmatch/shared/public-board';
import { escapeHtml } from '../../platform/html.ts';
import { scriptSafeJson } from '../../platform/prerender.ts';

/**
 * What search engines and link previews read from a public page's <head>: the canonical address, the description,
 * Open Graph and Twitter card tags, and for a job schema.org's JobPosting as JSON-LD (docs/public-pages.md).
 */

const EMPLOYMENT_TYPES: Record<PublicJob['employmentType'], string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

const SALARY_UNITS: Record<PublicJob['salaryPeriod'], string> = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' };

/** The job's description as HTML (markdown without raw HTML, which the job form refuses anyway). */
export function descriptionHtml(markdown: string): string {
  return micromark(markdown);
}

/** schema.org JobPosting for `job`, with absolute addresses under `origin`. */
export function jobPostingJsonLd(job: PublicJob, origin: string): WithContext<JobPosting> {
  const place = (): Place => ({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(job.city ? { addressLocality: job.city } : {}),
      ...(job.region ? { addressRegion: job.region } : {}),
      ...(job.country ? { addressCountry: job.country } : {}),
    },
  });
  const hasSalary = job.salaryMin !== null || job.salaryMax !== null;
  const location: Partial<JobPosting> =
    job.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: job.country || job.region || 'Worldwide' },
        }
      : { jobLocation: place() };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    datePosted: job.datePosted,
    ...(job.closingDate ? { validThrough: `${job.closingDate}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPES[job.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(job.company.website ? { sameAs: job.company.website } : {}),
      ...(job.company.logoUrl ? { logo: `${origin}${job.company.logoUrl}` } : {}),
    },
    ...location,
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salaryCurrency,
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
              ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
              ...(job.salaryMin !== null && job.salaryMax === null ? { value: job.salaryMin } : {}),
              unitText: SALARY_UNITS[job.salaryPeriod],
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.id },
    directApply: true,
    url: `${origin}${job.path}`,
    ...(job.skills.length ? { skills: job.skills.map((s) => s.name).join(', ') } : {}),
    ...(job.benefits.length ? { jobBenefits: job.benefits.map((b) => b.name).join(', ') } : {}),
  };
}

export interface PageHead {
  title: string;
  description: string;
  /** absolute */
  canonical: string;
  /** absolute image for link previews */
  image?: string | null;
  /** 'article' for a job, 'website' otherwise */
  type?: 'website' | 'article';
  /** a page search engines should drop (410, 404, an empty careers page) */
  noindex?: boolean;
  jsonLd?: object;
}

/** A plain one-line summary of markdown, at most `max` characters. */
export function summary(markdown: string, max = 160): string {
  const text = markdown
    .replace(/[#>*_`~[\]()|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The tags that go before </head>. */
export function headTags(head: PageHead, siteName: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('');
}
