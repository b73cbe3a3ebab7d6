import { Alert, Badge, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredColumn } from '../../../components/centered-column.tsx';
import { paths, safeRedirectTarget } from '../../../config/paths.ts';
import { appConfigStore, fetchSiteConfiguration } from '../../../lib/app-config-store.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { runAction } from '../../../lib/run-action.ts';
import { logout } from '../../../lib/session.ts';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { termsKeys, useMyTermsStatus } from '../../site-config/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useAcceptTerms } from '../api/accept-terms.ts';
import { useDeclineTerms } from '../api/decline-terms.ts';
import { formatDate } from '../../../lib/format-date.ts';

export const TERMS_DECLINED_MESSAGE = 'You declined the terms of use. You can log in again and accept them whenever you are ready.';

/** /termsofuse: the current terms (site configuration) to accept or decline; once accepted, the text with when it was accepted. */
export function TermsOfUsePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accept = useAcceptTerms();
  const decline = useDeclineTerms();
  const redirect = safeRedirectTarget(params.get('redirect'), paths.home);
  const site = useQuery({
    queryKey: queryKeys.config.siteConfiguration(),
    queryFn: async () => {
      const config = await fetchSiteConfiguration();
      appConfigStore.setSiteConfiguration(config);
      return config;
    },
    initialData: appConfigStore.get().siteConfiguration.termsText ? appConfigStore.get().siteConfiguration : undefined,
  });
  const terms = site.data;
  const mine = useMyTermsStatus();
  const queryClient = useQueryClient();
  const acceptedCurrent = mine.data?.accepted === true && terms !== undefined && mine.data.currentVersion === terms.termsVersion;
  const acceptedOn = mine.data?.acceptedAt ? formatDate(mine.data.acceptedAt) : null;

  const onAccept = async () => {
    const result = await runAction(() => accept.mutateAsync());
    if (result.ok) {
      await queryClient.invalidateQueries({ queryKey: termsKeys.mine() });
      navigate(redirect === paths.termsOfUse ? paths.home : redirect, { replace: true });
    }
  };

  const onDecline = async () => {
    const result = await runAction(() => decline.mutateAsync());
    if (result.ok) await logout({ info: TERMS_DECLINED_MESSAGE });
  };

  return (
    <CenteredColumn width={760}>
      <Group justify="center" mb="lg">
        <BrandLogo size="lg" />
      </Group>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
        <Group justify="space-between" align="flex-start" mb="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 26 }}>
              Terms of Use
            </Title>
            <Text c="dimmed" size="sm">
              {acceptedCurrent ? 'The terms you have agreed to.' : 'Please read and accept the terms of use to continue.'}
            </Text>
          </Stack>
          {terms ? <Badge variant="light">Version {terms.termsVersion}</Badge> : null}
        </Group>
        <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
          <div data-testid="terms-text">
            {site.isPending ? (
              <Text size="sm">Loading the terms of use…</Text>
            ) : terms?.termsText ? (
              <MarkdownText markdown={terms.termsText} />
            ) : (
              <Text size="sm">The terms of use could not be loaded.</Text>
            )}
          </div>
        </ScrollArea.Autosize>
        {acceptedCurrent ? (
          <>
            <Alert color="teal" variant="light" mt="lg" data-testid="terms-accepted">
              You accepted version {mine.data?.acceptedVersion}
              {acceptedOn ? ` on ${acceptedOn}` : ''}.
            </Alert>
            <Group justify="flex-end" mt="xl">
              <Button onClick={() => navigate(redirect === paths.termsOfUse ? paths.home : redirect)}>
                Back to {terms?.siteName || 'the site'}
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="flex-end" mt="xl" gap="sm">
            <Button variant="default" onClick={onDecline} loading={decline.isPending} disabled={accept.isPending}>
              Decline
            </Button>
            <Button onClick={onAccept} loading={accept.isPending} disabled={decline.isPending || !terms?.termsText}>
              Accept
            </Button>
          </Group>
        )}
      </Paper>
    </CenteredColumn>
  );
}
