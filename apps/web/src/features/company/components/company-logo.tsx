import '@mantine/dropzone/styles.css';
import { IMAGE_MAX_BYTES, imageMimes } from '@glad/contracts';
import { formatNumber } from '@glad/domain';
import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconBuilding, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useAuthedImage } from '../../../lib/authed-image';
import { useUploadLogo } from '../api/company-api';

const maxMb = formatNumber(IMAGE_MAX_BYTES / 1024 / 1024);

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return `Файл больше ${maxMb} МБ`;
  if (code === 'file-invalid-type') return 'Подойдёт картинка PNG, JPEG, WebP или SVG';
  if (code === 'too-many-files') return 'Выберите один файл';
  return 'Этот файл не подходит';
}

/** The company logo: the current one, and a drop area (or a file button) to replace it. */
export function CompanyLogo({ logo, canEdit }: { logo: string | null; canEdit: boolean }) {
  const stored = useAuthedImage(logo);
  const upload = useUploadLogo();
  const openRef = useRef<() => void>(null);
  // The chosen file is shown at once, before the server has it.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Логотип обновлён' }),
      onError: (err) => {
        setPreview(null);
        notifications.show({ color: 'red', title: 'Логотип не загружен', message: err.message });
      },
    });
  };

  const shown = preview ?? stored.src;
  return (
    <Stack gap="sm">
      <Group align="center" gap="md" wrap="nowrap">
        <Paper withBorder radius="md" w={96} h={96} style={{ flex: '0 0 96px', overflow: 'hidden' }}>
          {shown ? (
            <Image src={shown} alt="Логотип компании" w={96} h={96} fit="contain" />
          ) : (
            <Stack h="100%" align="center" justify="center" gap={0} aria-label="Логотипа нет" role="img">
              <IconBuilding size={40} stroke={1.5} aria-hidden />
            </Stack>
          )}
        </Paper>
        <Text size="sm" c="dimmed">
          Логотип печатается в шапке сметы. PNG, JPEG, WebP или SVG до {maxMb} МБ.
        </Text>
      </Group>
      {canEdit && (
        <>
          <Dropzone
            openRef={openRef}
            onDrop={onDrop}
            onReject={(r) => notifications.show({ color: 'red', message: rejectionMessage(r) })}
            maxSize={IMAGE_MAX_BYTES}
            accept={[...imageMimes]}
            multiple={false}
            loading={upload.isPending}
            activateOnClick={false}
            activateOnKeyboard={false}
            useFsAccessApi={false}
            inputProps={{ 'aria-label': 'Файл логотипа' }}
            visibleFrom="sm"
          >
            <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={32} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={32} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={32} aria-hidden />
              </Dropzone.Idle>
              <Text size="sm">Перетащите сюда картинку, чтобы заменить логотип</Text>
            </Group>
          </Dropzone>
          <Group>
            <Button
              variant="light"
              leftSection={<IconUpload size={18} aria-hidden />}
              onClick={() => openRef.current?.()}
              loading={upload.isPending}
            >
              {logo ? 'Заменить логотип' : 'Загрузить логотип'}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
