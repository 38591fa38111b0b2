import type { DocTemplate } from '@glad/contracts';
import { DOCUMENT_KIND_NAMES, type DocumentKind, type EstimateSnapshot } from '@glad/domain';
import { Alert, Badge, Button, Group, Loader, Menu, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useDeleteTemplate, useDocTemplates } from '../api/documents-api';

// Tiptap and its styles load only when a template is opened.
const TemplateEditor = lazy(() => import('./template-editor'));

const KINDS = Object.entries(DOCUMENT_KIND_NAMES) as [DocumentKind, string][];

/** A new template of a kind: one empty paragraph, saved by the editor with POST. */
const blank = (kind: DocumentKind): DocTemplate => ({
  id: 0,
  kind,
  name: `Мой шаблон: ${DOCUMENT_KIND_NAMES[kind].toLowerCase()}`,
  body: { type: 'doc', content: [{ type: 'paragraph' }] },
  updatedAt: '',
});

/** The company's templates: each opens in the editor; new ones are made and old ones deleted here. */
export function TemplatesList({
  useEstimate,
}: {
  useEstimate: (projectId: number | null) => EstimateSnapshot | null;
}) {
  const templates = useDocTemplates();
  const [open, setOpen] = useState<DocTemplate | null>(null);
  const [removing, setRemoving] = useState<DocTemplate | null>(null);
  const remove = useDeleteTemplate();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="doc-templates">
      <Stack gap="sm">
        <Title order={2} size="h4" id="doc-templates">
          Шаблоны
        </Title>
        {templates.isError ? (
          <Alert color="red" role="alert">
            {templates.error.message}
          </Alert>
        ) : !templates.data ? (
          <Text c="dimmed">Загрузка…</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {templates.data.map((t) => (
              <Group key={t.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                  <Text fw={600}>{t.name}</Text>
                  <Badge variant="light" tt="none">
                    {DOCUMENT_KIND_NAMES[t.kind]}
                  </Badge>
                </Group>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setOpen(t)}
                    aria-label={`Изменить шаблон «${t.name}»`}
                  >
                    Изменить
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setRemoving(t)}
                    aria-label={`Удалить шаблон «${t.name}»`}
                  >
                    Удалить
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              variant="default"
              rightSection={<IconChevronDown size={16} aria-hidden />}
              w="fit-content"
            >
              Новый шаблон
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {KINDS.map(([kind, label]) => (
              <Menu.Item key={kind} onClick={() => setOpen(blank(kind))}>
                {label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Удалить шаблон?"
      >
        <Stack gap="sm">
          <Text>
            Шаблон «{removing?.name}» пропадёт. Документы, уже сделанные по нему, останутся как были.
          </Text>
          <Group gap="sm">
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: () => setRemoving(null),
                  onError: (err) =>
                    notifications.show({ color: 'red', title: 'Шаблон не удалён', message: err.message }),
                })
              }
            >
              Удалить
            </Button>
            <Button variant="default" onClick={() => setRemoving(null)}>
              Отмена
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
        opened={open !== null}
        onClose={() => setOpen(null)}
        title="Шаблон документа"
        size="100%"
      >
        {open && (
          <Suspense fallback={<Loader aria-label="Загрузка редактора" />}>
            <TemplateEditor template={open} useEstimate={useEstimate} onDone={() => setOpen(null)} />
          </Suspense>
        )}
      </Modal>
    </Paper>
  );
}
