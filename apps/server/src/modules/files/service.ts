import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, imageMimes } from '@glad/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, notFound } from '../../lib/errors.js';
import { canManageCompany, canManageStaff } from '../../lib/permissions.js';
import { readUploadedFile } from '../../lib/upload.js';
import type { AuthContext } from '../../plugins/auth.js';
import { detectImage } from './image.js';
import {
  companyLogo,
  deleteFileEverywhere,
  deleteFileRow,
  fileUses,
  findFile,
  insertFile,
  setLogo,
  setPhoto,
} from './repository.js';

const TYPES_MESSAGE = 'Допустимы изображения PNG, JPEG, WebP или SVG';
const declaredOk = (mime: string) => (imageMimes as readonly string[]).includes(mime) || mime === 'image/jpg';

/** An uploaded picture checked by its content (the declared type is not trusted); Russian 415 otherwise. */
export function checkImage(data: Buffer, mimetype: string) {
  if (!declaredOk(mimetype)) throw new HttpError(415, TYPES_MESSAGE);
  const image = detectImage(data);
  if (!image.ok) throw new HttpError(415, image.message);
  return { data: image.data, mime: image.mime, ext: image.ext };
}

/** Reads the one uploaded picture of a multipart request, checked by its content; Russian errors. */
export async function readImage(request: FastifyRequest) {
  const { data, mimetype } = await readUploadedFile(request, IMAGE_MAX_BYTES);
  return checkImage(data, mimetype);
}

type Image = Awaited<ReturnType<typeof readImage>>;

/** Stores a picture of the company and records it; returns the new file row. */
async function storeImage(app: FastifyInstance, companyId: number, kind: string, image: Image) {
  const key = `company/${companyId}/${kind}-${randomUUID()}.${image.ext}`;
  await app.storage.put(key, image.data, image.mime);
  return insertFile(app.db, { companyId, kind, mime: image.mime, size: image.data.length, storageKey: key });
}

async function dropFile(app: FastifyInstance, companyId: number, fileId: number | null) {
  if (fileId === null) return;
  const row = await deleteFileRow(app.db, companyId, fileId);
  if (row) await app.storage.delete(row.storageKey);
}

export async function setCompanyLogo(
  app: FastifyInstance,
  auth: AuthContext,
  companyId: number,
  image: Image,
) {
  if (!canManageCompany(auth)) throw forbidden('Логотип меняет только владелец компании');
  const logo = await companyLogo(app.db, companyId);
  if (logo === undefined) throw notFound('Компания не найдена');
  const row = await storeImage(app, companyId, 'logo', image);
  await setLogo(app.db, companyId, row.id);
  await dropFile(app, companyId, logo);
  return row;
}

/** Whether the caller may change this user's photo: his own, or as staff admin (the owner's only by an admin). */
export function canEditUser(auth: AuthContext, target: { id: number; vladelec: boolean }) {
  if (target.id === auth.userId) return true;
  return canManageStaff(auth) && (!target.vladelec || auth.admin);
}

export async function setUserPhoto(
  app: FastifyInstance,
  companyId: number,
  target: { id: number; photoFileId: number | null },
  image: Image,
) {
  const row = await storeImage(app, companyId, 'photo', image);
  await setPhoto(app.db, target.id, row.id);
  await dropFile(app, companyId, target.photoFileId);
  return row;
}

export async function findCompanyFile(app: FastifyInstance, companyId: number, id: number) {
  const row = await findFile(app.db, companyId, id);
  if (!row) throw notFound('Файл не найден');
  return row;
}

/** Deletes a file and what points at it: the logo by company admins, a photo by whoever may edit that user. */
export async function removeFile(app: FastifyInstance, auth: AuthContext, companyId: number, id: number) {
  const file = await findCompanyFile(app, companyId, id);
  const { logo, people: owners } = await fileUses(app.db, companyId, id);
  const allowed =
    owners.length > 0 && !logo
      ? owners.every((u) => canEditUser(auth, u))
      : canManageCompany(auth) && owners.every((u) => canEditUser(auth, u));
  if (!allowed) throw forbidden('Недостаточно прав, чтобы удалить этот файл');
  await app.db.transaction((tx) => deleteFileEverywhere(tx, companyId, file.id));
  await app.storage.delete(file.storageKey);
}
