import type { FastifyInstance } from 'fastify';
import { PROFILE_MESSAGES, type AdminCandidateSkill } from '@talentmatch/shared/candidate-profile';
import {
  candidateProfileBody,
  candidateSkillBody,
  candidateSkillUpdateBody,
  educationExperienceBody,
  jobExperienceBody,
} from '@talentmatch/shared/candidate-profile-requests';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { BadRequestError, NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import { sniffImageType } from '../../platform/file-type.ts';
import { getExperienceLimits, getSiteConfiguration } from '../site-config/service.ts';
import { intakeResume } from './resume-text.ts';
import { idParams } from './schema.ts';
import * as profileReads from './service.ts';
import { contentDisposition, readSingleFile } from './upload.ts';

/** The candidate's own profile, files, skills and experiences (candidate area), plus the admin's skill correction. */
export async function candidateProfileRoutes(app: FastifyInstance, ctx: AppContext, candidateProfiles: profileReads.CandidateProfiles) {
  const profiles = { ...profileReads, ...candidateProfiles };
  const { db, authenticate } = ctx;
  const candidate = [authenticate, requireRole('Candidate')];
  // photo and resume uploads count against the user's upload limit (429 before anything is read or stored)
  const uploader = [...candidate, ctx.limiters.uploadsPerUser];
  const files = { db, storage: ctx.storage };
  const limits = () => getExperienceLimits(db);
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  app.get('/api/candidate/profile', { preHandler: candidate }, async (request) => profiles.getProfile(db, me(request)));

  app.post('/api/candidate/profile', { preHandler: candidate }, async (request, reply) => {
    const body = parseOrThrow(candidateProfileBody, request.body);
    return reply.status(201).send(await profiles.createProfile(db, me(request), body));
  });

  app.put('/api/candidate/profile', { preHandler: candidate }, async (request) =>
    profiles.updateProfile(db, me(request), parseOrThrow(candidateProfileBody, request.body)),
  );

  // Photo
  app.post('/api/candidate/profile/photo', { preHandler: uploader }, async (request) => {
    const { data } = await readSingleFile(request, 'photo', (await getSiteConfiguration(db)).uploadLimits.photoBytes);
    const contentType = sniffImageType(data);
    if (!contentType) throw new BadRequestError(PROFILE_MESSAGES.photoType, { photo: [PROFILE_MESSAGES.photoType] });
    return profiles.setPhoto(files, me(request), { data, contentType });
  });
  app.get('/api/candidate/profile/photo', { preHandler: candidate }, async (request, reply) => {
    const photo = await profiles.getPhoto(files, me(request));
    if (!photo) throw new NotFoundError(PROFILE_MESSAGES.noPhoto);
    return reply
      .type(photo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache')
      .send(photo.data);
  });
  app.delete('/api/candidate/profile/photo', { preHandler: candidate }, async (request) => profiles.deletePhoto(files, me(request)));

  // Resume: checked by its bytes, text extracted before the transaction that stores it.
  app.post('/api/candidate/profile/resume', { preHandler: uploader }, async (request, reply) => {
    const { data, fileName } = await readSingleFile(request, 'resume', (await getSiteConfiguration(db)).uploadLimits.resumeBytes);
    const stored = await intakeResume(data, fileName, 'resume');
    return reply.status(201).send(await profiles.setResume(files, me(request), stored));
  });
  app.get('/api/candidate/profile/resume', { preHandler: candidate }, async (request, reply) => {
    const resume = await profiles.getResume(files, me(request));
    return reply
      .type(resume.contentType)
      .header('content-disposition', contentDisposition(resume.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(resume.data);
  });
  app.delete('/api/candidate/profile/resume', { preHandler: candidate }, async (request, reply) => {
    await profiles.deleteResume(files, me(request));
    return reply.status(204).send();
  });
  app.get('/api/candidate/profile/resume/suggestions', { preHandler: candidate }, async (request) =>
    profiles.resumeSuggestions(db, me(request)),
  );

  // Skills
  app.get('/api/candidate/skills', { preHandler: candidate }, async (request) => profiles.listCandidateSkills(db, me(request)));
  app.post('/api/candidate/skills', { preHandler: candidate }, async (request, reply) => {
    const body = parseOrThrow(candidateSkillBody, request.body);
    return reply.status(201).send(await profiles.addCandidateSkill(db, me(request), body));
  });
  app.put('/api/candidate/skills/:id', { preHandler: candidate }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return profiles.updateCandidateSkill(db, me(request), id, parseOrThrow(candidateSkillUpdateBody, request.body));
  });
  app.delete('/api/candidate/skills/:id', { preHandler: candidate }, async (request, reply) => {
    const { id } = parseOrThrow(idParams, request.params);
    await profiles.deleteCandidateSkill(db, me(request), id);
    return reply.status(204).send();
  });

  // candidate/skills/update/{id} is the administrator's (specification §2): correct a candidate's skill.
  const admin = [authenticate, requireRole('Administrator')];
  const adminSkill = async (id: string): Promise<AdminCandidateSkill> => {
    const row = await profiles.findCandidateSkill(db, id);
    if (!row) throw new NotFoundError('This candidate skill does not exist.');
    const { userId, firstName, lastName, email, ...skill } = row;
    return { ...skill, candidate: { id: userId, firstName, lastName, email } };
  };
  app.get('/api/admin/candidate-skills/:id', { preHandler: admin }, async (request) =>
    adminSkill(parseOrThrow(idParams, request.params).id),
  );
  app.put('/api/admin/candidate-skills/:id', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    const body = parseOrThrow(candidateSkillUpdateBody, request.body);
    const current = await adminSkill(id);
    await profiles.updateCandidateSkill(db, current.candidate.id, id, body);
    return adminSkill(id);
  });

  // Experiences
  app.get('/api/candidate/experiences', { preHandler: candidate }, async (request) =>
    profiles.listExperiences(db, me(request), await limits()),
  );
  app.post('/api/candidate/experiences/jobs', { preHandler: candidate }, async (request, reply) => {
    const body = parseOrThrow(jobExperienceBody, request.body);
    return reply.status(201).send(await profiles.addJob(db, me(request), body, await limits()));
  });
  app.put('/api/candidate/experiences/jobs/:id', { preHandler: candidate }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return profiles.updateJob(db, me(request), id, parseOrThrow(jobExperienceBody, request.body));
  });
  app.delete('/api/candidate/experiences/jobs/:id', { preHandler: candidate }, async (request, reply) => {
    await profiles.deleteJob(db, me(request), parseOrThrow(idParams, request.params).id);
    return reply.status(204).send();
  });
  app.post('/api/candidate/experiences/education', { preHandler: candidate }, async (request, reply) => {
    const body = parseOrThrow(educationExperienceBody, request.body);
    return reply.status(201).send(await profiles.addEducation(db, me(request), body, await limits()));
  });
  app.put('/api/candidate/experiences/education/:id', { preHandler: candidate }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return profiles.updateEducation(db, me(request), id, parseOrThrow(educationExperienceBody, request.body));
  });
  app.delete('/api/candidate/experiences/education/:id', { preHandler: candidate }, async (request, reply) => {
    await profiles.deleteEducation(db, me(request), parseOrThrow(idParams, request.params).id);
    return reply.status(204).send();
  });
}
