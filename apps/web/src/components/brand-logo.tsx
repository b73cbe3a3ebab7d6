import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase2 } from '@tabler/icons-react';
import { Link } from 'react-router';

export function BrandLogo({ to = '/', size = 'md' }: { to?: string; size?: 'sm' | 'md' | 'lg' }) {
  const fontSize = size === 'lg' ? 26 : size === 'sm' ? 17 : 20;
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label="TalentMatch home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={fontSize + 10} radius="md" variant="filled" aria-hidden>
          <IconBriefcase2 size={fontSize - 2} stroke={2} />
        </ThemeIcon>
        <Text fw={800} fz={fontSize} lh={1} style={{ letterSpacing: '-0.02em' }}>
          Talent
          <Text span inherit c="brand.7">
            Match
          </Text>
        </Text>
      </Group>
    </Link>
  );
}
