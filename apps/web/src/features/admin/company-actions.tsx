import { type AdminCompany, promocodeApplyResponse } from '@glad/contracts';
import { formatMoney } from '@glad/domain';
import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormModal, useFormModal } from '../../components/form-modal';
import { useAdminAction, useAdminPlans } from './api';

interface DialogProps {
  company: AdminCompany | null;
  onClose: () => void;
}

/** An admin gives a company a paid plan for a number of days (counted on from the end of the same plan). */
export function ExtendDialog({ company, onClose }: DialogProps) {
  const plans = useAdminPlans();
  const action = useAdminAction();
  const [planId, setPlanId] = useState<string | null>(null);
  const [days, setDays] = useState<number | string>(30);
  const { modal, setError, save } = useFormModal(company !== null, onClose, () => {
    setPlanId(
      company && !plans.data?.find((p) => p.id === company.tariffId)?.free ? String(company.tariffId) : null,
    );
    setDays(30);
  });
  const paid = (plans.data ?? []).filter((p) => !p.free);
  return (
    <FormModal
      modal={modal}
      title={company ? `Продлить тариф: ${company.name}` : 'Продлить тариф'}
      submitLabel="Продлить"
      onSubmit={(e) => {
        e.preventDefault();
        if (!company) return;
        if (!planId) return setError('Выберите тариф');
        if (typeof days !== 'number' || days < 1) return setError('Укажите число дней, не меньше 1');
        void save(() =>
          action.mutateAsync({
            method: 'POST',
            path: `/api/admin/companies/${company.id}/extend/`,
            body: { tariffId: Number(planId), days },
          }),
        );
      }}
    >
      <Select
        label="Тариф"
        placeholder={plans.isLoading ? 'Загружается…' : 'Выберите тариф'}
        data={paid.map((p) => ({
          value: String(p.id),
          label: `${p.name} — ${formatMoney(p.price, { hideZeroKopecks: true })} в месяц`,
        }))}
        value={planId}
        onChange={setPlanId}
        allowDeselect={false}
      />
      <NumberInput
        label="На сколько дней"
        description="Тот же действующий тариф продлевается с даты окончания, другой — начинается сегодня."
        min={1}
        max={3660}
        allowDecimal={false}
        value={days}
        onChange={setDays}
      />
    </FormModal>
  );
}

/** An admin blocks a company: its users read the reason instead of their data. */
export function BlockDialog({ company, onClose }: DialogProps) {
  const action = useAdminAction();
  const [reason, setReason] = useState('');
  const { modal, setError, save } = useFormModal(company !== null, onClose, () => setReason(''));
  return (
    <FormModal
      modal={modal}
      title={company ? `Заблокировать: ${company.name}` : 'Заблокировать'}
      submitLabel="Заблокировать"
      onSubmit={(e) => {
        e.preventDefault();
        if (!company) return;
        if (reason.trim().length < 3) return setError('Укажите причину блокировки');
        void save(() =>
          action.mutateAsync({
            method: 'PUT',
            path: `/api/admin/companies/${company.id}/block/`,
            body: { reason: reason.trim() },
          }),
        );
      }}
    >
      <Textarea
        label="Причина"
        description="Её увидят сотрудники компании при входе."
        autosize
        minRows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </FormModal>
  );
}

/** An admin applies a promocode for a company, as its owner would on /tarifs/; the answer says what it gave. */
export function PromocodeDialog({ company, onClose }: DialogProps) {
  const action = useAdminAction();
  const [code, setCode] = useState('');
  const { modal, setError, save } = useFormModal(company !== null, onClose, () => setCode(''));
  return (
    <FormModal
      modal={modal}
      title={company ? `Применить промокод: ${company.name}` : 'Применить промокод'}
      submitLabel="Применить"
      onSubmit={(e) => {
        e.preventDefault();
        if (!company) return;
        if (!code.trim()) return setError('Введите промокод');
        void save(
          async () =>
            promocodeApplyResponse.parse(
              await action.mutateAsync({
                method: 'POST',
                path: `/api/promocode/company/${company.id}/`,
                body: { code: code.trim() },
              }),
            ),
          (applied) => notifications.show({ message: `«${company.name}»: ${applied.message}` }),
        );
      }}
    >
      <TextInput
        label="Промокод"
        description="Скидка — на следующую оплату компании, бесплатные дни — сразу."
        autoComplete="off"
        maxLength={40}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
      />
    </FormModal>
  );
}
