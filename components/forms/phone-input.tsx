'use client';

import type { ComponentPropsWithRef } from 'react';
import { sanitizePhoneInput } from '@/lib/phone/phone-rules';

type PhoneInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/**
 * Telephone input that keeps only digits, plus, spaces and hyphens, whether typed or pasted:
 * the value is cleaned before the form's own change handler reads it.
 */
export function PhoneInput({ onChange, ...inputProps }: PhoneInputProps) {
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...inputProps}
      onChange={(event) => {
        const cleaned = sanitizePhoneInput(event.target.value);
        if (cleaned !== event.target.value) event.target.value = cleaned;
        onChange?.(event);
      }}
    />
  );
}
