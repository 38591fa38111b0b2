import { type CompanySettings, companySettingLabels } from '@glad/contracts';
import type { EstimateCompanyInput, EstimateKind } from '@glad/domain';
import { Anchor, Grid, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { usePriceList, useTemplates } from '../api/estimate-context';
import { estimateSettings } from '../model/context';
import { localDay } from '../model/estimates-list';
import { sampleEstimate } from '../model/sample';
import { EstimateSheet } from './estimate-sheet';
import { kindOptions } from './estimate-toolbar';
import { type SmetaSettingChange, SmetaSettingsForm } from './smeta-settings-form';

export interface SmetaSettingsPageProps {
  settings: CompanySettings;
  company: EstimateCompanyInput | null;
  canEdit: boolean;
  /** PUT /api/company/{id} with exactly this setting. */
  save: (change: SmetaSettingChange) => Promise<unknown>;
}

/**
 * /smety/settings: every SMETA_* setting beside a live preview of a sample estimate. The preview follows
 * what is being typed; each setting is saved on its own when it is finished.
 */
export function SmetaSettingsPage({ settings, company, canEdit, save }: SmetaSettingsPageProps) {
  const [draft, setDraft] = useState<CompanySettings>(settings);
  useEffect(() => setDraft(settings), [settings]);
  const [kind, setKind] = useState<EstimateKind>('client');
  const prices = usePriceList();
  const templates = useTemplates();

  const apply = (change: SmetaSettingChange) => setDraft((d) => ({ ...d, [change.key]: change.value }));
  const commit = (change: SmetaSettingChange) => {
    apply(change);
    if (settings[change.key] === change.value) return;
    save(change).then(
      () =>
        notifications.show({
          color: 'green',
          message: `Сохранено: ${companySettingLabels[change.key].label}`,
          autoClose: 2000,
        }),
      (err: Error) => {
        setDraft((d) => ({ ...d, [change.key]: settings[change.key] }));
        notifications.show({ color: 'red', title: 'Настройка не сохранена', message: err.message });
      },
    );
  };

  // typing stays quick however long the sample takes to lay out
  const shown = useDeferredValue(draft);
  const doc = useMemo(
    () =>
      sampleEstimate(
        kind,
        estimateSettings(shown),
        { company, templates: templates.data ?? [], priceList: prices.data ?? [] },
        localDay(),
      ),
    [kind, shown, company, templates.data, prices.data],
  );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Anchor href="#smeta-preview" hiddenFrom="md" size="sm">
            К предпросмотру сметы
          </Anchor>
          {!canEdit && (
            <Text c="dimmed" size="sm">
              Менять настройки смет может владелец или сотрудник с правом «Сметы».
            </Text>
          )}
          <SmetaSettingsForm value={draft} onDraft={apply} onCommit={commit} disabled={!canEdit} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'xs', sm: 'md' }}
          component="section"
          aria-labelledby="smeta-preview"
          bg="var(--mantine-color-gray-light)"
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="smeta-preview">
              Предпросмотр
            </Title>
            <Text size="sm" c="dimmed">
              Пример сметы на два помещения по вашему калькулятору и прайс-листу. Меняется сразу, как меняются
              настройки.
            </Text>
            <SegmentedControl
              aria-label="Какую смету показать"
              data={kindOptions}
              value={kind}
              onChange={(v) => setKind(v as EstimateKind)}
              maw={420}
            />
            <div data-testid="smeta-preview">
              <EstimateSheet doc={doc} headingLevel={3} idPrefix="preview" />
            </div>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
