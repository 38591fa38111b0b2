import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { Pager } from '../../../components/pager';
import { SUPPORT_PAGE_SIZE, useMyThreads } from '../api';
import { AskForm } from './ask-form';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/** `?id=` of the address: the thread a letter links to, or the one chosen. */
export function useSelectedThread() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const selected = Number.isInteger(id) && id > 0 ? id : null;
  const select = (next: number | null) =>
    setParams(next === null ? {} : { id: String(next) }, { replace: true });
  return [selected, select] as const;
}

/** The user's questions to the support, a new one, and the chosen one's messages. */
export function MySupport() {
  const [page, setPage] = useState(1);
  const [selected, select] = useSelectedThread();
  const { data, isLoading, error, refetch } = useMyThreads(page);
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / SUPPORT_PAGE_SIZE)) : 1;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="md">
        <AskForm onAsked={select} />
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-labelledby="support-mine"
        >
          <Stack gap="sm">
            <Title order={2} size="h3" id="support-mine">
              Мои обращения
            </Title>
            {!data && <LoadingState error={isLoading ? null : error} onRetry={() => void refetch()} />}
            {data && data.content.length === 0 && <Text>Вы ещё не писали в поддержку.</Text>}
            {data && <ThreadList threads={data.content} selected={selected} onSelect={select} />}
            <Pager total={pages} value={page} onChange={setPage} />
          </Stack>
        </Paper>
      </Stack>
      {selected !== null && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <ThreadView key={selected} id={selected} replyLabel="Дописать" />
        </Paper>
      )}
    </SimpleGrid>
  );
}
