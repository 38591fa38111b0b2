import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { FormModal, useFormModal } from '../../components/form-modal';
import { useAdminAction } from './api';

/** An admin attaches a user without a company to a company (by its number) as staff without rights. */
export function AttachDialog({
  user,
  onClose,
}: {
  user: { id: number; email: string } | null;
  onClose: () => void;
}) {
  const action = useAdminAction();
  const [companyId, setCompanyId] = useState<number | string>('');
  const { modal, setError, save } = useFormModal(user !== null, onClose, () => setCompanyId(''));
  return (
    <FormModal
      modal={modal}
      title={user ? `Привязать ${user.email}` : 'Привязать к компании'}
      submitLabel="Привязать"
      onSubmit={(e) => {
        e.preventDefault();
        if (!user) return;
        if (typeof companyId !== 'number' || companyId < 1) return setError('Укажите номер компании');
        void save(() =>
          action.mutateAsync({
            method: 'POST',
            path: `/api/admin/nocompany/${user.id}/attach/`,
            body: { companyId },
          }),
        );
      }}
    >
      <NumberInput
        label="Номер компании"
        description="Номер указан в таблице компаний рядом с почтой. Пользователь станет сотрудником без прав."
        min={1}
        allowDecimal={false}
        allowNegative={false}
        value={companyId}
        onChange={setCompanyId}
      />
    </FormModal>
  );
}
