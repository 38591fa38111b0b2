import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, supportQuestionFields, supportReplyFields } from '@glad/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { readUploadedForm } from '../../lib/upload.js';
import type { AuthContext } from '../../plugins/auth.js';
import { checkImage } from '../files/service.js';
import { answerLetter, questionLetter } from './letters.js';
import {
  adminAddresses,
  findScreenshot,
  findThread,
  insertMessage,
  insertThread,
  threadMessages,
} from './repository.js';

type Image = ReturnType<typeof checkImage>;

/** The form's fields by `schema` (the first problem as a Russian 400) and its picture, checked. */
async function readForm<T extends z.ZodType>(request: FastifyRequest, schema: T) {
  const { fields, file } = await readUploadedForm(request, IMAGE_MAX_BYTES);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Проверьте форму');
  const image = file ? checkImage(file.data, file.mimetype) : null;
  return { values: parsed.data as z.infer<T>, image };
}

const link = (app: FastifyInstance, path: string) => `${app.config.publicUrl.replace(/\/+$/, '')}${path}`;

/** Stores the picture (if any) and the message; the picture goes if the message could not be written. */
async function addMessage(
  app: FastifyInstance,
  threadOf: (tx: Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0]) => Promise<number>,
  message: { authorId: number; fromSupport: boolean; text: string },
  image: Image | null,
) {
  const key = image ? `support/${randomUUID()}.${image.ext}` : null;
  if (image && key) await app.storage.put(key, image.data, image.mime);
  try {
    return await app.db.transaction(async (tx) => {
      const threadId = await threadOf(tx);
      await insertMessage(tx, {
        threadId,
        ...message,
        screenshotKey: key,
        screenshotMime: image?.mime ?? null,
      });
      return threadId;
    });
  } catch (err) {
    if (key) await app.storage.delete(key);
    throw err;
  }
}

async function tellAdmins(app: FastifyInstance, threadId: number, text: string, first: boolean) {
  const thread = await findThread(app.db, threadId);
  if (!thread) return;
  for (const to of await adminAddresses(app.db)) {
    app.mail.sendLater(
      questionLetter({
        to,
        subject: thread.subject,
        from: thread.email,
        companyName: thread.companyName,
        text,
        first,
        url: link(app, `/admin/support/?id=${threadId}`),
      }),
    );
  }
}

/** A new question: the thread and its first message; every admin is told by mail. */
export async function askSupport(app: FastifyInstance, request: FastifyRequest) {
  const { values, image } = await readForm(request, supportQuestionFields);
  const { auth } = request;
  const threadId = await addMessage(
    app,
    (tx) => insertThread(tx, { companyId: auth.companyId, userId: auth.userId, subject: values.subject }),
    { authorId: auth.userId, fromSupport: false, text: values.text },
    image,
  );
  await tellAdmins(app, threadId, values.text, true);
  return threadId;
}

/** The thread if the caller may read it: the one who asked, or any platform admin; 404 for others. */
export async function visibleThread(app: FastifyInstance, auth: AuthContext, id: number) {
  const thread = await findThread(app.db, id);
  if (!thread || (thread.userId !== auth.userId && !auth.admin)) throw notFound('Обращение не найдено');
  return thread;
}

export async function readThread(app: FastifyInstance, auth: AuthContext, id: number) {
  const { userId: _, ...thread } = await visibleThread(app, auth, id);
  return { ...thread, content: await threadMessages(app.db, id) };
}

/**
 * A message in a thread: from the one who asked (the admins are told), or an admin's answer (the one who
 * asked is told). An admin writing in his own question writes as the one who asked.
 */
export async function replySupport(app: FastifyInstance, request: FastifyRequest, id: number) {
  const { auth } = request;
  const thread = await visibleThread(app, auth, id);
  const { values, image } = await readForm(request, supportReplyFields);
  const fromSupport = thread.userId !== auth.userId;
  await addMessage(app, async () => id, { authorId: auth.userId, fromSupport, text: values.text }, image);
  if (!fromSupport) {
    await tellAdmins(app, id, values.text, false);
    return;
  }
  app.mail.sendLater(
    answerLetter({
      to: thread.email,
      subject: thread.subject,
      text: values.text,
      url: link(app, `/support/?id=${id}`),
    }),
  );
}

export async function screenshotOf(app: FastifyInstance, auth: AuthContext, id: number, messageId: number) {
  await visibleThread(app, auth, id);
  const shot = await findScreenshot(app.db, id, messageId);
  const stored = shot ? await app.storage.get(shot.key) : null;
  if (!shot || !stored) throw notFound('Снимок экрана не найден');
  return { mime: shot.mime, stored };
}
