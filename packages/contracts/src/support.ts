import { z } from 'zod';
import { pageQuery, paginated } from './common.js';
import { unstorableChar } from './text.js';

/*
 * Support (issue 12 §4, decision 0034): a user's question to the platform and the admins' answers.
 * Wire name `support/`; a thread (обращение) holds the question and every answer, each message may carry
 * one screenshot (the files module's picture rules).
 */

const storable = (s: string) => unstorableChar(s) === null;
const STORABLE = 'Текст содержит недопустимый символ';

export const supportSubject = z
  .string({ error: 'Укажите тему' })
  .trim()
  .min(3, 'Тема — не короче 3 символов')
  .max(200, 'Тема — не длиннее 200 символов')
  .refine(storable, STORABLE);
export const supportText = z
  .string({ error: 'Напишите сообщение' })
  .trim()
  .min(1, 'Напишите сообщение')
  .max(5000, 'Сообщение — не длиннее 5000 символов')
  .refine(storable, STORABLE);

/** The text fields of `POST support/` (multipart, with an optional file `screenshot`). */
export const supportQuestionFields = z.object({ subject: supportSubject, text: supportText });
/** The text field of `POST support/{id}/` (multipart, with an optional file `screenshot`). */
export const supportReplyFields = z.object({ text: supportText });

/** open: waits for the support's answer; answered: the last word is the support's. */
export const supportStatuses = ['open', 'answered'] as const;
export type SupportStatus = (typeof supportStatuses)[number];
export const supportStatusLabels: Record<SupportStatus, string> = {
  open: 'Ждёт ответа',
  answered: 'Есть ответ',
};

export const supportThreadSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(supportStatuses),
  /** who asked */
  email: z.string(),
  companyName: z.string().nullable(),
  messages: z.number().int(),
  createdAt: z.string(),
  /** the last message's time */
  updatedAt: z.string(),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;
export const supportThreadsResponse = paginated(supportThreadSchema);

export const supportThreadsQuery = pageQuery.extend({
  status: z.enum(supportStatuses, { error: 'Статус: open или answered' }).optional(),
});

export const supportMessageSchema = z.object({
  id: z.number().int(),
  /** written by the platform's support (an admin), not by the one who asked */
  fromSupport: z.boolean(),
  author: z.string(),
  text: z.string(),
  /** `/api/support/{thread}/screenshot/{message}/`, or null */
  screenshot: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportThreadResponse = supportThreadSchema.extend({
  content: z.array(supportMessageSchema),
});
export type SupportThreadDetail = z.infer<typeof supportThreadResponse>;

export const supportCreatedResponse = z.object({ res: z.literal(true), id: z.number().int() });

export const supportScreenshotParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  message: z.coerce.number().int().positive().max(2_147_483_647),
});

export const supportScreenshotUrl = (threadId: number, messageId: number) =>
  `/api/support/${threadId}/screenshot/${messageId}/`;
