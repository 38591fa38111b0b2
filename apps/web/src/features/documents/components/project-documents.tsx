import type { IssuedDocument } from '@glad/contracts';
import type { DocumentKind, EstimateSnapshot } from '@glad/domain';
import { Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useDocuments } from '../api/documents-api';
import { DocumentRow } from './document-row';
import { IssueModal } from './issue-modal';

/** A project's issued documents and the buttons that make new ones from the company's templates. */
export function ProjectDocuments({
  projectId,
  estimate,
  docActions,
}: {
  projectId: number;
  estimate: EstimateSnapshot | null;
  /** More buttons of a document's line (the route adds «Отправить клиенту»). */
  docActions?: (doc: IssuedDocument) => ReactNode;
}) {
  const docs = useDocuments({ project: projectId });
  const [kind, setKind] = useState<DocumentKind | null>(null);
  const list = docs.data?.content ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-documents">
      <Stack gap="sm">
        <Title order={2} size="h4" id="project-documents">
          Документы
        </Title>
        {docs.isError ? (
          <Text c="red">{docs.error.message}</Text>
        ) : list.length ? (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((doc) => (
              <DocumentRow key={doc.id} doc={doc} showProject={false} actions={docActions?.(doc)} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {docs.isPending ? 'Загрузка…' : 'Документов по объекту ещё нет.'}
          </Text>
        )}
        <Group gap="xs">
          <Button onClick={() => setKind('dogovor')}>Сформировать договор</Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} />}>
                Другой документ
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setKind('akt')}>Акт выполненных работ</Menu.Item>
              <Menu.Item onClick={() => setKind('talon')}>Гарантийный талон</Menu.Item>
              <Menu.Item onClick={() => setKind('schet')}>Счёт на оплату</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
      {kind && (
        <IssueModal projectId={projectId} kind={kind} estimate={estimate} onClose={() => setKind(null)} />
      )}
    </Paper>
  );
}
