/** Texts of the spec's notices (docs/spec.md §2, §8). */
export const AUTH_REQUIRED_MESSAGE =
  'Необходима авторизация! Сейчас вы будете перенаправлены на страницу входа...';
export const OFFLINE_NOTICE = 'Нет доступа к интернет';

/** Delay before /login/ after the authorization notice (docs/spec.md §9: 2.5 s for the route guard). */
export const AUTH_REDIRECT_DELAY_MS = 2500;
/** How long the offline notice stays (docs/spec.md §8). */
export const OFFLINE_NOTICE_MS = 1000;
/** How long the start-up error notice stays unless closed (docs/spec.md §8). */
export const STARTUP_ERROR_NOTICE_MS = 50_000;
