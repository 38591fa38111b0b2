import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { DocumentsEmpty } from '../../features/documents/components/documents-empty';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader title="Документы" description="Шаблоны договоров, актов и других документов компании." />
      <DocumentsEmpty />
    </Stack>
  );
}
