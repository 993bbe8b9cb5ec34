'use client';

// Placeholder until the contact-form issue lands: the owner replaces this file.
export interface ContactFormProps {
  submitLabel?: string;
}

export function ContactForm(_props: ContactFormProps) {
  return null;
}
