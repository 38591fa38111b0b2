import type { DocTemplate } from '@glad/contracts';
import { DOCUMENT_KIND_NAMES, type EstimateSnapshot } from '@glad/domain';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useDocTemplates } from '../api/documents-api';

// Tiptap and its styles load only when a template is opened.
const TemplateEditor = lazy(() => import('./template-editor'));

/** The company's templates; each opens in the editor. */
export function TemplatesList({
  useEstimate,
}: {
  useEstimate: (projectId: number | null) => EstimateSnapshot | null;
}) {
  const templates = useDocTemplates();
  const [open, setOpen] = useState<DocTemplate | null>(null);
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
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setOpen(t)}
                  aria-label={`Изменить шаблон «${t.name}»`}
                >
                  Изменить
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
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
