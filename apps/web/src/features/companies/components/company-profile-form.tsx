import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Input,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMPANY_SIZES } from '@talentmatch/shared/auth-schemas';
import { companyProfileBody, type CompanyProfile, type CompanyProfileBody } from '@talentmatch/shared/companies';
import { IconBuildingSkyscraper, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useOfferedBenefits } from '../api/list-offered-benefits.ts';
import { useReplaceLogo } from '../api/replace-logo.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { benefitOptions } from './profile-rules.ts';

type Values = Required<CompanyProfileBody>;
const FIELDS = ['name', 'website', 'size', 'industry', 'location', 'description', 'benefitIds'] as const;
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The account manager's edit form: profile fields, benefits, logo (saved at once). */
export function CompanyProfileForm({ company, onDone }: { company: CompanyProfile; onDone: () => void }) {
  const update = useUpdateCompany();
  const logo = useReplaceLogo();
  const offered = useOfferedBenefits();
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: company.name,
      website: company.website,
      size: company.size as Values['size'],
      industry: company.industry,
      location: company.location,
      description: company.description,
      benefitIds: company.benefits.map((b) => b.id),
    },
    validate: validateWith<Values>(companyProfileBody),
  });

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => update.mutateAsync({ id: company.id, body: values }), {
      info: 'The company profile has been saved.',
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
    });
    if (result.ok) onDone();
  });

  const changeLogo = async (file: File | null) => {
    setLogoError(null);
    if (file && !LOGO_TYPES.includes(file.type)) return setLogoError('The logo must be a PNG, JPEG or WebP image.');
    if (file && file.size > LOGO_MAX_BYTES) return setLogoError('The logo must be 2 MB or smaller.');
    await runAction(() => logo.mutateAsync({ id: company.id, logo: file }), {
      info: file ? 'The logo has been replaced.' : 'The logo has been removed.',
      onFieldErrors: (errors) => errors.logo && setLogoError(errors.logo.join(' ')),
    });
  };

  return (
    <Stack gap="lg">
      <Input.Wrapper
        label="Logo"
        description="PNG, JPEG or WebP, up to 2 MB. Saved as soon as you choose it."
        error={logoError ?? undefined}
      >
        <Group gap="md" mt={6}>
          <Avatar src={company.logoUrl} size={64} radius="md" color="brand" alt={company.logoUrl ? 'Current logo' : undefined}>
            <IconBuildingSkyscraper size={28} />
          </Avatar>
          <FileButton onChange={changeLogo} accept={LOGO_TYPES.join(',')}>
            {(props) => (
              <Button variant="default" size="sm" loading={logo.isPending} {...props}>
                {company.logoUrl ? 'Replace logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          {company.logoUrl ? (
            <Button variant="subtle" color="red" size="sm" disabled={logo.isPending} onClick={() => changeLogo(null)}>
              Remove logo
            </Button>
          ) : null}
        </Group>
      </Input.Wrapper>
      <form onSubmit={submit} noValidate aria-label="Company profile">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Company name" required maxLength={150} {...form.getInputProps('name')} />
            <TextInput
              label="Website"
              placeholder="example.com"
              inputMode="url"
              autoComplete="url"
              maxLength={300}
              {...form.getInputProps('website')}
            />
            <Select
              label="Company size"
              required
              data={COMPANY_SIZES.map((s) => ({ value: s, label: `${s} employees` }))}
              allowDeselect={false}
              {...form.getInputProps('size')}
            />
            <TextInput label="Industry" maxLength={100} {...form.getInputProps('industry')} />
            <TextInput label="Location" placeholder="City, region or Remote" maxLength={200} {...form.getInputProps('location')} />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={4} maxRows={14} maxLength={5000} {...form.getInputProps('description')} />
          <MultiSelect
            label="Benefits"
            description="What everyone you hire gets. Candidates see these on your job postings."
            placeholder={offered.isPending ? 'Loading benefits…' : 'Choose benefits'}
            data={benefitOptions(offered.data?.items ?? [], company.benefits)}
            searchable
            clearable
            nothingFoundMessage="No benefit with that name"
            {...form.getInputProps('benefitIds')}
          />
          <Alert variant="light" color="gray" icon={<IconInfoCircle />}>
            <Text size="sm">
              {company.nonprofit
                ? 'Your company is verified as a nonprofit.'
                : 'Nonprofit status is verified by our administrators. Contact support to have your company verified.'}
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
