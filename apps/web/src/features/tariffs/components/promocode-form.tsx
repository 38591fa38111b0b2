import { formatDate } from '@glad/domain';
import { Alert, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSubmit } from '../../../lib/use-submit';
import { promocodesQuery, useApplyPromocode } from '../api/payments-api';

/** The owner applies a promocode; the codes the company used are listed. */
export function PromocodeForm({ canApply }: { canApply: boolean }) {
  const used = useQuery(promocodesQuery);
  const apply = useApplyPromocode();
  const submit = useSubmit();
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const send = () =>
    submit.run(async () => {
      setDone(null);
      const res = await apply.mutateAsync(code);
      setDone(res.message);
      setCode('');
    }, 'Не удалось применить промокод');

  return (
    <Stack gap="sm" component="section" aria-labelledby="promocode-title">
      <Title order={2} size="h3" id="promocode-title">
        Промокод
      </Title>
      {canApply && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Код"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={submit.error}
              maxLength={40}
              autoComplete="off"
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" loading={submit.busy} disabled={!code.trim()}>
              Применить
            </Button>
          </Group>
        </form>
      )}
      {done && (
        <Alert color="teal" role="status">
          {done}
        </Alert>
      )}
      {used.data && used.data.content.length > 0 && (
        <List size="sm" spacing={4}>
          {used.data.content.map((u) => (
            <List.Item key={u.code}>
              {u.code} —{' '}
              {u.kind === 'percent' ? `скидка ${u.value} %` : `${u.value} дн. тарифа «${u.tariffName}»`},
              применён {formatDate(u.appliedAt, { timeZone: 'Europe/Moscow' })}
              {u.kind === 'percent' && (u.spent ? ', использован' : ', скидка ждёт следующей оплаты')}
            </List.Item>
          ))}
        </List>
      )}
      {used.data?.content.length === 0 && !canApply && (
        <Text size="sm">Промокодов компания не применяла.</Text>
      )}
    </Stack>
  );
}
