import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
  redirectDocument,
} from 'react-router';
import { publicOnly, requireAdmin, requireDigitsParam, requireToken, userSettled } from '../features/session';
import { AppLoading, RootLayout } from './layout/root-layout';
import { lazyRoute } from './lazy-route';
import { RouteError } from './route-error';
import { clientsLoader } from './routes/clients-loader';
import { loadPageStyles, loadShellStyles } from './styles/shell-styles';

/**
 * The pages whose first screen draws only components with the shell's and the sign-in pages' styles: they
 * paint without the rest and ask for it after their first paint (decisions 0058, 0063); what they open waits
 * for it (`withPageStyles`).
 */
export const PAGES_WITHOUT_PAGE_STYLES: readonly string[] = ['/', '/clients/'];

/** Any other page of the shell waits for the rest of Mantine's styles, also when opened before they came. */
async function pageStylesFor({ request }: LoaderFunctionArgs): Promise<null> {
  if (!PAGES_WITHOUT_PAGE_STYLES.includes(new URL(request.url).pathname)) await loadPageStyles();
  return null;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: AppLoading,
    errorElement: <RouteError fullPage />,
    children: [
      {
        // the login page is an entry of its own (decision 0056): the app reaches it by loading it as a page
        path: '/login/',
        loader: ({ request }) => redirectDocument(`/login/${new URL(request.url).search}`),
      },
      {
        loader: publicOnly,
        lazy: lazyRoute(() => import('./layout/public-layout')),
        children: [
          { path: '/registration/', lazy: lazyRoute(() => import('./routes/registration')) },
          { path: '/password/forgot/', lazy: lazyRoute(() => import('./routes/password-forgot')) },
        ],
      },
      {
        lazy: lazyRoute(() => import('./layout/public-layout')),
        children: [{ path: '/password/reset/', lazy: lazyRoute(() => import('./routes/password-reset')) }],
      },
      {
        loader: requireToken,
        // the shell's Mantine styles come with its code (decision 0052)
        lazy: lazyRoute(() =>
          Promise.all([import('./layout/app-layout'), loadShellStyles()]).then(([m]) => m),
        ),
        children: [
          {
            // Errors of a page (403, 404, a failed load) show inside the shell, menus still there.
            errorElement: <RouteError />,
            // every page but home draws Mantine's components beyond the shell's: their styles first
            loader: pageStylesFor,
            shouldRevalidate: () => true,
            children: [
              { path: '/', lazy: lazyRoute(() => import('./routes/home')) },
              { path: '/calc/', id: 'calc', lazy: lazyRoute(() => import('./routes/calc')) },
              { path: '/calc/construct/', lazy: lazyRoute(() => import('./routes/calc-construct')) },
              { path: '/calc/rashod/', lazy: lazyRoute(() => import('./routes/calc-rashod')) },
              {
                path: '/admin/',
                loader: requireAdmin,
                lazy: lazyRoute(() => import('./routes/admin')),
                children: [
                  { index: true, lazy: lazyRoute(() => import('./routes/admin-default')) },
                  { path: 'potolochnik/', lazy: lazyRoute(() => import('./routes/admin-potolochnik')) },
                  { path: 'events/', lazy: lazyRoute(() => import('./routes/admin-events')) },
                  { path: 'support/', lazy: lazyRoute(() => import('./routes/admin-support')) },
                ],
              },
              { path: '/dev/', loader: requireAdmin, lazy: lazyRoute(() => import('./routes/dev')) },
              { path: '/documents/', lazy: lazyRoute(() => import('./routes/documents')) },
              { path: '/drafts/', lazy: lazyRoute(() => import('./routes/drafts')) },
              { path: '/projects/', id: 'projects', lazy: lazyRoute(() => import('./routes/projects')) },
              {
                path: '/projects/:projectId',
                loader: requireDigitsParam('projectId'),
                lazy: lazyRoute(() => import('./routes/project')),
              },
              {
                path: '/clients/',
                // the first rows are read while the page's code loads (decision 0064)
                loader: clientsLoader,
                lazy: lazyRoute(() => import('./routes/clients')),
              },
              {
                path: '/clients/:clientId',
                loader: requireDigitsParam('clientId'),
                lazy: lazyRoute(() => import('./routes/client')),
              },
              { path: '/support/', lazy: lazyRoute(() => import('./routes/support')) },
              {
                path: '/calendar/',
                lazy: lazyRoute(() => import('./routes/calendar')),
                children: [
                  { index: true, loader: () => redirect('/calendar/agenda/') },
                  { path: 'agenda/', lazy: lazyRoute(() => import('./routes/calendar-view')) },
                  { path: 'expired/', lazy: lazyRoute(() => import('./routes/calendar-view')) },
                  { path: 'week/', lazy: lazyRoute(() => import('./routes/calendar-view')) },
                  { path: 'month/', lazy: lazyRoute(() => import('./routes/calendar-view')) },
                ],
              },
              { path: '/tarifs/', lazy: lazyRoute(() => import('./routes/tarifs')) },
              { path: '/configs2/', lazy: lazyRoute(() => import('./routes/configs2')) },
              { path: '/configs/', lazy: lazyRoute(() => import('./routes/configs')) },
              { path: '/company/', lazy: lazyRoute(() => import('./routes/company')) },
              { path: '/users/', lazy: lazyRoute(() => import('./routes/users')) },
              { path: '/users/:id', lazy: lazyRoute(() => import('./routes/user')) },
              { path: '/smety/', lazy: lazyRoute(() => import('./routes/smety')) },
              { path: '/smety/settings', lazy: lazyRoute(() => import('./routes/smety-settings')) },
              { path: '/reports/', lazy: lazyRoute(() => import('./routes/reports')) },
              { path: '/montazhniki/', lazy: lazyRoute(() => import('./routes/montazhniki')) },
              {
                path: '/montazhniki/:installerId',
                loader: requireDigitsParam('installerId'),
                lazy: lazyRoute(() => import('./routes/montazhnik')),
              },
              { path: '/payment/', lazy: lazyRoute(() => import('./routes/payment')) },
              { path: '/trash/', lazy: lazyRoute(() => import('./routes/trash')) },
              { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * How long the app's first render waits for the first page's code and data: a page from the offline copy is
 * ready in about that; a slower one shows the loading state from then on.
 */
export const FIRST_RENDER_WAIT_MS = 200;

/**
 * How long the first render waits, once the page is ready, for the signed-in user's fetch: a server near
 * enough answers within it, and the shell is drawn once with the user's name and rights. On a weak
 * connection the page does not wait longer for him: the offline copy is drawn, the user when he comes.
 */
export const USER_WAIT_MS = 50;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the router has loaded the first page (its code and its loaders' data) and the start-up
 * fetch of the user its loader began has answered or USER_WAIT_MS has passed since, at the latest after
 * FIRST_RENDER_WAIT_MS. Rendered then, the app usually draws the page with the user at once, and his
 * name is the largest text's from its first paint on; when he comes later, only what shows him renders
 * again (the greeting, the menu, the sections), not the shell and the page (decision 0064).
 */
export function whenFirstScreenReady(router: ReturnType<typeof createRouter>): Promise<void> {
  const routerReady = router.state.initialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          resolve();
        });
      });
  // the user's fetch begins in the first page's loader: asked for once the router has run it
  const ready = routerReady.then(() => Promise.race([userSettled(), delay(USER_WAIT_MS)]));
  return Promise.race([ready, delay(FIRST_RENDER_WAIT_MS)]);
}
