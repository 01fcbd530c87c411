import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the sign-in pages: a centred card with a title and a line of explanation. */
export const AuthCard = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) => (
  <Container size={460} py={{ base: 'lg', sm: 56 }} px="md">
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  </Container>
);
