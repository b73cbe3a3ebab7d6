import { useSession } from '../../../lib/session.ts';
import { ApiKeysCard } from './api-keys-card.tsx';
import { WebhooksCard } from './webhooks-card.tsx';

/** Settings: the company's API keys and webhooks, for its account manager only (docs/integrations.md). */
export function IntegrationsSection() {
  const { roles, claims } = useSession();
  const companyId = claims?.companyId;
  if (!companyId || !roles.includes('AccountManager')) return null;
  return (
    <>
      <ApiKeysCard companyId={companyId} />
      <WebhooksCard companyId={companyId} />
    </>
  );
}
