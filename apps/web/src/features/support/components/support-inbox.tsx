import { type SupportStatus, supportStatuses, supportStatusLabels } from '@glad/contracts';
import { Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { Pager } from '../../../components/pager';
import { SUPPORT_PAGE_SIZE, useSupportInbox } from '../api';
import { useSelectedThread } from './my-support';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

const FILTERS = [
  { value: 'open', label: supportStatusLabels.open },
  { value: 'answered', label: supportStatusLabels.answered },
  { value: 'all', label: 'Все' },
];

/** Every user's questions, for the admins who answer them (waiting ones first by default). */
export function SupportInbox() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('open');
  const [selected, select] = useSelectedThread();
  const status = (supportStatuses as readonly string[]).includes(filter) ? (filter as SupportStatus) : null;
  const { data, isLoading, error, refetch } = useSupportInbox(page, status);
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / SUPPORT_PAGE_SIZE)) : 1;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <SegmentedControl
            data={FILTERS}
            value={filter}
            onChange={(v) => {
              setFilter(v);
              setPage(1);
            }}
            aria-label="Какие обращения показать"
          />
          {!data && <LoadingState error={isLoading ? null : error} onRetry={() => void refetch()} />}
          {data && data.content.length === 0 && <Text>Обращений нет.</Text>}
          {data && <ThreadList threads={data.content} selected={selected} onSelect={select} showAuthor />}
          <Pager total={pages} value={page} onChange={setPage} />
        </Stack>
      </Paper>
      {selected !== null && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <ThreadView key={selected} id={selected} replyLabel="Ответ поддержки" />
        </Paper>
      )}
    </SimpleGrid>
  );
}
