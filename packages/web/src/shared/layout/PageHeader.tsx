import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title line; the one <h1> of the page. */
export const PageHeader = ({
  title,
  description,
  extra,
}: {
  title: string;
  description?: ReactNode;
  extra?: ReactNode;
}) => (
  <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
    <Stack gap={4}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
    {extra}
  </Group>
);
