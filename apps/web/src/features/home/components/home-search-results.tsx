import { formatPhone } from '@glad/contracts';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { searchClients, searchProjects } from '../../../lib/offline-db';

export interface Found {
  clients: Awaited<ReturnType<typeof searchClients>>;
  projects: Awaited<ReturnType<typeof searchProjects>>;
}

/**
 * What home's search found. Its own module, loaded with the first search: showing a client's phone
 * reads it with the phone rule (libphonenumber), which home's first screen does not need (decision 0051).
 */
export default function HomeSearchResults({
  query,
  found,
  shown,
}: {
  query: string;
  found: Found;
  shown: number;
}) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="sm" aria-live="polite">
      {found.clients.length === 0 && found.projects.length === 0 ? (
        <Text c="dimmed">По запросу «{query}» ничего не нашли.</Text>
      ) : (
        <Stack gap="sm">
          {found.clients.length > 0 && (
            <Stack gap={4} component="section" aria-labelledby={`${headingId}-c`}>
              <Title order={3} size="h5" id={`${headingId}-c`}>
                Клиенты
              </Title>
              {found.clients.slice(0, shown).map((c) => (
                <Anchor key={c.id} component={Link} to={`/clients/${c.id}`}>
                  {c.name.trim() || `Клиент №${c.id}`}
                  {c.phone ? ` · ${formatPhone(c.phone)}` : ''}
                </Anchor>
              ))}
              {found.clients.length > shown && (
                <Anchor component={Link} to="/clients/" size="sm">
                  Все клиенты
                </Anchor>
              )}
            </Stack>
          )}
          {found.projects.length > 0 && (
            <Stack gap={4} component="section" aria-labelledby={`${headingId}-p`}>
              <Title order={3} size="h5" id={`${headingId}-p`}>
                Объекты
              </Title>
              {found.projects.slice(0, shown).map((p) => (
                <Anchor key={p.id} component={Link} to={`/projects/${p.id}`}>
                  {p.name.trim() || `Объект №${p.id}`}
                  {p.client ? ` · ${p.client}` : ''}
                </Anchor>
              ))}
              {found.projects.length > shown && (
                <Anchor component={Link} to="/projects/" size="sm">
                  Все объекты
                </Anchor>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
