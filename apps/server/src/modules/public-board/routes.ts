import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '@talentmatch/shared/jobs';
import { companySlug, jobIdOfSlug, PUBLIC_BOARD_MESSAGES, publicJobPath, type PublicJobPage } from '@talentmatch/shared/public-board';
import { operation, problems, problemWith } from '../../platform/api-schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { careersPageAnswer, goneJob, jobIdParams, publicJobAnswer, publicJobListAnswer, publicSearchQuery, slugParams } from './schema.ts';
import { headTags, jobPostingJsonLd, summary } from './seo.ts';
import { careersPage, publicJobPage, searchPublicJobs } from './service.ts';
import { registerSitemapRoutes } from './sitemap.ts';

/** The public search's fields (the candidate board's schema, without its signed-in filters). */
const publicQuery = (query: unknown) => parseOrThrow(publicSearchQuery, query);

/**
 * The public job board (no login, docs/public-pages.md): its API (`/api/public/…`), the server-rendered pages
 * (`/jobs`, `/jobs/{id}-{slug}`, `/companies/{slug}/jobs`), and the sitemaps, robots.txt and feed.
 */
export async function publicBoardRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const origin = ctx.config.publicUrl;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Public board';

  // --- API ---------------------------------------------------------------------------------------------------

  api.get(
    '/api/public/jobs',
    {
      schema: {
        ...operation(tag, 'searchPublicJobs', 'Search the public open jobs (empty while the public board is off)', 'public'),
        querystring: publicSearchQuery,
        response: { 200: publicJobListAnswer, ...problems(400) },
      },
    },
    async (request) => searchPublicJobs(db, request.query),
  );

  api.get(
    '/api/public/jobs/:id',
    {
      schema: {
        ...operation(tag, 'getPublicJob', "A public open job; 410 once it closed, with its company's careers page", 'public'),
        params: jobIdParams,
        response: {
          200: publicJobAnswer,
          ...problems(400, 404),
          410: problemWith('The job is no longer open: `job` names it and its careers page', { job: goneJob }),
        },
      },
    },
    async (request, reply) => {
      const page = await publicJobPage(db, request.params.id);
      if (page.kind === 'open') return page.job;
      if (page.kind === 'missing') throw new NotFoundError(PUBLIC_BOARD_MESSAGES.jobNotFound);
      return reply
        .status(410)
        .type('application/problem+json')
        .send({ type: 'about:blank', title: 'Gone', status: 410, detail: PUBLIC_BOARD_MESSAGES.jobGone, job: page });
    },
  );

  api.get(
    '/api/public/companies/:slug/jobs',
    {
      schema: {
        ...operation(tag, 'getCareersPage', "A company's careers page: its profile and its public open jobs", 'public'),
        params: slugParams,
        response: { 200: careersPageAnswer, ...problems(400, 404) },
      },
    },
    async (request) => {
      const page = await careersPage(db, request.params.slug);
      if (!page) throw new NotFoundError(PUBLIC_BOARD_MESSAGES.companyNotFound);
      return page;
    },
  );

  // --- Pages -------------------------------------------------------------------------------------------------

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, path: string, data: unknown) =>
    app.sendDataPage(request, reply, {
      path,
      status: 404,
      data,
      title: 'Not Found',
      description: PUBLIC_BOARD_MESSAGES.jobNotFound,
      head: headTags(
        { title: 'Not Found', description: PUBLIC_BOARD_MESSAGES.jobNotFound, canonical: `${origin}${path}`, noindex: true },
        '',
      ),
      cacheKey: `404 ${path}`,
    });

  app.get('/jobs/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const id = jobIdOfSlug(slug);
    const path = `/jobs/${slug}`;
    const missing: PublicJobPage = { kind: 'missing' };
    if (!id) return notFoundPage(request, reply, path, missing);
    const [page, site] = await Promise.all([publicJobPage(db, id), getSiteConfiguration(db)]);
    if (page.kind === 'missing') return notFoundPage(request, reply, path, page);
    if (page.kind === 'gone') {
      const title = `${page.title} · ${PUBLIC_BOARD_MESSAGES.jobGone}`;
      return app.sendDataPage(request, reply, {
        path,
        status: 410,
        data: page,
        title,
        description: PUBLIC_BOARD_MESSAGES.jobGone,
        head: headTags({ title, description: PUBLIC_BOARD_MESSAGES.jobGone, canonical: `${origin}${path}`, noindex: true }, site.siteName),
        cacheKey: `410 ${path}`,
      });
    }
    const { job } = page;
    const canonicalPath = publicJobPath(job);
    if (canonicalPath !== path) return reply.redirect(canonicalPath, 301);
    const place = [job.city, job.region, job.country].filter(Boolean).join(', ');
    const title = `${job.title} at ${job.company.name}`;
    const description = summary(
      `${job.company.name} is hiring: ${job.title}, ${EMPLOYMENT_TYPE_LABELS[job.employmentType]}, ${[WORKPLACE_LABELS[job.workplace], place].filter(Boolean).join(', ')}. ${job.description}`,
    );
    return app.sendDataPage(request, reply, {
      path,
      status: 200,
      data: page,
      title,
      description,
      head: headTags(
        {
          title,
          description,
          canonical: `${origin}${path}`,
          type: 'article',
          image: job.company.logoUrl ? `${origin}${job.company.logoUrl}` : null,
          jsonLd: jobPostingJsonLd(job, origin),
        },
        site.siteName,
      ),
      cacheKey: `job ${path} ${job.updatedAt} ${job.company.name} ${job.company.logoUrl} ${job.company.website}`,
    });
  });

  app.get('/companies/:slug/jobs', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const path = `/companies/${slug}/jobs`;
    const [page, site] = await Promise.all([slug.length <= 200 ? careersPage(db, slug) : null, getSiteConfiguration(db)]);
    if (!page) return notFoundPage(request, reply, path, null);
    const canonical = companySlug(page.company);
    if (canonical !== slug) return reply.redirect(page.company.careersPath, 301);
    const title = `Jobs at ${page.company.name}`;
    const count = page.jobs.length;
    const description = summary(
      `${count === 0 ? 'No open jobs right now' : `${count} open job${count === 1 ? '' : 's'}`} at ${page.company.name}. ${page.company.description}`,
    );
    return app.sendDataPage(request, reply, {
      path,
      status: 200,
      data: page,
      title,
      description,
      head: headTags(
        {
          title,
          description,
          canonical: `${origin}${path}`,
          image: page.company.logoUrl ? `${origin}${page.company.logoUrl}` : null,
          noindex: count === 0,
        },
        site.siteName,
      ),
      cacheKey: `careers ${path} ${JSON.stringify(page)}`,
    });
  });

  app.get('/jobs', async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const path = `/jobs${search}`;
    const site = await getSiteConfiguration(db);
    let query: ReturnType<typeof publicQuery>;
    try {
      query = publicQuery(request.query);
    } catch {
      query = publicQuery({});
    }
    const result = await searchPublicJobs(db, query);
    const title = query.q ? `Jobs: ${query.q}` : 'Jobs';
    const description = `${result.totalRecords} open job${result.totalRecords === 1 ? '' : 's'} on ${site.siteName}.`;
    return app.sendDataPage(request, reply, {
      path,
      status: site.publicBoard ? 200 : 404,
      data: result,
      title,
      description,
      // one canonical search page: filtered and later pages are not for the index
      head: headTags({ title, description, canonical: `${origin}/jobs`, noindex: search !== '' || !site.publicBoard }, site.siteName),
      cacheKey: `search ${path} ${JSON.stringify(result)}`,
    });
  });

  await registerSitemapRoutes(app, ctx);
}
