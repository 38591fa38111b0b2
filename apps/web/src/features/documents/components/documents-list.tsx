import { DOCUMENT_KIND_NAMES, type DocumentKind } from '@glad/domain';
import { Alert, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useClients, useProjects } from '../../../lib/offline-db';
import { type DocumentFilters, useDocuments } from '../api/documents-api';
import { DocumentRow } from './document-row';

const kinds = Object.entries(DOCUMENT_KIND_NAMES).map(([value, label]) => ({ value, label }));
const num = (v: string | null) => (v ? Number(v) : undefined);

/** The company's issued documents with filters by kind, project, client and date. */
export function DocumentsList() {
  const [filters, setFilters] = useState<DocumentFilters>({});
  const docs = useDocuments(filters);
  const projects = useProjects();
  const clients = useClients();
  const set = (patch: Partial<DocumentFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const list = docs.data?.content ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="issued-documents">
      <Stack gap="sm">
        <Title order={2} size="h4" id="issued-documents">
          Выпущенные документы
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="xs">
          <Select
            label="Вид"
            placeholder="Все"
            clearable
            data={kinds}
            value={filters.kind ?? null}
            onChange={(v) => set({ kind: (v as DocumentKind | null) ?? undefined })}
          />
          <Select
            label="Объект"
            placeholder="Все"
            clearable
            searchable
            data={(projects ?? [])
              .slice(0, 500)
              .map((p) => ({ value: String(p.id), label: p.name || `Объект №${p.id}` }))}
            value={filters.project ? String(filters.project) : null}
            onChange={(v) => set({ project: num(v) })}
          />
          <Select
            label="Клиент"
            placeholder="Все"
            clearable
            searchable
            data={(clients ?? [])
              .slice(0, 500)
              .map((c) => ({ value: String(c.id), label: c.name || `Клиент №${c.id}` }))}
            value={filters.client ? String(filters.client) : null}
            onChange={(v) => set({ client: num(v) })}
          />
          <TextInput
            label="С даты"
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => set({ from: e.currentTarget.value || undefined })}
          />
          <TextInput
            label="По дату"
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => set({ to: e.currentTarget.value || undefined })}
          />
        </SimpleGrid>
        {docs.isError ? (
          <Alert color="red" role="alert">
            {docs.error.message}
          </Alert>
        ) : list.length ? (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((doc) => (
              <DocumentRow key={doc.id} doc={doc} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {docs.isPending
              ? 'Загрузка…'
              : 'Документов нет. Договор, акт, талон и счёт формируются на странице объекта.'}
          </Text>
        )}
        {docs.data && docs.data.pagination.total > list.length && (
          <Group>
            <Text size="sm" c="dimmed">
              Показаны первые {list.length} из {docs.data.pagination.total}: уточните фильтры.
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
