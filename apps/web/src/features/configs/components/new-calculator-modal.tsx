import type { CalcTemplateWire, CalculatorCreateBody } from '@glad/contracts';
import { Alert, Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormModal, useFormModal } from '../../../components/form-modal';

export interface NewCalculatorModalProps {
  opened: boolean;
  templates: CalcTemplateWire[];
  /** no calculator is the default yet: offer to make this one */
  noDefault: boolean;
  onClose: () => void;
  onSubmit: (body: CalculatorCreateBody) => Promise<unknown>;
}

/** A new calculator from a template: the template's rows are copied, the name can be changed. */
export function NewCalculatorModal({
  opened,
  templates,
  noDefault,
  onClose,
  onSubmit,
}: NewCalculatorModalProps) {
  const first = templates[0];
  const [templateId, setTemplateId] = useState(first ? String(first.id) : '');
  const [name, setName] = useState(first?.name ?? '');
  const [makeDefault, setMakeDefault] = useState(noDefault);
  const { modal, setError, save } = useFormModal(opened, onClose, () => {
    setTemplateId(first ? String(first.id) : '');
    setName(first?.name ?? '');
    setMakeDefault(noDefault);
  });

  const pick = (value: string) => {
    const before = templates.find((t) => String(t.id) === templateId);
    const next = templates.find((t) => String(t.id) === value);
    // The name follows the template until the user types their own.
    if (!name.trim() || name === before?.name) setName(next?.name ?? '');
    setTemplateId(value);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!templateId) {
      setError('Выберите шаблон');
      return;
    }
    if (!name.trim()) {
      setError('Укажите название');
      return;
    }
    await save(() =>
      onSubmit({ templateId: Number(templateId), name: name.trim(), default: makeDefault ? 1 : 0 }),
    );
  };

  return (
    <FormModal
      modal={modal}
      title="Новый калькулятор"
      onSubmit={(e) => void submit(e)}
      submitLabel="Создать"
      submitDisabled={templates.length === 0}
    >
      {templates.length === 0 ? (
        <Alert color="yellow" variant="light">
          Шаблонов пока нет. Сначала соберите шаблон в конструкторе.
        </Alert>
      ) : (
        <NativeSelect
          label="Шаблон"
          description="Строки, правила и скидки шаблона скопируются в калькулятор"
          data={templates.map((t) => ({ value: String(t.id), label: t.name }))}
          value={templateId}
          onChange={(e) => pick(e.currentTarget.value)}
        />
      )}
      <TextInput
        label="Название"
        required
        autoComplete="off"
        maxLength={200}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Checkbox
        label="Сделать основным"
        checked={makeDefault}
        onChange={(e) => setMakeDefault(e.currentTarget.checked)}
      />
    </FormModal>
  );
}
