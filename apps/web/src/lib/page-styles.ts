/**
 * The rest of Mantine's styles (pages.css, decision 0058): home and the clients list paint without them, and
 * what they open after that waits for them. The app's stylesheet loader registers itself here
 * (`app/styles/shell-styles.ts`), so the pages' own code asks for them without importing the app's layer.
 */
let loadPageStyles: () => Promise<void> = () => Promise.resolve();

/** Sets how the rest of Mantine's styles are loaded: once, by the app's stylesheet loader. */
export function providePageStyles(load: () => Promise<void>) {
  loadPageStyles = load;
}

/** `load` with the rest of Mantine's styles: for code that draws components beyond the first paint's. */
export function withPageStyles<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadPageStyles()]).then(([module]) => module);
}
