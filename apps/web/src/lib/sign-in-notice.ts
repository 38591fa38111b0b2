/**
 * A notice the app leaves for the login page, which is a page of its own (decision 0056): moving there is a
 * document load, so the app's notifications do not come along. Kept in the tab's session storage until the
 * login page shows it, once.
 */
const KEY = 'glad.signInNotice';

export interface SignInNotice {
  title: string;
  message: string;
}

export function leaveSignInNotice(notice: SignInNotice) {
  sessionStorage.setItem(KEY, JSON.stringify(notice));
}

/** The notice left for the login page, taken away as it is read (null when there is none or it is damaged). */
export function takeSignInNotice(): SignInNotice | null {
  const stored = sessionStorage.getItem(KEY);
  if (stored === null) return null;
  sessionStorage.removeItem(KEY);
  try {
    const notice = JSON.parse(stored) as Partial<SignInNotice> | null;
    return typeof notice?.title === 'string' && typeof notice.message === 'string'
      ? { title: notice.title, message: notice.message }
      : null;
  } catch {
    return null;
  }
}
