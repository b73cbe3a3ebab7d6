import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import {
  CURRENCIES,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  jobBody,
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
  SKILL_IMPORTANCE_LABELS,
  SKILL_IMPORTANCE,
  WORKPLACE_LABELS,
  WORKPLACES,
  type Job,
  type JobBody,
  type SkillImportance,
} from '@talentmatch/shared/jobs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useOptions } from '../../dropdowns/index.ts';
import { optionChoices } from '../../dropdowns/index.ts';
import { useExperienceAreas } from '../../experience-areas/index.ts';
import { useBenefitCatalogue, useSkillCatalogue } from '../api/job-catalogues.ts';
import { useSaveJob } from '../api/save-job.ts';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { type Values, FIELDS, initialValues, numberOrNull } from './job-form-values.ts';

export function JobForm({ source, job }: { source: JobBody | null; job?: Job }) {
  const navigate = useNavigate();
  const save = useSaveJob();
  const skills = useSkillCatalogue();
  const benefits = useBenefitCatalogue();
  const areas = useExperienceAreas();
  const years = useOptions('years');
  const education = useOptions('education');
  const [pendingSkill, setPendingSkill] = useState<string | null>(null);
  const [pendingImportance, setPendingImportance] = useState<SkillImportance>('required');
  const [submitting, setSubmitting] = useState<'draft' | 'publish' | 'save' | null>(null);
  const form = useForm<Values>({ mode: 'controlled', initialValues: initialValues(source), validate: validateWith<Values>(jobBody) });

  const skillName = new Map<string, string>((skills.data?.items ?? []).map((s) => [s.id, s.name]));
  for (const s of job?.skills ?? []) if (!skillName.has(s.skillId)) skillName.set(s.skillId, `${s.name} (no longer offered)`);
  const chosen = new Set(form.values.skills.map((s) => s.skillId));
  const skillChoices = (skills.data?.items ?? [])
    .filter((s) => !chosen.has(s.id))
    .map((s) => ({ value: s.id, label: s.name, group: s.category }));
  const groupedSkills = Object.entries(
    skillChoices.reduce<Record<string, Array<{ value: string; label: string }>>>((acc, s) => {
      acc[s.group] = [...(acc[s.group] ?? []), { value: s.value, label: s.label }];
      return acc;
    }, {}),
  ).map(([group, items]) => ({ group, items }));

  const areaChoices = (areas.data ?? [])
    .filter((a) => a.isActive || a.id === job?.experienceArea?.id)
    .map((a) => ({ value: a.id, label: a.name }));
  const benefitChoices = (benefits.data?.items ?? []).map((b) => ({ value: b.id, label: b.name }));
  for (const b of job?.benefits ?? [])
    if (!benefitChoices.some((c) => c.value === b.id)) benefitChoices.push({ value: b.id, label: `${b.name} (no longer offered)` });

  const addSkill = () => {
    if (!pendingSkill) return;
    form.insertListItem('skills', { skillId: pendingSkill, importance: pendingImportance });
    setPendingSkill(null);
  };

  const submit = (mode: 'draft' | 'publish' | 'save') =>
    form.onSubmit(async (values) => {
      setSubmitting(mode);
      const body = job ? values : { ...values, publish: mode === 'publish' };
      const result = await runAction(() => save.mutateAsync({ id: job?.id, body }), {
        info: job ? 'The job has been saved.' : mode === 'publish' ? 'The job has been published.' : 'The job has been saved as a draft.',
        created: !job,
        onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
      });
      setSubmitting(null);
      if (result.ok) navigate(paths.employer.job(result.value.id));
    });

  return (
    <form onSubmit={submit(job ? 'save' : 'draft')} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} fz={18}>
              The role
            </Title>
            <TextInput label="Title" required maxLength={150} placeholder="e.g. Senior Data Engineer" {...form.getInputProps('title')} />
            <Tabs defaultValue="write" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="write">Write</Tabs.Tab>
                <Tabs.Tab value="preview">Preview</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="write" pt="xs">
                <Textarea
                  label="Description"
                  description="Markdown: ## headings, **bold**, - lists, [links](https://…). HTML is not allowed."
                  autosize
                  minRows={8}
                  maxRows={24}
                  maxLength={20000}
                  {...form.getInputProps('description')}
                />
              </Tabs.Panel>
              <Tabs.Panel value="preview" pt="xs">
                <Card withBorder radius="sm" p="md" mih={160} data-testid="description-preview">
                  {form.values.description.trim() ? (
                    <MarkdownText markdown={form.values.description} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      Nothing to preview yet.
                    </Text>
                  )}
                </Card>
                {form.errors.description ? (
                  <Text size="xs" c="red" mt={4}>
                    {form.errors.description}
                  </Text>
                ) : null}
              </Tabs.Panel>
            </Tabs>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="City" maxLength={100} {...form.getInputProps('city')} />
              <TextInput label="Region" maxLength={100} {...form.getInputProps('region')} />
              <TextInput label="Country" maxLength={100} {...form.getInputProps('country')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Workplace"
                allowDeselect={false}
                data={WORKPLACES.map((value) => ({ value, label: WORKPLACE_LABELS[value] }))}
                {...form.getInputProps('workplace')}
              />
              <Select
                label="Employment type"
                allowDeselect={false}
                data={EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }))}
                {...form.getInputProps('employmentType')}
              />
              <NumberInput label="Positions" min={1} max={1000} allowDecimal={false} {...form.getInputProps('positions')} />
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} fz={18}>
              Salary
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
              <NumberInput
                label="Minimum"
                min={0}
                allowDecimal={false}
                thousandSeparator=","
                {...form.getInputProps('salaryMin')}
                onChange={(v) => form.setFieldValue('salaryMin', numberOrNull(v))}
                value={form.values.salaryMin ?? ''}
              />
              <NumberInput
                label="Maximum"
                min={0}
                allowDecimal={false}
                thousandSeparator=","
                {...form.getInputProps('salaryMax')}
                onChange={(v) => form.setFieldValue('salaryMax', numberOrNull(v))}
                value={form.values.salaryMax ?? ''}
              />
              <Select label="Currency" allowDeselect={false} data={[...CURRENCIES]} {...form.getInputProps('salaryCurrency')} />
              <Select
                label="Period"
                allowDeselect={false}
                data={SALARY_PERIODS.map((value) => ({ value, label: SALARY_PERIOD_LABELS[value] }))}
                {...form.getInputProps('salaryPeriod')}
              />
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} fz={18}>
              Requirements
            </Title>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label="Skill"
                placeholder={skills.isPending ? 'Loading the catalogue…' : 'Search the catalogue'}
                searchable
                clearable
                nothingFoundMessage="No skill matches"
                data={groupedSkills}
                value={pendingSkill}
                onChange={setPendingSkill}
                style={{ flex: '1 1 220px' }}
              />
              <Select
                label="Importance"
                allowDeselect={false}
                data={SKILL_IMPORTANCE.map((value) => ({ value, label: SKILL_IMPORTANCE_LABELS[value] }))}
                value={pendingImportance}
                onChange={(v) => setPendingImportance((v as SkillImportance) ?? 'required')}
                w={160}
              />
              <Button variant="light" onClick={addSkill} disabled={!pendingSkill}>
                Add skill
              </Button>
            </Group>
            {form.errors.skills ? (
              <Text size="xs" c="red">
                {form.errors.skills}
              </Text>
            ) : null}
            <Stack gap={6} aria-label="Required skills">
              {form.values.skills.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No skills yet. Skills drive the match with candidates.
                </Text>
              ) : null}
              {form.values.skills.map((s, index) => (
                <Group key={s.skillId} gap="sm" wrap="nowrap" data-testid="job-skill-row">
                  <Text size="sm" style={{ flex: 1 }}>
                    {skillName.get(s.skillId) ?? 'Unknown skill'}
                  </Text>
                  <Select
                    aria-label={`Importance of ${skillName.get(s.skillId) ?? 'skill'}`}
                    allowDeselect={false}
                    size="xs"
                    w={150}
                    data={SKILL_IMPORTANCE.map((value) => ({ value, label: SKILL_IMPORTANCE_LABELS[value] }))}
                    value={s.importance}
                    onChange={(v) => form.setFieldValue(`skills.${index}.importance`, (v as SkillImportance) ?? 'required')}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${skillName.get(s.skillId) ?? 'skill'}`}
                    onClick={() => form.removeListItem('skills', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Years of experience"
                placeholder="Any"
                clearable
                data={optionChoices(years.data, job?.yearsOption)}
                {...form.getInputProps('yearsOptionId')}
              />
              <Select
                label="Education"
                placeholder="Any"
                clearable
                data={optionChoices(education.data, job?.educationOption)}
                {...form.getInputProps('educationOptionId')}
              />
              <Select
                label="Experience area"
                placeholder="Choose"
                clearable
                searchable
                data={areaChoices}
                {...form.getInputProps('experienceAreaId')}
              />
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} fz={18}>
              Benefits and closing date
            </Title>
            {benefits.isSuccess ? (
              <MultiSelect
                label="Benefits"
                placeholder="Choose from the catalogue"
                searchable
                clearable
                data={benefitChoices}
                {...form.getInputProps('benefitIds')}
              />
            ) : null}
            <TextInput
              type="date"
              label="Closing date"
              description="The job closes by itself after this day. Leave empty to keep it open."
              w={{ base: '100%', sm: 240 }}
              {...form.getInputProps('closingDate')}
              value={form.values.closingDate ?? ''}
              onChange={(e) => form.setFieldValue('closingDate', e.currentTarget.value || null)}
            />
            <Checkbox
              label="Show on the public job board and search engines"
              description="Off: only signed-in candidates see the job. Nothing about its candidates is ever public."
              {...form.getInputProps('publicListing', { type: 'checkbox' })}
            />
          </Stack>
        </Card>

        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => navigate(job ? paths.employer.job(job.id) : paths.employer.jobs)}
            disabled={submitting !== null}
          >
            Cancel
          </Button>
          {job ? (
            <Button type="submit" loading={submitting === 'save'}>
              Save changes
            </Button>
          ) : (
            <>
              <Button type="submit" variant="light" loading={submitting === 'draft'} disabled={submitting === 'publish'}>
                Save as draft
              </Button>
              <Button onClick={() => submit('publish')()} loading={submitting === 'publish'} disabled={submitting === 'draft'}>
                Publish
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
