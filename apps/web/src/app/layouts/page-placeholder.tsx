import { Skeleton } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteMatches } from '../../lib/route-matches.tsx';
import { titleOf } from '../route-handle.ts';

/**
 * A signed-in page while its code loads: its heading and description from the route table, over a quiet block. The
 * page then draws the same heading in the same place, so what the reader sees first stays put (docs/prerendering.md).
 */
export function PagePlaceholder() {
  const title = titleOf(useRouteMatches()) ?? '';
  return (
    <div role="status" aria-busy="true" aria-label="Loading the page">
      <PageHeader title={title} />
      <Skeleton h={320} />
    </div>
  );
}
