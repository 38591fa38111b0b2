import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PhoneInput } from './phone-input';

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
      <PhoneInput autoComplete="tel" {...phone} />
    </>
  );
}
