import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Home's section of the company: its name (a plain «Компания» until it is read) and its counters. */
export function HomeCompany({ name, children }: { name: string | null; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-company">
      <Title order={2} size="h4" id="home-company">
        {name ?? 'Компания'}
      </Title>
      {children}
    </Stack>
  );
}
