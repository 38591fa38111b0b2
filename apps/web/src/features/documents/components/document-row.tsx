import type { IssuedDocument } from '@glad/contracts';
import { formatDate, formatMoney } from '@glad/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { downloadDocument } from '../api/documents-api';

/** An issued document: its number, client, project, total and its two files. */
export function DocumentRow({
  doc,
  showProject = true,
  actions,
}: {
  doc: IssuedDocument;
  showProject?: boolean;
  actions?: ReactNode;
}) {
  const [busy, setBusy] = useState<'pdf' | 'docx' | null>(null);
  async function save(format: 'pdf' | 'docx') {
    setBusy(format);
    try {
      await downloadDocument(doc.id, format, doc.title);
    } catch (err) {
      notifications.show({ color: 'red', title: 'Файл не скачан', message: (err as Error).message });
    } finally {
      setBusy(null);
    }
  }
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap" py={4}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{doc.title}</Text>
        <Text size="sm" c="dimmed">
          {formatDate(doc.issuedAt)} · {doc.clientName || 'Без клиента'}
          {showProject && (
            <>
              {' · '}
              <Anchor component={Link} to={`/projects/${doc.projectId}`} size="sm">
                {doc.projectName || `Объект №${doc.projectId}`}
              </Anchor>
            </>
          )}
          {doc.total > 0 && ` · ${formatMoney(doc.total)}`}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          loading={busy === 'pdf'}
          onClick={() => save('pdf')}
          aria-label={`${doc.title}: PDF`}
        >
          PDF
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={busy === 'docx'}
          onClick={() => save('docx')}
          aria-label={`${doc.title}: DOCX`}
        >
          DOCX
        </Button>
        {actions}
      </Group>
    </Group>
  );
}
