import { describe, expect, it } from 'vitest';
import { type Job, jobToBody } from './jobs.ts';

const job: Job = {
  id: 'j1',
  companyId: 'c1',
  companyName: 'Acme',
  title: 'Platform Engineer',
  description: 'Run the platform with a small team of engineers.',
  city: 'Lisbon',
  region: '',
  country: 'Portugal',
  workplace: 'hybrid',
  employmentType: 'full_time',
  salaryMin: 50000,
  salaryMax: 70000,
  salaryCurrency: 'EUR',
  salaryPeriod: 'year',
  skills: [
    { skillId: 's1', name: 'Go', category: 'Engineering', importance: 'required', isActive: true },
    { skillId: 's2', name: 'Perl', category: 'Engineering', importance: 'nice_to_have', isActive: false },
  ],
  yearsOption: { id: 'y1', label: '3+ years', isActive: true },
  educationOption: { id: 'e1', label: 'Diploma', isActive: false },
  experienceArea: { id: 'a1', label: 'Infrastructure', isActive: true },
  benefits: [
    { id: 'b1', name: 'Remote days', icon: 'home', isActive: true },
    { id: 'b2', name: 'Gym', icon: 'gym', isActive: false },
  ],
  positions: 2,
  closingDate: '2030-06-14',
  publicListing: false,
  status: 'open',
  allowedTransitions: ['paused', 'closed'],
  openedAt: null,
  closedAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('jobToBody', () => {
  it('gives the edit form every field of the saved job, entries no longer offered included', () => {
    const body = jobToBody(job);
    expect(body).toMatchObject({
      title: 'Platform Engineer',
      salaryCurrency: 'EUR',
      skills: [
        { skillId: 's1', importance: 'required' },
        { skillId: 's2', importance: 'nice_to_have' },
      ],
      yearsOptionId: 'y1',
      educationOptionId: 'e1',
      experienceAreaId: 'a1',
      benefitIds: ['b1', 'b2'],
      positions: 2,
      closingDate: '2030-06-14',
      publicListing: false,
    });
    expect(body).not.toHaveProperty('id');
  });

  it('leaves out of a copy what is no longer offered and a closing date already passed', () => {
    const copy = jobToBody(job, '2030-06-15');
    expect(copy.skills).toEqual([{ skillId: 's1', importance: 'required' }]);
    expect(copy).toMatchObject({ educationOptionId: null, yearsOptionId: 'y1', benefitIds: ['b1'], closingDate: null });
    expect(jobToBody(job, '2030-06-14').closingDate).toBe('2030-06-14');
  });
});
