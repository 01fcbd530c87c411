import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The esgkit mark and wordmark; links home. */
export const Logo = ({ to = '/', compact = false }: { to?: string; compact?: boolean }) => (
  <Group
    renderRoot={(props) => <Link to={to} {...props} />}
    gap={8}
    wrap="nowrap"
    className="esg-logo"
    aria-label="esgkit"
  >
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#00A0FF" />
      <path d="M9 21c0-7 5-11 14-12-1 9-5 14-12 14" fill="none" stroke="#fff" strokeWidth="2.4" />
      <path d="M9 23l7-7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
    {compact ? null : (
      <Text fw={700} fz="lg" c="dark.8" lh={1}>
        esgkit
      </Text>
    )}
  </Group>
);
