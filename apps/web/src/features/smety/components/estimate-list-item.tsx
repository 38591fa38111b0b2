import type { SmetaStatus } from '@glad/contracts';
import { formatDate, formatMoney } from '@glad/domain';
import { Anchor, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { type EstimateListItem, kindLabels } from '../model/estimates-list';
import { statusOptions } from './estimate-toolbar';

export function estimateHref(item: Pick<EstimateListItem, 'projectid' | 'table'>): string {
  return `/smety/?project=${item.projectid}${item.table === 'smetymontazh' ? '&kind=installer' : ''}`;
}

export interface EstimateListItemProps {
  item: EstimateListItem;
  /** kopecks; undefined while counting, null when it cannot be counted here */
  total: number | null | undefined;
  onStatus: (item: EstimateListItem, status: SmetaStatus) => void;
}

/** One estimate of the list: whose and which, when, for how much, and its status changed right here. */
export const EstimateListRow = memo(function EstimateListRow({
  item,
  total,
  onStatus,
}: EstimateListItemProps) {
  const title = `${kindLabels[item.table]} · ${item.projectName}`;
  return (
    <Stack
      component="li"
      gap="xs"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-estimate={item.key}
    >
      <Grid gap="xs" align="center">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap={2} style={{ minWidth: 0 }}>
            {item.projectid > 0 ? (
              <Anchor component={Link} to={estimateHref(item)} fw={600}>
                {title}
              </Anchor>
            ) : (
              <Text fw={600}>{title}</Text>
            )}
            <Group gap="xs" wrap="wrap">
              {item.clientName && <Text size="sm">{item.clientName}</Text>}
              {item.projectid > 0 && (
                <Anchor
                  component={Link}
                  to={`/projects/${item.projectid}`}
                  size="sm"
                  aria-label={`Объект: ${item.projectName}`}
                >
                  Объект
                </Anchor>
              )}
              <Text size="sm" c="dimmed">
                {item.day ? formatDate(item.day) : 'дата неизвестна'}
              </Text>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <Text fw={600} ta={{ base: 'left', sm: 'right' }} style={{ whiteSpace: 'nowrap' }}>
            {total === undefined ? '…' : total === null ? '—' : formatMoney(total)}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select
            size="sm"
            aria-label={`Статус: ${title}`}
            data={statusOptions}
            value={item.status}
            allowDeselect={false}
            onChange={(v) => v && onStatus(item, v as SmetaStatus)}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
});
