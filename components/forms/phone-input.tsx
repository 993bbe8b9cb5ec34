'use client';

import type { ComponentPropsWithRef } from 'react';
import { sanitizePhoneInput } from '@/lib/phone/phone-rules';

type PhoneInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/**
 * Telephone input that keeps only digits, plus, spaces and hyphens, whether typed or pasted
 * (Arabic-Indic and Persian digits become ASCII digits): the value is cleaned before the form's
 * own change handler reads it.
 */
export function PhoneInput({ onChange, ...inputProps }: PhoneInputProps) {
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...inputProps}
      onChange={(event) => {
        const input = event.target;
        const cleaned = sanitizePhoneInput(input.value);
        if (cleaned !== input.value) {
          // An Arabic or Persian digit becomes its ASCII digit in place: the caret stays put.
          const caret = cleaned.length === input.value.length ? input.selectionStart : null;
          input.value = cleaned;
          if (caret !== null) input.setSelectionRange(caret, caret);
        }
        onChange?.(event);
      }}
    />
  );
}
