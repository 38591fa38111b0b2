import { formatPhone } from '@glad/contracts';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { searchClients, searchProjects, useLiveRecords } from '../../../lib/offline-db';

/**
 * Home's search over the offline copy and what it found. Its own module, loaded with the first search:
 * the search reads the offline copy (Dexie) and showing a client's phone reads it with the phone rule
 * (libphonenumber), neither of which home's first screen needs (decisions 0051, 0058). One more of each
 * kind than `shown` is asked for, to know whether to offer the whole list.
 */
export default function HomeSearchResults({ query, shown }: { query: string; shown: number }) {
  const headingId = useId();
  const found = useLiveRecords(
    async () => ({
      clients: await searchClients(query, shown + 1),
      projects: await searchProjects(query, {}, shown + 1),
    }),
    [query, shown],
  );
  if (!found) return null;
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
