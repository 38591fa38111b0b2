import { providePageStyles } from '../../lib/page-styles';
import pagesCssUrl from './pages.css?url';
import shellCssUrl from './shell.css?url';

let shellLoading: Promise<void> | undefined;
let pagesLoading: Promise<void> | undefined;

/**
 * A stylesheet put right after `after` (the first stylesheet of the page when null). Resolves when it is
 * applied, or failed (offline without the worker's copy: the page still works, some components
 * unstyled), never rejects.
 */
function linkStylesheet(href: string, after: Element | null): Promise<void> {
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    const anchor = after ?? document.head.querySelector('link[rel="stylesheet"], style');
    if (anchor) anchor.after(link);
    else document.head.append(link);
  });
}

/**
 * The signed-in shell's Mantine styles (shell.css: what the shell and home draw first, decisions 0052,
 * 0058), fetched with the shell's code. The link goes right after the first stylesheet of the page (the
 * entry's, sign-in.css), not at the end of the head where chunks put theirs: a page's own styles loaded
 * before it must still come after Mantine's and win ties, as when all of Mantine was one file.
 */
export function loadShellStyles(): Promise<void> {
  shellLoading ??= linkStylesheet(shellCssUrl, null);
  return shellLoading;
}

/**
 * The rest of Mantine's styles (pages.css, decision 0058): asked for after the first paint, awaited by every
 * page of the shell but home and the clients list (`PAGES_WITHOUT_PAGE_STYLES`) and by what those two open.
 * Put right after shell.css, so it too comes before the pages' own styles.
 */
export function loadPageStyles(): Promise<void> {
  pagesLoading ??= loadShellStyles().then(() =>
    linkStylesheet(pagesCssUrl, document.head.querySelector(`link[rel="stylesheet"][href="${shellCssUrl}"]`)),
  );
  return pagesLoading;
}

// what the pages' own code loads after the first paint waits for them (`withPageStyles`, lib/page-styles.ts)
providePageStyles(loadPageStyles);
