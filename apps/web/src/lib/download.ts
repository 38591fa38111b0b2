import { ApiError, OFFLINE_MESSAGE, refreshSession } from './api-client';
import { getAccessToken, getRefreshToken } from './tokens';

/**
 * A file from the API (bytes, not JSON, so not through `api()`), saved under `fileName`: with the bearer
 * token and the one renewal on a 401 as `api()` does them; a refusal is the server's message or `failed`.
 */
export async function downloadAuthed(
  path: string,
  fileName: string,
  failed = 'Не удалось скачать файл',
): Promise<void> {
  const attempt = (token: string | null) =>
    fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let res: Response;
  try {
    res = await attempt(getAccessToken());
    if (res.status === 401 && getRefreshToken() && (await refreshSession()))
      res = await attempt(getAccessToken());
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? `${failed} (${res.status})`);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
