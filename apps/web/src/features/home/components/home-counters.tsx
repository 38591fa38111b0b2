import { formatNumber, type PluralForms, pluralRu } from '@glad/domain';
import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { clientPlural, draftPlural, projectPlural } from '../../../lib/record-nouns';

/** A count whose plural is the «многих» form («клиентов»): the word shown while the figure is read. */
const MANY = 5;
/** What the placeholder of a count not read yet measures (hidden under it): two digits, as most counts have. */
const PLACEHOLDER = '00';

interface Counter {
  to: string;
  count: number | undefined;
  forms: PluralForms;
}

/**
 * The company's clients, projects and drafts, each a link to its list. A count not read yet (the offline
 * copy opening) is a placeholder of the figure's size, not a zero.
 */
export function HomeCounters({
  clients,
  projects,
  drafts,
}: {
  clients?: number | undefined;
  projects?: number | undefined;
  drafts?: number | undefined;
}) {
  const counters: Counter[] = [
    { to: '/clients/', count: clients, forms: clientPlural },
    { to: '/projects/', count: projects, forms: projectPlural },
    { to: '/drafts/', count: drafts, forms: draftPlural },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {counters.map((c) => (
        <CounterTile key={c.to} {...c} />
      ))}
    </SimpleGrid>
  );
}

/** One count as a link to its list; rendered again only when its figure changes (a sync writes often). */
const CounterTile = memo(function CounterTile({ to, count, forms }: Counter) {
  return (
    <UnstyledButton component={Link} to={to} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} ta="center">
        <Skeleton visible={count === undefined} width="fit-content" mx="auto">
          <Text fz={{ base: 24, sm: 32 }} fw={700} lh={1.2}>
            {count === undefined ? PLACEHOLDER : formatNumber(count)}
          </Text>
        </Skeleton>
        <Text size="sm">{pluralRu(count ?? MANY, forms)}</Text>
      </Paper>
    </UnstyledButton>
  );
});
