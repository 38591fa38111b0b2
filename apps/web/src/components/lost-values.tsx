import { formatDateTime, type SyncLostValue } from '@glad/domain';
import { Alert, Button, List, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useState } from 'react';

const STORAGE_KEY = 'glad.lostSeen';

const keyOf = (scope: string, lost: SyncLostValue) => `${scope}:${lost.field}:${lost.at}`;

function readSeen(): Set<string> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return new Set(raw ? (JSON.parse(raw) as string[]) : []);
  } catch {
    return new Set();
  }
}

function writeSeen(seen: Set<string>) {
  try {
    // the newest few hundred are enough: the server keeps only the last lost values of a record
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...seen].slice(-500)));
  } catch {
    // storage full or blocked: the notice simply shows again next time
  }
}

function shown(value: unknown, format?: (value: unknown) => string): string {
  if (format) return format(value);
  if (value === null || value === undefined || value === '') return 'пусто';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface LostValuesNoticeProps {
  /** e.g. `clients:12`: what the dismissal is remembered under */
  scope: string;
  lost: readonly SyncLostValue[] | undefined;
  /** Russian names of the fields: { phone: 'Телефон' } */
  labels: Record<string, string>;
  /** Shows a field's value the way the card does (a status name instead of its id…). */
  formatValue?: (field: string, value: unknown) => string;
}

/**
 * Per-field last writer wins: when someone else's later edit overwrote a value typed here (or the other
 * way round), the losing value is kept on the record. This says which and what, until the user hides it.
 */
export function LostValuesNotice({ scope, lost, labels, formatValue }: LostValuesNoticeProps) {
  const [seen, setSeen] = useState(readSeen);
  const fresh = (lost ?? []).filter((l) => !seen.has(keyOf(scope, l)));
  if (fresh.length === 0) return null;
  const hide = () => {
    const next = new Set(seen);
    for (const l of fresh) next.add(keyOf(scope, l));
    writeSeen(next);
    setSeen(next);
  };
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconGitMerge size={20} aria-hidden />}
      title="Значения перезаписаны при синхронизации"
    >
      <List size="sm" spacing={4}>
        {fresh.map((l) => {
          const format = formatValue ? (v: unknown) => formatValue(l.field, v) : undefined;
          return (
            <List.Item key={keyOf(scope, l)}>
              <Text span size="sm" fw={600}>
                {labels[l.field] ?? l.field}:
              </Text>{' '}
              «{shown(l.value, format)}» заменено на «{shown(l.winner, format)}» ({formatDateTime(l.at)})
            </List.Item>
          );
        })}
      </List>
      <Button mt="xs" size="compact-sm" variant="subtle" color="dark" onClick={hide}>
        Понятно, скрыть
      </Button>
    </Alert>
  );
}
