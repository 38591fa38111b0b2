import { type CompanySettingKey, type CompanySettings, companySettingLabels } from '@glad/contracts';
import { Divider, NumberInput, Paper, Select, Stack, Switch, Textarea, Title } from '@mantine/core';
import { Fragment } from 'react';

/** One setting and its value, typed together. */
export type SmetaSettingChange = {
  [K in CompanySettingKey]: { key: K; value: CompanySettings[K] };
}[CompanySettingKey];

type NumberKey = 'SMETA_PROCENT_SOOTNOSHENIE' | 'SMETA_DAY' | 'SMETA_MARKUP';
type BooleanKey = {
  [K in CompanySettingKey]: CompanySettings[K] extends boolean ? K : never;
}[CompanySettingKey];

/** The settings in groups: what the estimate shows, its rows, its validity, then money. */
const sections: { title: string; keys: CompanySettingKey[] }[] = [
  {
    title: 'Шапка',
    keys: ['SMETA_COMPANY_NAME', 'SMETA_PHOTO_POSITION', 'SMETA_MANAGER', 'SMETA_DATE_CREATE'],
  },
  {
    title: 'Помещения и строки',
    keys: ['SMETA_POM', 'SMETA_SKETCH', 'SMETA_QUAN', 'SMETA_STOIMOST', 'SMETA_COMPACT'],
  },
  { title: 'Срок и подписи', keys: ['SMETA_EXPIRES', 'SMETA_DAY', 'SMETA_SIGN', 'SMETA_CUSTOM'] },
  {
    title: 'Итог и цены',
    keys: ['SMETA_ROUND', 'SMETA_ROUND_BY', 'SMETA_MARKUP', 'SMETA_PROCENT_SOOTNOSHENIE'],
  },
];

const booleanKeys = new Set<CompanySettingKey>([
  'SMETA_POM',
  'SMETA_EXPIRES',
  'SMETA_QUAN',
  'SMETA_STOIMOST',
  'SMETA_ROUND',
  'SMETA_SIGN',
  'SMETA_COMPANY_NAME',
  'SMETA_DATE_CREATE',
  'SMETA_MANAGER',
  'SMETA_SKETCH',
  'SMETA_COMPACT',
] satisfies BooleanKey[]);

const numberLimits: Record<NumberKey, { min: number; max: number; decimals: number }> = {
  SMETA_PROCENT_SOOTNOSHENIE: { min: 0, max: 100, decimals: 2 },
  SMETA_DAY: { min: 1, max: 365, decimals: 0 },
  SMETA_MARKUP: { min: 0, max: 1000, decimals: 2 },
};

const roundByOptions = [1, 10, 50, 100].map((v) => ({ value: String(v), label: `${v} ₽` }));
const photoOptions = [
  { value: 'left', label: 'Слева' },
  { value: 'right', label: 'Справа' },
  { value: 'none', label: 'Без логотипа' },
];

export interface SmetaSettingsFormProps {
  /** What the user sees: saved values plus edits being typed. */
  value: CompanySettings;
  /** Every keystroke: the preview follows it. */
  onDraft: (change: SmetaSettingChange) => void;
  /** A finished change (a switch, a list, a field left): saved on its own. */
  onCommit: (change: SmetaSettingChange) => void;
  disabled: boolean;
}

/** Every SMETA_* setting with its Russian label and help line. */
export function SmetaSettingsForm({ value, onDraft, onCommit, disabled }: SmetaSettingsFormProps) {
  const control = (key: CompanySettingKey) => {
    const { label, help } = companySettingLabels[key];
    if (booleanKeys.has(key)) {
      const k = key as BooleanKey;
      return (
        <Switch
          label={label}
          description={help}
          checked={value[k]}
          disabled={disabled}
          onChange={(e) => onCommit({ key: k, value: e.currentTarget.checked })}
        />
      );
    }
    if (key === 'SMETA_ROUND_BY') {
      return (
        <Select
          label={label}
          description={help}
          data={roundByOptions}
          value={String(value.SMETA_ROUND_BY)}
          allowDeselect={false}
          disabled={disabled}
          maw={320}
          onChange={(v) => v && onCommit({ key, value: Number(v) as CompanySettings['SMETA_ROUND_BY'] })}
        />
      );
    }
    if (key === 'SMETA_PHOTO_POSITION') {
      return (
        <Select
          label={label}
          description={help}
          data={photoOptions}
          value={value.SMETA_PHOTO_POSITION}
          allowDeselect={false}
          disabled={disabled}
          maw={320}
          onChange={(v) => v && onCommit({ key, value: v as CompanySettings['SMETA_PHOTO_POSITION'] })}
        />
      );
    }
    if (key === 'SMETA_CUSTOM') {
      return (
        <Textarea
          label={label}
          description={help}
          value={value.SMETA_CUSTOM}
          disabled={disabled}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={5000}
          onChange={(e) => onDraft({ key, value: e.currentTarget.value })}
          onBlur={(e) => onCommit({ key, value: e.currentTarget.value })}
        />
      );
    }
    const k = key as NumberKey;
    const { min, max, decimals } = numberLimits[k];
    return (
      <NumberInput
        label={label}
        description={help}
        value={value[k]}
        min={min}
        max={max}
        decimalScale={decimals}
        allowDecimal={decimals > 0}
        allowNegative={false}
        decimalSeparator=","
        clampBehavior="blur"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        disabled={disabled}
        maw={320}
        onChange={(v) => {
          // an emptied field keeps the last number until something is typed
          if (typeof v === 'number' && v >= min && v <= max) onDraft({ key: k, value: v });
        }}
        onBlur={() => onCommit({ key: k, value: value[k] })}
      />
    );
  };

  return (
    <Stack gap="md">
      {sections.map((section) => (
        <Paper key={section.title} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {section.title}
            </Title>
            {section.keys.map((key, i) => (
              <Fragment key={key}>
                {i > 0 && <Divider />}
                <div data-setting={key}>{control(key)}</div>
              </Fragment>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
