import type { DocumentKind, EstimateSnapshot } from '@glad/domain';
import { DOCUMENT_KIND_NAMES, renderTemplate } from '@glad/domain';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useDocTemplates, useDocumentContext, useIssueDocument } from '../api/documents-api';
import { defaultPrepayment, fillContext } from '../model';
import { DocumentPreview } from './document-preview';

export interface IssueModalProps {
  projectId: number;
  kind: DocumentKind | null;
  estimate: EstimateSnapshot | null;
  onClose: () => void;
}

/** Choosing the template and the prepayment of a new document, with the document as it will be. */
export function IssueModal({ projectId, kind, estimate, onClose }: IssueModalProps) {
  const templates = useDocTemplates();
  const context = useDocumentContext(kind ? projectId : null);
  const issue = useIssueDocument();
  const ofKind = (templates.data ?? []).filter((t) => t.kind === kind);
  const [chosen, setChosen] = useState<string | null>(null);
  const template = ofKind.find((t) => String(t.id) === chosen) ?? ofKind[0];
  const [prepayment, setPrepayment] = useState<number | string>(defaultPrepayment(estimate) / 100);
  const kopecks = Math.max(0, Math.round(Number(prepayment || 0) * 100));
  const blocks = useMemo(
    () =>
      template && context.data
        ? renderTemplate(template.body, fillContext(context.data, estimate, kopecks))
        : null,
    [template, context.data, estimate, kopecks],
  );

  async function submit() {
    if (!template) return;
    try {
      const doc = await issue.mutateAsync({
        template: template.id,
        project: projectId,
        estimate,
        prepayment: kopecks,
      });
      notifications.show({ color: 'teal', title: 'Документ готов', message: doc.title });
      onClose();
    } catch (err) {
      notifications.show({ color: 'red', title: 'Документ не сформирован', message: (err as Error).message });
    }
  }

  const title = kind ? `${DOCUMENT_KIND_NAMES[kind]}: новый документ` : '';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      opened={kind !== null}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={false}
    >
      <Stack gap="md">
        {ofKind.length > 1 && (
          <Select
            label="Шаблон"
            data={ofKind.map((t) => ({ value: String(t.id), label: t.name }))}
            value={template ? String(template.id) : null}
            onChange={setChosen}
            allowDeselect={false}
          />
        )}
        {!estimate && (
          <Alert color="yellow">
            Смета объекта ещё не посчитана: строки и суммы сметы в документе будут пустыми.
          </Alert>
        )}
        <NumberInput
          label="Предоплата, ₽"
          min={0}
          decimalScale={2}
          thousandSeparator=" "
          decimalSeparator=","
          value={prepayment}
          onChange={setPrepayment}
        />
        {templates.isError || context.isError ? (
          <Alert color="red" role="alert">
            {(templates.error ?? context.error)?.message}
          </Alert>
        ) : blocks ? (
          <DocumentPreview blocks={blocks} label="Предпросмотр документа" />
        ) : (
          <Text c="dimmed">Загрузка…</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button onClick={submit} loading={issue.isPending} disabled={!template || !blocks}>
            Выпустить документ
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
