import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormModal, useFormModal } from '../../../components/form-modal';

export interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  onClose: () => void;
  /** Saves; a rejection's message is shown in the dialog (a tariff limit, a name refused). */
  onSubmit: (name: string) => Promise<unknown>;
}

/** A dialog asking for one name: a new template, a calculator renamed. */
export function NameModal({ opened, title, label, initial, submitLabel, onClose, onSubmit }: NameModalProps) {
  const [name, setName] = useState(initial);
  const { modal, setError, save } = useFormModal(opened, onClose, () => setName(initial));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Укажите название');
      return;
    }
    await save(() => onSubmit(trimmed));
  };

  return (
    <FormModal modal={modal} title={title} onSubmit={(e) => void submit(e)} submitLabel={submitLabel}>
      <TextInput
        label={label}
        required
        data-autofocus
        autoComplete="off"
        maxLength={200}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
    </FormModal>
  );
}
