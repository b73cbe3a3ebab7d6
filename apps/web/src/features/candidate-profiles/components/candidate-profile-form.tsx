import { Button, Card, Group, Radio, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  REMOTE_PREFERENCE_LABELS,
  REMOTE_PREFERENCES,
  type CandidateProfile,
} from '@talentmatch/shared/candidate-profile';
import { candidateProfileBody, type CandidateProfileBody } from '@talentmatch/shared/candidate-profile-requests';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirectTarget } from '../../../config/paths.ts';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { optionChoices } from '../../dropdowns/index.ts';
import { useOptions } from '../../dropdowns/index.ts';
import { useSaveCandidateProfile } from '../api/save-candidate-profile.ts';

type Values = Required<Omit<CandidateProfileBody, 'yearsOptionId' | 'educationOptionId'>> & {
  yearsOptionId: string | null;
  educationOptionId: string | null;
};
const FIELDS = [
  'headline',
  'summary',
  'city',
  'region',
  'country',
  'remotePreference',
  'willingToRelocate',
  'availability',
  'yearsOptionId',
  'educationOptionId',
  'visibility',
] as const;

function initialValues(profile: CandidateProfile | null): Values {
  return {
    headline: profile?.headline ?? '',
    summary: profile?.summary ?? '',
    city: profile?.city ?? '',
    region: profile?.region ?? '',
    country: profile?.country ?? '',
    remotePreference: profile?.remotePreference ?? 'any',
    willingToRelocate: profile?.willingToRelocate ?? false,
    availability: profile?.availability ?? 'immediately',
    yearsOptionId: profile?.yearsOption?.id ?? null,
    educationOptionId: profile?.educationOption?.id ?? null,
    visibility: profile?.visibility ?? 'visible',
  };
}

/** profile/create and profile/update: one form, POST or PUT. */
export function CandidateProfileForm({ profile }: { profile: CandidateProfile | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const save = useSaveCandidateProfile();
  const years = useOptions('years');
  const education = useOptions('education');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(profile),
    validate: validateWith<Values>(candidateProfileBody),
  });

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => save.mutateAsync({ body: values, create: !profile }), {
      info: profile
        ? 'Your profile has been saved.'
        : 'Your profile has been created. Upload your resume next: we will suggest skills from it.',
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
    });
    // a new profile made on the way to an application (Apply on a public job page) goes back to it
    const back = redirect ? safeRedirectTarget(redirect, '') : '';
    if (result.ok) navigate(profile ? paths.candidate.profile : back || paths.candidate.resumeUpload);
  });

  return (
    <Card withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Headline"
            description="One line employers see first, e.g. “Senior data engineer”."
            required
            maxLength={150}
            {...form.getInputProps('headline')}
          />
          <Textarea
            label="Summary"
            description="What you do best and what you are looking for (100+ characters count toward your score)."
            autosize
            minRows={4}
            maxLength={5000}
            {...form.getInputProps('summary')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="City" {...form.getInputProps('city')} />
            <TextInput label="Region" {...form.getInputProps('region')} />
            <TextInput label="Country" {...form.getInputProps('country')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Remote preference"
              data={REMOTE_PREFERENCES.map((value) => ({ value, label: REMOTE_PREFERENCE_LABELS[value] }))}
              allowDeselect={false}
              {...form.getInputProps('remotePreference')}
            />
            <Select
              label="Availability"
              data={AVAILABILITIES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }))}
              allowDeselect={false}
              {...form.getInputProps('availability')}
            />
            <Select
              label="Years of experience"
              placeholder="Choose"
              clearable
              data={optionChoices(years.data, profile?.yearsOption)}
              {...form.getInputProps('yearsOptionId')}
            />
            <Select
              label="Education level"
              placeholder="Choose"
              clearable
              data={optionChoices(education.data, profile?.educationOption)}
              {...form.getInputProps('educationOptionId')}
            />
          </SimpleGrid>
          <Switch label="Willing to relocate" {...form.getInputProps('willingToRelocate', { type: 'checkbox' })} />
          <Radio.Group label="Visibility to employers" {...form.getInputProps('visibility')}>
            <Group mt="xs">
              <Radio value="visible" label="Visible: employers can find me" />
              <Radio value="hidden" label="Hidden: only I can see my profile" />
            </Group>
          </Radio.Group>
          {form.errors._ ? <Text c="red">{form.errors._}</Text> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(paths.candidate.profile)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {profile ? 'Save profile' : 'Create profile'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
