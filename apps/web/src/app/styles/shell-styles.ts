import shellCssUrl from './shell.css?url';

let loading: Promise<void> | undefined;

/**
 * The signed-in shell's Mantine styles (shell.css, decision 0052), fetched with the shell's code. The link
 * goes right after the first stylesheet of the page (the entry's, sign-in.css), not at the end of the head
 * where chunks put theirs: a page's own styles loaded before it must still come after Mantine's and win
 * ties, as when all of Mantine was one file. Resolves when the file is applied, or failed (offline without
 * the worker's copy: the shell still works, some components unstyled), never rejects.
 */
export function loadShellStyles(): Promise<void> {
  if (loading) return loading;
  loading = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = shellCssUrl;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    const first = document.head.querySelector('link[rel="stylesheet"], style');
    if (first) first.after(link);
    else document.head.append(link);
  });
  return loading;
}
