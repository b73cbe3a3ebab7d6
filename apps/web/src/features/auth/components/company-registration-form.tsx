import {
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMPANY_SIZES, companyRegistration, type CompanyRegistration } from '@talentmatch/shared/auth-schemas';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { LOGO_MAX_BYTES, LOGO_TYPES, useRegisterCompany } from '../api/register-company.ts';

const FIELDS = ['name', 'website', 'size', 'industry', 'location', 'description', 'nonprofit', 'logo'] as const;

interface CompanyFormValues {
  name: string;
  website: string;
  size: string;
  industry: string;
  location: string;
  description: string;
  nonprofit: boolean;
}

function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'The logo must be a PNG, JPEG or WebP image.';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be at most 2 MB.';
  return null;
}

/** Company registration of a new employer: details, nonprofit flag and a logo with a preview. */
export function CompanyRegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const registerCompany = useRegisterCompany();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues: { name: '', website: '', size: '', industry: '', location: '', description: '', nonprofit: false },
    validate: validateWith<CompanyFormValues>(companyRegistration),
  });

  useEffect(() => {
    if (!logo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const chooseLogo = (file: File | null) => {
    if (!file) return;
    const problem = logoProblem(file);
    setLogoError(problem);
    setLogo(problem ? null : file);
  };

  const submit = form.onSubmit(async (values) => {
    const company = companyRegistration.parse(values) as CompanyRegistration;
    const result = await runAction(() => registerCompany.mutateAsync({ company, logo }), {
      onFieldErrors: (errors) => {
        form.setErrors(toFormErrors(errors, FIELDS));
        if (errors.logo) setLogoError(errors.logo.join(' '));
      },
    });
    if (result.ok) onRegistered();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Company name" required autoComplete="organization" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Website" placeholder="example.com" inputMode="url" autoComplete="url" {...form.getInputProps('website')} />
          <Select
            label="Company size"
            placeholder="Choose a size"
            required
            data={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))}
            {...form.getInputProps('size')}
          />
          <TextInput label="Industry" placeholder="e.g. Healthcare" {...form.getInputProps('industry')} />
          <TextInput label="Location" placeholder="City, country" {...form.getInputProps('location')} />
        </SimpleGrid>
        <Textarea
          label="Description"
          description="What your company does and what it is like to work there."
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('description')}
        />
        <Checkbox
          label="We are a nonprofit organisation"
          description="Nonprofits get their own plans once our team has verified the organisation."
          {...form.getInputProps('nonprofit', { type: 'checkbox' })}
        />
        <Input.Wrapper label="Logo" description="PNG, JPEG or WebP, up to 2 MB." error={logoError ?? undefined}>
          <Paper withBorder radius="md" p="md" mt={6}>
            <Group gap="md" wrap="nowrap">
              {preview ? (
                <Image src={preview} alt="Logo preview" w={72} h={72} fit="contain" radius="md" />
              ) : (
                <Group justify="center" w={72} h={72} bg="gray.1" style={{ borderRadius: 8, flexShrink: 0 }}>
                  <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
                </Group>
              )}
              <Stack gap={6} style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {logo ? logo.name : 'No logo chosen'}
                </Text>
                <Group gap="xs">
                  <FileButton onChange={chooseLogo} accept={LOGO_TYPES.join(',')}>
                    {(props) => (
                      <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} />}>
                        {logo ? 'Change logo' : 'Choose logo'}
                      </Button>
                    )}
                  </FileButton>
                  {logo ? (
                    <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={() => setLogo(null)}>
                      Remove
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            </Group>
          </Paper>
        </Input.Wrapper>
        <Button type="submit" size="md" loading={registerCompany.isPending} fullWidth>
          Register company and start the free trial
        </Button>
      </Stack>
    </form>
  );
}
