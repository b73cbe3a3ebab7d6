import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { todayUtc } from '@talentmatch/shared/jobs';
import { careersPath, publicJobPath } from '@talentmatch/shared/public-board';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/html.ts';
import { companyDirectoryAs } from '../companies/queries.ts';
import { jobsAs } from '../jobs/queries.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { descriptionHtml } from './seo.ts';
import { publicBoardOn, publicOpenSql } from './service.ts';

/**
 * sitemap.xml (an index of job and company sitemaps, each at most 50,000 addresses, streamed from the database in
 * batches), robots.txt and the jobs feed (RSS 2.0, newest first). Only public open jobs, and the careers pages of
 * companies that have one: a closed job leaves the sitemap at once.
 */

/** The sitemap protocol's limit of addresses per file. */
const SITEMAP_LIMIT = 50_000;
const BATCH = 5_000;
const FEED_ITEMS = 50;

const XML = 'application/xml; charset=utf-8';

async function countPublic(db: Db, today: string): Promise<{ jobs: number; companies: number }> {
  const { rows } = await db.execute<{ jobs: number; companies: number }>(sql`
    select count(*)::int as jobs, count(distinct j.company_id)::int as companies from ${jobsAs('j')} where ${publicOpenSql(today)}`);
  return rows[0] ?? { jobs: 0, companies: 0 };
}

const files = (n: number) => Math.max(1, Math.ceil(n / SITEMAP_LIMIT));

/** One sitemap's <url> entries, read in batches by id (keyset) and written as they arrive. */
type UrlRows = (after: string, inclusive: boolean, limit: number) => Promise<Array<{ id: string; loc: string; lastmod: Date | string }>>;

function urlset(rows: UrlRows, first: string, max: number) {
  return Readable.from(
    (async function* () {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      let after = first;
      let sent = 0;
      while (sent < max) {
        // the file's first batch starts at its first id, later ones after the last sent
        const batch = await rows(after, sent === 0, Math.min(BATCH, max - sent));
        if (batch.length === 0) break;
        let chunk = '';
        for (const r of batch) {
          chunk += `<url><loc>${escapeHtml(r.loc)}</loc><lastmod>${new Date(r.lastmod).toISOString()}</lastmod></url>\n`;
        }
        yield chunk;
        sent += batch.length;
        after = batch[batch.length - 1].id;
      }
      yield '</urlset>\n';
    })(),
    { objectMode: false },
  );
}

/** The first id of sitemap file `n` (1-based) in id order (the first file: from the lowest), or null past the end. */
async function startAfter(db: Db, n: number, table: 'jobs' | 'companies', today: string): Promise<string | null> {
  if (n === 1) return '00000000-0000-0000-0000-000000000000';
  const query =
    table === 'jobs'
      ? sql`select j.id from ${jobsAs('j')} where ${publicOpenSql(today)} order by j.id offset ${(n - 1) * SITEMAP_LIMIT} limit 1`
      : sql`select j.company_id as id from ${jobsAs('j')} where ${publicOpenSql(today)} group by j.company_id order by j.company_id offset ${(n - 1) * SITEMAP_LIMIT} limit 1`;
  const { rows } = await db.execute<{ id: string }>(query);
  return rows[0]?.id ?? null;
}

export async function registerSitemapRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const origin = ctx.config.publicUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const on = await publicBoardOn(db);
    const lines = [
      'User-agent: *',
      ...(on ? ['Allow: /jobs', 'Allow: /companies/'] : ['Disallow: /jobs', 'Disallow: /companies/']),
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /candidate',
      'Disallow: /employer',
      'Disallow: /subscription',
      'Disallow: /survey',
      'Disallow: /welcome',
      'Disallow: /home',
      'Disallow: /termsofuse',
      'Disallow: /redirect',
      'Disallow: /logout',
      'Disallow: /confirm-email',
      'Disallow: /reset-password',
      'Disallow: /payment-return',
      'Disallow: /job-alerts/',
      ...(on ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    if (!(await publicBoardOn(db))) throw new NotFoundError(NO_BOARD);
    const counts = await countPublic(db, todayUtc());
    const entries = [
      ...Array.from({ length: files(counts.jobs) }, (_, i) => `${origin}/sitemaps/jobs-${i + 1}.xml`),
      ...Array.from({ length: files(counts.companies) }, (_, i) => `${origin}/sitemaps/companies-${i + 1}.xml`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
      .map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
    return reply.type(XML).header('cache-control', 'no-cache').send(body);
  });

  app.get('/sitemaps/:file', async (request, reply) => {
    const match = /^(jobs|companies)-([1-9][0-9]{0,5})\.xml$/.exec((request.params as { file: string }).file);
    if (!match || !(await publicBoardOn(db))) throw new NotFoundError(NO_SITEMAP);
    const table = match[1] as 'jobs' | 'companies';
    const today = todayUtc();
    const first = await startAfter(db, Number(match[2]), table, today);
    if (first === null) throw new NotFoundError(NO_SITEMAP);
    const rows: UrlRows = async (cursor, inclusive, limit) => {
      const op = inclusive ? sql`>=` : sql`>`;
      if (table === 'jobs') {
        const { rows: r } = await db.execute<{ id: string; title: string; lastmod: Date | string }>(sql`
          select j.id, j.title, j.updated_at as lastmod from ${jobsAs('j')}
          where ${publicOpenSql(today)} and j.id ${op} ${cursor}::uuid order by j.id limit ${limit}`);
        return r.map((x) => ({ id: x.id, loc: `${origin}${publicJobPath(x)}`, lastmod: x.lastmod }));
      }
      const { rows: r } = await db.execute<{ id: string; name: string; lastmod: Date | string }>(sql`
        select c.id, c.name, greatest(c.updated_at, max(j.updated_at)) as lastmod
        from ${jobsAs('j')} join ${companyDirectoryAs('c')} on c.id = j.company_id
        where ${publicOpenSql(today)} and j.company_id ${op} ${cursor}::uuid group by c.id, c.name, c.updated_at order by c.id limit ${limit}`);
      return r.map((x) => ({ id: x.id, loc: `${origin}${careersPath(x)}`, lastmod: x.lastmod }));
    };
    return reply
      .type(XML)
      .header('cache-control', 'no-cache')
      .send(urlset(rows, first, SITEMAP_LIMIT));
  });

  app.get('/jobs/feed.xml', async (_request, reply) => {
    const site = await getSiteConfiguration(db);
    if (!site.publicBoard) throw new NotFoundError(NO_BOARD);
    const { rows } = await db.execute<{ id: string; title: string; description: string; company: string; posted: Date | string }>(sql`
      select j.id, j.title, j.description, c.name as company, coalesce(j.opened_at, j.created_at) as posted
      from ${jobsAs('j')} join ${companyDirectoryAs('c')} on c.id = j.company_id
      where ${publicOpenSql(todayUtc())} order by j.opened_at desc nulls last, j.id limit ${FEED_ITEMS}`);
    const items = rows
      .map((r) => {
        const link = `${origin}${publicJobPath(r)}`;
        return `<item><title>${escapeHtml(`${r.title} at ${r.company}`)}</title><link>${escapeHtml(link)}</link><guid isPermaLink="true">${escapeHtml(link)}</guid><pubDate>${new Date(r.posted).toUTCString()}</pubDate><description>${escapeHtml(descriptionHtml(r.description))}</description></item>`;
      })
      .join('\n');
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeHtml(`Jobs on ${site.siteName}`)}</title><link>${escapeHtml(`${origin}/jobs`)}</link><atom:link href="${escapeHtml(`${origin}/jobs/feed.xml`)}" rel="self" type="application/rss+xml" /><description>${escapeHtml(`The newest open jobs on ${site.siteName}.`)}</description>\n${items}\n</channel></rss>\n`;
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}

const NO_BOARD = 'The public job board is off.';
const NO_SITEMAP = 'There is no such sitemap.';
