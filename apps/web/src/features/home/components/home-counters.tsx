import { formatNumber, type PluralForms, pluralRu } from '@glad/domain';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

interface Counter {
  to: string;
  count: number;
  forms: PluralForms;
}

/** The company's clients, projects and drafts, each a link to its list. */
export function HomeCounters({
  clients,
  projects,
  drafts,
}: {
  clients: number;
  projects: number;
  drafts: number;
}) {
  const counters: Counter[] = [
    { to: '/clients/', count: clients, forms: ['клиент', 'клиента', 'клиентов'] },
    { to: '/projects/', count: projects, forms: ['объект', 'объекта', 'объектов'] },
    { to: '/drafts/', count: drafts, forms: ['чертёж', 'чертежа', 'чертежей'] },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {counters.map((c) => (
        <UnstyledButton
          key={c.to}
          component={Link}
          to={c.to}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} ta="center">
            <Text fz={{ base: 24, sm: 32 }} fw={700} lh={1.2}>
              {formatNumber(c.count)}
            </Text>
            <Text size="sm">{pluralRu(c.count, c.forms)}</Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
