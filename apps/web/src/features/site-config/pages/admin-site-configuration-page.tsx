import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SiteConfiguration } from '@talentmatch/shared/client-config';
import { SITE_CONFIGURATION_MESSAGES, type SiteConfigurationUpdate } from '@talentmatch/shared/site-configuration';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { runAction } from '../../../lib/run-action.ts';
import { useSiteConfiguration } from '../api/get-site-configuration.ts';
import { useSaveSiteConfiguration } from '../api/save-site-configuration.ts';
import { TermsEditor } from '../components/terms-editor.tsx';

const MB = 1024 * 1024;

/** The form's values: the settings with the upload limits in MB. */
type Values = Omit<SiteConfiguration, 'termsText' | 'termsVersion' | 'uploadLimits'> & {
  uploadLimits: { resumeBytes: number; photoBytes: number; attachmentBytes: number };
};

function toValues(site: SiteConfiguration): Values {
  const { termsText: _text, termsVersion: _version, uploadLimits, ...rest } = site;
  return {
    ...rest,
    uploadLimits: {
      resumeBytes: uploadLimits.resumeBytes / MB,
      photoBytes: uploadLimits.photoBytes / MB,
      attachmentBytes: uploadLimits.attachmentBytes / MB,
    },
  };
}

function toBody(values: Values): SiteConfigurationUpdate {
  const mb = (n: number) => Math.round(Number(n) * MB);
  return {
    ...values,
    uploadLimits: {
      resumeBytes: mb(values.uploadLimits.resumeBytes),
      photoBytes: mb(values.uploadLimits.photoBytes),
      attachmentBytes: mb(values.uploadLimits.attachmentBytes),
    },
  };
}

function timeZones(): string[] {
  const all = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return all.includes('UTC') ? all : ['UTC', ...all];
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

/** admin/site-configuration: every admin-editable setting in sections, and the terms of use versions. */
export function AdminSiteConfigurationPage() {
  const site = useSiteConfiguration();
  if (site.isPending) return <Skeleton h={600} />;
  if (site.isError) {
    return (
      <>
        <PageHeader title="Site configuration" />
        <Text c="red">{site.error.message}</Text>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Site configuration" description="Settings every visitor and user sees. Changes apply at once and are audited." />
      <Stack gap="xl">
        <SettingsForm site={site.data} />
        <TermsEditor currentText={site.data.termsText} currentVersion={site.data.termsVersion} />
      </Stack>
    </>
  );
}

function SettingsForm({ site }: { site: SiteConfiguration }) {
  const save = useSaveSiteConfiguration();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ initialValues: toValues(site) });
  const zones = useMemo(timeZones, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the form only when the saved settings change
  useEffect(() => {
    form.setValues(toValues(site));
    form.resetDirty(toValues(site));
  }, [site]);

  const submit = form.onSubmit(async (values) => {
    setSaved(false);
    form.clearErrors();
    const result = await runAction(() => save.mutateAsync(toBody(values)), {
      info: SITE_CONFIGURATION_MESSAGES.saved,
      onFieldErrors: (errors) => form.setErrors(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.join(' ')]))),
    });
    if (result.ok) setSaved(true);
  });

  const num = (path: string) => ({ ...form.getInputProps(path), onChange: (v: string | number) => form.setFieldValue(path, v as never) });

  return (
    <form onSubmit={submit} noValidate aria-label="Site settings">
      <Stack gap="lg">
        <Section title="Site and contact" description="The name in titles and emails, and the contact details in every page's footer.">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Site name" required maxLength={80} {...form.getInputProps('siteName')} />
            <TextInput label="Contact phone" maxLength={40} {...form.getInputProps('contactPhone')} />
            <TextInput label="Contact email" type="email" required maxLength={254} {...form.getInputProps('contactEmail')} />
          </SimpleGrid>
        </Section>

        <Section
          title="Access and notices"
          description="Who may register, the beta label, and a maintenance message shown as a banner on every page while it is set."
        >
          <Group gap="xl">
            <Switch label="Candidates can register" {...form.getInputProps('registrationOpen.candidate', { type: 'checkbox' })} />
            <Switch label="Employers can register" {...form.getInputProps('registrationOpen.employer', { type: 'checkbox' })} />
            <Switch label="Beta (the app shows a beta label)" {...form.getInputProps('isBeta', { type: 'checkbox' })} />
            <Switch
              label="Public job board (job pages, careers pages and search engines)"
              {...form.getInputProps('publicBoard', { type: 'checkbox' })}
            />
          </Group>
          <Textarea
            label="Maintenance message"
            description="Leave empty to hide the banner."
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('maintenanceMessage')}
          />
        </Section>

        <Section
          title="Accounts and limits"
          description="Trial length for new companies, when a user counts as stale, and what candidates may add or upload."
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <NumberInput label="Trial length (days)" min={1} max={365} allowDecimal={false} {...num('trialDays')} />
            <NumberInput label="Stale-user threshold (days)" min={1} max={3650} allowDecimal={false} {...num('staleUserDays')} />
            <NumberInput label="Job experiences per candidate" min={1} max={20} allowDecimal={false} {...num('maxJobExperiences')} />
            <NumberInput
              label="Education entries per candidate"
              min={1}
              max={20}
              allowDecimal={false}
              {...num('maxEducationExperiences')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput label="Resume size limit (MB)" min={1} max={50} {...num('uploadLimits.resumeBytes')} />
            <NumberInput label="Photo size limit (MB)" min={1} max={50} {...num('uploadLimits.photoBytes')} />
            <NumberInput label="Attachment size limit (MB)" min={1} max={50} {...num('uploadLimits.attachmentBytes')} />
          </SimpleGrid>
          <Select
            label="Time zone"
            description="Reports count days in this time zone."
            data={zones}
            searchable
            allowDeselect={false}
            maw={360}
            {...form.getInputProps('timeZone')}
          />
        </Section>

        <Section title="External services" description="Each service stays off while its id is empty.">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Directory login client id" maxLength={100} {...form.getInputProps('azureAd.clientId')} />
            <TextInput
              label="Directory login tenant authority"
              placeholder="https://login.microsoftonline.com/your-tenant"
              maxLength={300}
              {...form.getInputProps('azureAd.tenantAuthority')}
            />
            <TextInput label="Heatmap id" maxLength={20} {...form.getInputProps('hotjar.hotjarId')} />
            <TextInput label="Ads tag id" placeholder="AW-123456789" maxLength={40} {...form.getInputProps('adsTagId')} />
          </SimpleGrid>
          <Switch
            label="Directory sign-in creates a candidate account for a person without one"
            description="Off: only people whose account is connected to their Microsoft account (or whose address the directory proves) can sign in with Microsoft."
            {...form.getInputProps('directorySignUp', { type: 'checkbox' })}
          />
          <Switch label="Heatmap records production traffic" {...form.getInputProps('hotjar.hotjarIsProduction', { type: 'checkbox' })} />
        </Section>

        <Group justify="flex-end" gap="md">
          {saved && !form.isDirty() ? (
            <Text c="teal" size="sm" role="status">
              Saved.
            </Text>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
