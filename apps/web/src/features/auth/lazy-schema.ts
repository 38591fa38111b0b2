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
    pending ??= load().then(
      (schema) => {
        validator = schemaResolver(schema, { sync: true });
      },
      (err: unknown) => {
        pending = null; // the next touch or submit tries again
        throw err;
      },
    );
    return pending;
  };
  return {
    /** Start loading (the form's first focus or tap). */
    preload: () => void ready().catch(() => undefined),
    /**
     * For a submit: validates the values once the schema is there (false: they have errors, now shown by
     * the form through `validate`); when it cannot come (offline), the server's check decides.
     */
    check: async (validateForm: () => { hasErrors: boolean }) =>
      (await ready().then(
        () => true,
        () => false,
      ))
        ? !validateForm().hasErrors
        : true,
    /** Mantine's `validate`: the schema's errors once loaded. */
    validate: (values: unknown): FormErrors => (validator ? validator(values) : {}),
    ready,
  };
}
