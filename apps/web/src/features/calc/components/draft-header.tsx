import { Anchor, Badge, Button, Group, Menu, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  IconCopy,
  IconDeviceFloppy,
  IconDots,
  IconFolderShare,
  IconPlus,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CurrentCalc } from '../model/calc';

export interface DraftHeaderProps {
  calc: CurrentCalc;
  saved: boolean;
  saving: boolean;
  onName: (name: string) => void;
  onExclude: (excluded: boolean) => void;
  onSketchInEstimate: (shown: boolean) => void;
  onSave: () => void;
  onRevert: () => void;
  onCopy: () => void;
  onMove: () => void;
  onDelete: () => void;
}

/** The draft's name, project and client, the estimate switches, «Сохранить» and the draft's actions. */
export function DraftHeader(props: DraftHeaderProps) {
  const { calc, saved, saving } = props;
  const stored = calc.id !== null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Название помещения"
            placeholder="Например, Кухня"
            value={calc.name}
            maxLength={300}
            onChange={(e) => props.onName(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            styles={{ input: { minHeight: 44 } }}
          />
          <Group gap="xs" wrap="nowrap">
            <Button
              h={44}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              onClick={props.onSave}
              loading={saving}
              disabled={saved && stored}
            >
              Сохранить
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button h={44} variant="default" aria-label="Действия с чертежом" px="sm">
                  <IconDots size={20} aria-hidden />
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={props.onCopy}>
                  Копировать
                </Menu.Item>
                <Menu.Item leftSection={<IconFolderShare size={16} aria-hidden />} onClick={props.onMove}>
                  Перенести в другой объект
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconPlus size={16} aria-hidden />}
                  component={Link}
                  to={calc.projectid ? `/calc/?project=${calc.projectid}` : '/calc/?new=1'}
                >
                  Новый чертёж
                </Menu.Item>
                {stored && !saved && (
                  <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={props.onRevert}>
                    Вернуть сохранённое
                  </Menu.Item>
                )}
                {stored && (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={props.onDelete}
                  >
                    Удалить
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Text size="sm">
            {calc.projectid ? (
              <>
                Объект: <b>{calc.project.trim() || `№${calc.projectid}`}</b>
              </>
            ) : (
              'Без объекта'
            )}
            {calc.clientid > 0 && (
              <>
                {' · Клиент: '}
                <Anchor component={Link} to={`/clients/${calc.clientid}`}>
                  {calc.client.trim() || `№${calc.clientid}`}
                </Anchor>
              </>
            )}
          </Text>
          <Badge
            variant="light"
            color={saved ? 'teal' : 'orange'}
            c="dark.8"
            data-testid="calc-saved-state"
            role="status"
          >
            {saved ? (stored ? 'Сохранено' : 'Новый чертёж') : 'Не сохранено'}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Switch
            label="В смете"
            checked={calc.smeta_exclude === 0}
            onChange={(e) => props.onExclude(!e.currentTarget.checked)}
          />
          <Switch
            label="Эскиз в смете"
            checked={calc.DI.in_smeta}
            onChange={(e) => props.onSketchInEstimate(e.currentTarget.checked)}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
