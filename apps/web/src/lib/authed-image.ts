import { useEffect, useState } from 'react';
import { ApiError, refreshSession } from './api-client';
import { getAccessToken, getRefreshToken } from './tokens';

/**
 * Files (logos, photos) are served only with the bearer token, so an `<img src>` cannot load them:
 * fetch the bytes with the token (renewing it once on a 401, as the API client does) and show a blob URL.
 */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const attempt = (token: string | null) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  let res = await attempt(getAccessToken());
  if (res.status === 401 && getRefreshToken() && (await refreshSession())) {
    res = await attempt(getAccessToken());
  }
  if (!res.ok) throw new ApiError(res.status, 'Не удалось загрузить изображение');
  return res.blob();
}

/** Paths under /api/ need the token; anything else (the default photo) is a plain public file. */
const needsToken = (url: string) => url.startsWith('/api/');

/**
 * The `src` to show for a stored picture: a blob URL once loaded (revoked when no longer shown), the URL
 * itself for public files, null while loading or when there is no picture.
 */
export function useAuthedImage(url: string | null | undefined): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string; src: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!url || !needsToken(url)) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchFileBlob(url, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, src: objectUrl, failed: false });
      },
      (err: unknown) => {
        if ((err as Error).name !== 'AbortError') setState({ url, src: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (!url) return { src: null, failed: false };
  if (!needsToken(url)) return { src: url, failed: false };
  if (state?.url !== url) return { src: null, failed: false };
  return { src: state.src, failed: state.failed };
}
