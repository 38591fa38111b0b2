import type { CalcTemplateWire, PriceItem } from '@glad/contracts';
import type { PricingSettings } from '@glad/domain';
import { Alert, Button, Fieldset, Grid, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useMemo, useReducer, useState } from 'react';
import { openConfirmModal } from '../../../lib/confirm-dialog';
import { useCreateTemplate, useDeleteTemplate, useUpdateTemplate } from '../api/templates-api';
import { domainItems, draftProblems, placeOf, previewTemplate } from '../model/preview';
import { editTemplate, rowGroups, sameDraft, type TemplateDraft, templateBody } from '../model/template-edit';
import { GroupSection } from './group-section';
import { LeaveGuard } from './leave-guard';
import { ScriptsSection } from './scripts-section';
import { TemplatePreview } from './template-preview';

export interface TemplateEditorProps {
  /** the saved template; null for a new one */
  template: CalcTemplateWire | null;
  initial: TemplateDraft;
  items: readonly PriceItem[];
  settings: PricingSettings;
  canEdit: boolean;
  /** after the first save of a new template, or a delete (null) */
  onNavigate: (templateId: number | null) => void;
}

/** A template as groups of ordered rows and rules, with its price on a sample room as it is edited. */
export function TemplateEditor({
  template,
  initial,
  items,
  settings,
  canEdit,
  onNavigate,
}: TemplateEditorProps) {
  const [draft, dispatch] = useReducer(editTemplate, initial);
  const [saved, setSaved] = useState(initial);
  const [heightM, setHeightM] = useState(2.7);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();

  const pricing = useMemo(() => domainItems(items), [items]);
  const result = useMemo(
    () => previewTemplate(draft, pricing, settings, heightM),
    [draft, pricing, settings, heightM],
  );
  const problems = useMemo(() => draftProblems(draft, pricing), [draft, pricing]);
  const byRow = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const p of problems) if (p.id !== null) map.set(p.id, [...(map.get(p.id) ?? []), p.message]);
    return map;
  }, [problems]);
  const lines = useMemo(() => new Map(result.lines.map((l) => [l.rowId, l])), [result]);
  const tags = useMemo(
    () => [...new Set(rowGroups.flatMap((g) => draft[g].flatMap((r) => r.tags ?? [])))],
    [draft],
  );
  // The preview follows the screen on a desktop; on a phone it sits above the rows (it would cover them).
  const wide = useMediaQuery('(min-width: 62em)');
  const dirty = template === null || !sameDraft(draft, saved);
  const saving = create.isPending || update.isPending;

  const save = async () => {
    setError(null);
    try {
      const body = templateBody(draft);
      if (template === null) {
        const made = await create.mutateAsync(body);
        setSaved(draft);
        notifications.show({ color: 'teal', message: `Шаблон «${made.name}» создан` });
        onNavigate(made.id);
      } else {
        const stored = await update.mutateAsync({ id: template.id, body });
        setSaved(draft);
        notifications.show({ color: 'teal', message: `Шаблон «${stored.name}» сохранён` });
      }
    } catch (err) {
      setError((err as Error).message);
    }
  };

  const confirmDelete = () => {
    if (!template) return;
    openConfirmModal({
      title: 'Удалить шаблон?',
      children: (
        <Text size="sm">
          Шаблон «{template.name}» будет удалён. Калькуляторы, сделанные из него, сохранят свои строки.
        </Text>
      ),
      labels: { confirm: 'Удалить', cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Закрыть' },
      onConfirm: () =>
        remove.mutate(template.id, {
          onSuccess: () => {
            setSaved(draft);
            notifications.show({ color: 'teal', message: `Шаблон «${template.name}» удалён` });
            onNavigate(null);
          },
          onError: (err) =>
            notifications.show({ color: 'red', title: 'Не удалось удалить шаблон', message: err.message }),
        }),
    });
  };

  return (
    <Stack gap="lg">
      {canEdit && <LeaveGuard dirty={dirty && !remove.isSuccess} />}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Название шаблона"
          required
          maxLength={200}
          autoComplete="off"
          value={draft.name}
          onChange={(e) => dispatch({ type: 'rename', name: e.currentTarget.value })}
          style={{ flex: '1 1 260px' }}
          readOnly={!canEdit}
        />
        {canEdit && (
          <Group gap="sm">
            <Button
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              loading={saving}
              disabled={!dirty || problems.length > 0}
              onClick={() => void save()}
            >
              {template ? 'Сохранить' : 'Создать шаблон'}
            </Button>
            {template && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={confirmDelete}
              >
                Удалить
              </Button>
            )}
          </Group>
        )}
      </Group>
      {canEdit && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {dirty ? 'Есть несохранённые изменения.' : 'Все изменения сохранены.'}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" title="Шаблон не сохранён">
          {error}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="orange" variant="light" title="Что исправить перед сохранением">
          <List size="sm" spacing={2}>
            {problems.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same message may repeat for different rows
              <List.Item key={i}>
                {placeOf(draft, p.id)}: {p.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <div style={wide ? { position: 'sticky', top: 72 } : undefined}>
            <TemplatePreview result={result} settings={settings} heightM={heightM} onHeight={setHeightM} />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Fieldset variant="unstyled" disabled={!canEdit} aria-label="Строки шаблона">
            <Stack gap="xl">
              {rowGroups.map((group) => (
                <GroupSection
                  key={group}
                  group={group}
                  rows={draft[group]}
                  items={items}
                  lines={lines}
                  problems={byRow}
                  dispatch={dispatch}
                />
              ))}
              <ScriptsSection rules={draft.scripts} tags={tags} problems={byRow} dispatch={dispatch} />
            </Stack>
          </Fieldset>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
