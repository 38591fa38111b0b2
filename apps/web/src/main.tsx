import './lib/zod-jitless';
// Mantine's styles of the sign-in pages only; the shell and the notifications bring theirs (decision 0052)
import './app/styles/sign-in.css';
// the theme's CSS variables, as MantineProvider would compute them on every start (decision 0054)
import './app/styles/theme-variables.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter, whenFirstScreenReady } from './app/router';

const router = createRouter();
const root = document.getElementById('root');
// the page's first render waits a moment for its route (code and first screen) and the signed-in user, so
// the app renders once rather than the loading state, the page, and the page again with the user (decisions
// 0063, 0064)
void whenFirstScreenReady(router).then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
