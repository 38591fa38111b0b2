import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** A profile's «Почта» and «Телефон» (a company's, a user's own), filled in by the browser where it can. */
export function ContactInputs({
  email,
  phone,
}: {
  email: GetInputPropsReturnType;
  phone: GetInputPropsReturnType;
}) {
  return (
    <>
      <TextInput label="Почта" type="email" autoComplete="email" {...email} />
      <TextInput label="Телефон" type="tel" inputMode="tel" autoComplete="tel" {...phone} />
    </>
  );
}
