import { IMAGE_MAX_BYTES, imageMimes } from '@glad/contracts';
import { FileInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

const MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;

/** What is wrong with a chosen screenshot before it is sent (the server checks it again), or null. */
export function screenshotProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size > IMAGE_MAX_BYTES) return `Файл больше ${MAX_MB} МБ`;
  return null;
}

/** An optional screenshot: a picture as the files module takes it (PNG, JPEG, WebP, SVG). */
export function ScreenshotField({
  value,
  onChange,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
}) {
  return (
    <FileInput
      label="Снимок экрана"
      description={`Необязательно. PNG, JPEG, WebP или SVG до ${MAX_MB} МБ.`}
      placeholder="Выбрать файл"
      // a file field's placeholder is the button's text: Mantine's placeholder grey reads at 2:1 on white
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      accept={imageMimes.join(',')}
      leftSection={<IconPhoto size={18} aria-hidden />}
      clearable
      clearButtonProps={{ 'aria-label': 'Убрать снимок' }}
      value={value}
      onChange={onChange}
      error={screenshotProblem(value)}
    />
  );
}
