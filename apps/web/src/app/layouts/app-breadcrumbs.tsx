import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRouteMatches } from '../../lib/route-matches.tsx';
import { breadcrumbsOf } from '../route-handle.ts';

export function AppBreadcrumbs() {
  const crumbs = breadcrumbsOf(useRouteMatches());
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap' } }}>
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <Anchor key={`${crumb.to ?? ''}|${crumb.label}`} component={Link} to={crumb.to} size="sm" c="dimmed">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={`${crumb.to ?? ''}|${crumb.label}`} size="sm" fw={600} aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
