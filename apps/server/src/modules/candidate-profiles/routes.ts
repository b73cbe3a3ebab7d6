import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_MESSAGES } from '@talentmatch/shared/candidate-profile';
import { z } from 'zod';
import {
  candidateProfileBody,
  candidateSkillBody,
  candidateSkillUpdateBody,
  educationExperienceBody,
  jobExperienceBody,
} from '@talentmatch/shared/candidate-profile-requests';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { fileAnswer, noContent, operation, problems } from '../../platform/api-schema.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import { sniffImageType } from '../../platform/file-type.ts';
import { getExperienceLimits, getSiteConfiguration } from '../site-config/service.ts';
import { intakeResume } from './resume-text.ts';
import {
  adminCandidateSkillAnswer,
  candidateProfileAnswer,
  candidateSkillAnswer,
  educationAnswer,
  experiencesAnswer,
  idParams,
  jobExperienceAnswer,
  resumeUploadAnswer,
  suggestionsAnswer,
} from './schema.ts';
import * as profileReads from './service.ts';
import { contentDisposition, readSingleFile } from './upload.ts';

/** The candidate's own profile, files, skills and experiences (candidate area), plus the admin's skill correction. */
export async function candidateProfileRoutes(app: FastifyInstance, ctx: AppContext, candidateProfiles: profileReads.CandidateProfiles) {
  const profiles = { ...profileReads, ...candidateProfiles };
  const { db, authenticate } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Candidate profiles';
  const candidate = [authenticate, requireRole('Candidate')];
  // photo and resume uploads count against the user's upload limit (429 before anything is read or stored)
  const uploader = [...candidate, ctx.limiters.uploadsPerUser];
  const files = { db, storage: ctx.storage };
  const limits = () => getExperienceLimits(db);
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  api.get(
    '/api/candidate/profile',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'getMyCandidateProfile', "The candidate's own profile"),
        response: { 200: candidateProfileAnswer, ...problems(401, 403, 404) },
      },
    },
    async (request) => profiles.getProfile(db, me(request)),
  );

  api.post(
    '/api/candidate/profile',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'createMyCandidateProfile', "Create the candidate's profile"),
        body: candidateProfileBody,
        response: { 201: candidateProfileAnswer, ...problems(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await profiles.createProfile(db, me(request), request.body)),
  );

  api.put(
    '/api/candidate/profile',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'updateMyCandidateProfile', "Change the candidate's profile"),
        body: candidateProfileBody,
        response: { 200: candidateProfileAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => profiles.updateProfile(db, me(request), request.body),
  );

  // Photo
  api.post(
    '/api/candidate/profile/photo',
    {
      preHandler: uploader,
      schema: {
        ...operation(tag, 'uploadMyPhoto', 'Upload a photo (multipart/form-data, part `photo`: PNG, JPEG or WebP)'),
        consumes: ['multipart/form-data'],
        response: { 200: candidateProfileAnswer, ...problems(400, 401, 403, 409, 413, 429) },
      },
    },
    async (request) => {
      const { data } = await readSingleFile(request, 'photo', (await getSiteConfiguration(db)).uploadLimits.photoBytes);
      const contentType = sniffImageType(data);
      if (!contentType) throw new BadRequestError(PROFILE_MESSAGES.photoType, { photo: [PROFILE_MESSAGES.photoType] });
      return profiles.setPhoto(files, me(request), { data, contentType });
    },
  );
  api.get(
    '/api/candidate/profile/photo',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'getMyPhoto', "The candidate's own photo"),
        response: { 200: fileAnswer('image/*', 'The photo (PNG, JPEG or WebP)'), ...problems(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const photo = await profiles.getPhoto(files, me(request));
      if (!photo) throw new NotFoundError(PROFILE_MESSAGES.noPhoto);
      return reply
        .type(photo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(photo.data);
    },
  );
  api.delete(
    '/api/candidate/profile/photo',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'deleteMyPhoto', 'Remove the photo'),
        response: { 200: candidateProfileAnswer, ...problems(401, 403, 404, 409) },
      },
    },
    async (request) => profiles.deletePhoto(files, me(request)),
  );

  // Resume: checked by its bytes, text extracted before the transaction that stores it.
  api.post(
    '/api/candidate/profile/resume',
    {
      preHandler: uploader,
      schema: {
        ...operation(
          tag,
          'uploadMyResume',
          'Upload a resume (multipart/form-data, part `resume`: PDF, DOC or DOCX); answers skill suggestions',
        ),
        consumes: ['multipart/form-data'],
        response: { 201: resumeUploadAnswer, ...problems(400, 401, 403, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { data, fileName } = await readSingleFile(request, 'resume', (await getSiteConfiguration(db)).uploadLimits.resumeBytes);
      const stored = await intakeResume(data, fileName, 'resume');
      return reply.status(201).send(await profiles.setResume(files, me(request), stored));
    },
  );
  api.get(
    '/api/candidate/profile/resume',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'getMyResume', "The candidate's own resume, as a download"),
        response: { 200: fileAnswer('application/octet-stream', 'The resume (PDF, DOC or DOCX)'), ...problems(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const resume = await profiles.getResume(files, me(request));
      return reply
        .type(resume.contentType)
        .header('content-disposition', contentDisposition(resume.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(resume.data);
    },
  );
  api.delete(
    '/api/candidate/profile/resume',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'deleteMyResume', 'Remove the resume'),
        response: { 204: noContent, ...problems(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await profiles.deleteResume(files, me(request));
      return reply.status(204).send();
    },
  );
  api.get(
    '/api/candidate/profile/resume/suggestions',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'getMyResumeSuggestions', 'Catalogue skills the stored resume mentions and the profile lacks'),
        response: { 200: suggestionsAnswer, ...problems(401, 403) },
      },
    },
    async (request) => profiles.resumeSuggestions(db, me(request)),
  );

  // Skills
  api.get(
    '/api/candidate/skills',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'listMySkills', "The candidate's skills"),
        response: { 200: z.array(candidateSkillAnswer), ...problems(401, 403) },
      },
    },
    async (request) => profiles.listCandidateSkills(db, me(request)),
  );
  api.post(
    '/api/candidate/skills',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'addMySkill', 'Add a catalogue skill with its level and years'),
        body: candidateSkillBody,
        response: { 201: candidateSkillAnswer, ...problems(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await profiles.addCandidateSkill(db, me(request), request.body)),
  );
  api.put(
    '/api/candidate/skills/:id',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'updateMySkill', "Change a skill's level and years"),
        params: idParams,
        body: candidateSkillUpdateBody,
        response: { 200: candidateSkillAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => profiles.updateCandidateSkill(db, me(request), request.params.id, request.body),
  );
  api.delete(
    '/api/candidate/skills/:id',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'deleteMySkill', 'Remove a skill from the profile'),
        params: idParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await profiles.deleteCandidateSkill(db, me(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // candidate/skills/update/{id} is the administrator's (specification §2): correct a candidate's skill.
  const admin = [authenticate, requireRole('Administrator')];
  const adminSkill = async (id: string) => {
    const row = await profiles.findCandidateSkill(db, id);
    if (!row) throw new NotFoundError('This candidate skill does not exist.');
    const { userId, firstName, lastName, email, ...skill } = row;
    return { ...skill, candidate: { id: userId, firstName, lastName, email } };
  };
  api.get(
    '/api/admin/candidate-skills/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getCandidateSkill', "A candidate's skill, for an administrator to correct"),
        params: idParams,
        response: { 200: adminCandidateSkillAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => adminSkill(request.params.id),
  );
  api.put(
    '/api/admin/candidate-skills/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'correctCandidateSkill', "Correct a candidate's skill level and years (administrators)"),
        params: idParams,
        body: candidateSkillUpdateBody,
        response: { 200: adminCandidateSkillAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await adminSkill(id);
      await profiles.updateCandidateSkill(db, current.candidate.id, id, request.body);
      return adminSkill(id);
    },
  );

  // Experiences
  api.get(
    '/api/candidate/experiences',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'listMyExperiences', "The candidate's job and education entries, with the site's limits"),
        response: { 200: experiencesAnswer, ...problems(401, 403) },
      },
    },
    async (request) => profiles.listExperiences(db, me(request), await limits()),
  );
  api.post(
    '/api/candidate/experiences/jobs',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'addMyJobExperience', 'Add a job experience'),
        body: jobExperienceBody,
        response: { 201: jobExperienceAnswer, ...problems(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await profiles.addJob(db, me(request), request.body, await limits())),
  );
  api.put(
    '/api/candidate/experiences/jobs/:id',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'updateMyJobExperience', 'Change a job experience'),
        params: idParams,
        body: jobExperienceBody,
        response: { 200: jobExperienceAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => profiles.updateJob(db, me(request), request.params.id, request.body),
  );
  api.delete(
    '/api/candidate/experiences/jobs/:id',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'deleteMyJobExperience', 'Remove a job experience'),
        params: idParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await profiles.deleteJob(db, me(request), request.params.id);
      return reply.status(204).send();
    },
  );
  api.post(
    '/api/candidate/experiences/education',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'addMyEducation', 'Add an education entry'),
        body: educationExperienceBody,
        response: { 201: educationAnswer, ...problems(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await profiles.addEducation(db, me(request), request.body, await limits())),
  );
  api.put(
    '/api/candidate/experiences/education/:id',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'updateMyEducation', 'Change an education entry'),
        params: idParams,
        body: educationExperienceBody,
        response: { 200: educationAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => profiles.updateEducation(db, me(request), request.params.id, request.body),
  );
  api.delete(
    '/api/candidate/experiences/education/:id',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'deleteMyEducation', 'Remove an education entry'),
        params: idParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await profiles.deleteEducation(db, me(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
