import { type FormErrors, schemaResolver } from '@mantine/form';

/**
 * A sign-in form's schema, loaded when the user first touches the form rather than before it works: the
 * contracts' schemas weigh more than the whole sign-in page (decision 0036). Until it arrives, Mantine's
 * `validate` finds no errors; a submit that comes first awaits it (`ready`) and validates again.
 */
export function lazySchema(load: () => Promise<Parameters<typeof schemaResolver>[0]>) {
  let validator: ((values: unknown) => FormErrors) | null = null;
  let pending: Promise<void> | null = null;
  const ready = () => {
    pending ??= load().then((schema) => {
      validator = schemaResolver(schema, { sync: true });
    });
    return pending;
  };
  return {
    /** Start loading (the form's first focus or tap). */
    preload: () => void ready().catch(() => {
      pending = null;
    }),
    /** Mantine's `validate`: the schema's errors once loaded. */
    validate: (values: unknown): FormErrors => (validator ? validator(values) : {}),
    ready,
  };
}
