import type { DocTemplate } from '@glad/contracts';
import { DOCUMENT_FIELDS, type EstimateSnapshot, renderTemplate, type TemplateDoc } from '@glad/domain';
import {
  Alert,
  Button,
  Group,
  Menu,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useState } from 'react';
import { useProjects } from '../../../lib/offline-db';
import { useDocumentContext, useSaveTemplate } from '../api/documents-api';
import { fillContext } from '../model';
import { DocumentPreview } from './document-preview';

export interface TemplateEditorProps {
  template: DocTemplate;
  /** The chosen project's client estimate (the route composes it from the estimates feature). */
  useEstimate: (projectId: number | null) => EstimateSnapshot | null;
  onDone: () => void;
}

const groups = [...new Set(DOCUMENT_FIELDS.map((f) => f.group))];

/** A template's rich text with fields from a list, and beside it the document it makes for a chosen project. */
export default function TemplateEditor({ template, useEstimate, onDone }: TemplateEditorProps) {
  const [name, setName] = useState(template.name);
  const [body, setBody] = useState<TemplateDoc>(template.body as TemplateDoc);
  const projects = useProjects();
  const [projectId, setProjectId] = useState<number | null>(null);
  const context = useDocumentContext(projectId);
  const estimate = useEstimate(projectId);
  const save = useSaveTemplate();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
      }),
    ],
    content: template.body,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => setBody(e.getJSON() as TemplateDoc),
    editorProps: { attributes: { 'aria-label': 'Текст шаблона' } },
  });
  const blocks = useMemo(
    () =>
      context.data
        ? renderTemplate(
            body,
            fillContext(context.data, estimate, Math.round((estimate?.totals.total ?? 0) / 2)),
          )
        : null,
    [body, context.data, estimate],
  );

  async function submit() {
    try {
      await save.mutateAsync({ id: template.id, body: { kind: template.kind, name, body } });
      notifications.show({ color: 'teal', title: 'Шаблон сохранён', message: name });
      onDone();
    } catch (err) {
      notifications.show({ color: 'red', title: 'Шаблон не сохранён', message: (err as Error).message });
    }
  }

  return (
    <Stack gap="md">
      <TextInput
        label="Название шаблона"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        required
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="xs">
          <RichTextEditor editor={editor}>
            <RichTextEditor.Toolbar sticky>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Underline />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H1 />
                <RichTextEditor.H2 />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
              </RichTextEditor.ControlsGroup>
              <Menu position="bottom-start" withinPortal>
                <Menu.Target>
                  <Button size="compact-sm" variant="light">
                    Вставить поле
                  </Button>
                </Menu.Target>
                <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
                  {groups.map((group) => (
                    <div key={group}>
                      <Menu.Label>{group}</Menu.Label>
                      {DOCUMENT_FIELDS.filter((f) => f.group === group).map((f) => (
                        <Menu.Item
                          key={f.label}
                          onClick={() => editor?.chain().focus().insertContent(`{{${f.label}}}`).run()}
                        >
                          {f.label}
                          {f.table ? ' (таблица)' : ''}
                        </Menu.Item>
                      ))}
                    </div>
                  ))}
                </Menu.Dropdown>
              </Menu>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content />
          </RichTextEditor>
          <Text size="xs" c="dimmed">
            Поле пишется в двойных фигурных скобках: {'{{Клиент}}'}. Поле-таблица («Помещения», «Строки
            сметы») ставится отдельным абзацем.
          </Text>
        </Stack>
        <Stack gap="xs">
          <Select
            label="Предпросмотр на объекте"
            placeholder="Выберите объект"
            searchable
            data={(projects ?? [])
              .slice(0, 500)
              .map((p) => ({ value: String(p.id), label: p.name || `Объект №${p.id}` }))}
            value={projectId ? String(projectId) : null}
            onChange={(v) => setProjectId(v ? Number(v) : null)}
          />
          {context.isError && (
            <Alert color="red" role="alert">
              {context.error.message}
            </Alert>
          )}
          {blocks ? (
            <ScrollArea.Autosize mah={640}>
              <DocumentPreview blocks={blocks} label="Предпросмотр шаблона" />
            </ScrollArea.Autosize>
          ) : (
            <Text c="dimmed" size="sm">
              {projectId ? 'Загрузка…' : 'Выберите объект, чтобы увидеть документ с его данными.'}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Отмена
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Сохранить шаблон
        </Button>
      </Group>
    </Stack>
  );
}
