import { Textarea } from '@mantine/core';
import { memo } from 'react';

/**
 * The drawing's comment. Memoised: the autosizing field measures itself (a forced layout of the page) each
 * time it renders, so it renders only when its text changes, not on every change of the drawing.
 */
export const CommentField = memo(function CommentField({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Textarea
      label="Комментарий"
      placeholder="Что важно знать монтажнику: трубы, ниши, светильники…"
      autosize
      minRows={2}
      maxRows={8}
      maxLength={5000}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
});
