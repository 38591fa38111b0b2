import type { Plugin } from 'vite';

/**
 * The dev server answers `/login/` with the login page's own HTML (decision 0056), as the server and the
 * service worker do: with the app's index.html there, the app's `/login/` route would load `/login/` again
 * as a document, and again.
 */
export function loginPageDev(): Plugin {
  return {
    name: 'glad-login-page-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/login/' || req.url?.startsWith('/login/?'))
          req.url = `/pages/login.html${req.url.slice('/login/'.length)}`;
        next();
      });
    },
  };
}
