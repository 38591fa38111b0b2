import { formatPhone } from '@glad/contracts';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { SearchInput } from '../../../components/search-input';
import { searchClients, searchProjects, useLiveRecords } from '../../../lib/offline-db';

/** How many of each kind the home page lists; the lists pages have the rest. */
const SHOWN = 5;

/** One search over clients and projects of the offline copy: Russian, by word start, phone digits. */
export function HomeSearch() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const headingId = useId();
  const found = useLiveRecords(
    async () =>
      deferred
        ? {
            clients: await searchClients(deferred, SHOWN + 1),
            projects: await searchProjects(deferred, {}, SHOWN + 1),
          }
        : null,
    [deferred],
  );

  return (
    <Stack gap="xs">
      <SearchInput
        label="Поиск по клиентам и объектам"
        placeholder="Имя, адрес, телефон, название объекта"
        value={query}
        onChange={setQuery}
      />
      {deferred && found && (
        <Paper withBorder radius="md" p="sm" aria-live="polite">
          {found.clients.length === 0 && found.projects.length === 0 ? (
            <Text c="dimmed">По запросу «{deferred}» ничего не нашли.</Text>
          ) : (
            <Stack gap="sm">
              {found.clients.length > 0 && (
                <Stack gap={4} component="section" aria-labelledby={`${headingId}-c`}>
                  <Title order={3} size="h5" id={`${headingId}-c`}>
                    Клиенты
                  </Title>
                  {found.clients.slice(0, SHOWN).map((c) => (
                    <Anchor key={c.id} component={Link} to={`/clients/${c.id}`}>
                      {c.name.trim() || `Клиент №${c.id}`}
                      {c.phone ? ` · ${formatPhone(c.phone)}` : ''}
                    </Anchor>
                  ))}
                  {found.clients.length > SHOWN && (
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
                  {found.projects.slice(0, SHOWN).map((p) => (
                    <Anchor key={p.id} component={Link} to={`/projects/${p.id}`}>
                      {p.name.trim() || `Объект №${p.id}`}
                      {p.client ? ` · ${p.client}` : ''}
                    </Anchor>
                  ))}
                  {found.projects.length > SHOWN && (
                    <Anchor component={Link} to="/projects/" size="sm">
                      Все объекты
                    </Anchor>
                  )}
                </Stack>
              )}
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
