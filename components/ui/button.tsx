import { IntentLink } from '@/components/layout/intent-link';
import type { ComponentPropsWithoutRef } from 'react';

/** Filled brand colour, outlined, or white for dark and brand-coloured bands. */
export type ButtonVariant = 'primary' | 'outline' | 'inverse';
/** md: page calls to action; sm: step actions, showcase and dialog buttons; xs: header, footer and sticky bars. */
export type ButtonSize = 'md' | 'sm' | 'xs';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The background the button sits on: on a dark or brand-coloured band the focus ring is white. */
  surface?: 'light' | 'dark';
  /** 'pill' everywhere except the form submit buttons, which are 'rounded'. */
  shape?: 'pill' | 'rounded';
  /** Layout-only classes (margin, shrink, shadow, display per breakpoint); never colours, padding or type, which variant and size own. */
  className?: string;
}

// At least 44 px tall at every size: a touch target a thumb can hit.
const BASE =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-dark',
  outline: 'border border-primary bg-white text-primary-dark hover:bg-primary-light',
  inverse: 'bg-white text-ink hover:bg-primary-light',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  md: 'px-6 py-3',
  sm: 'px-5 py-2.5',
  xs: 'px-4 py-2 text-sm',
};

/**
 * The class list of the site's one button style. Exported for elements that must stay what they
 * are (CtaLink, DialogTrigger, IntentLink) but look like a button.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  surface = 'light',
  shape = 'pill',
  className,
}: ButtonStyle = {}): string {
  return [
    BASE,
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    shape === 'pill' ? 'rounded-full' : 'rounded-lg',
    surface === 'dark' ? 'focus-visible:outline-white' : 'focus-visible:outline-primary',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = Omit<ButtonStyle, 'className'> & ComponentPropsWithoutRef<'button'>;

/** A native button in the site's button style; `type` defaults to "button", never an accidental submit. */
export function Button({
  variant,
  size,
  surface,
  shape,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, surface, shape, className })}
      {...props}
    />
  );
}

type ButtonLinkProps = Omit<ButtonStyle, 'className'> & ComponentPropsWithoutRef<typeof IntentLink>;

/** An in-app link (an IntentLink: prefetched on intent, not on render) that looks like a button. */
export function ButtonLink({
  variant,
  size,
  surface,
  shape,
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <IntentLink
      className={buttonClassName({ variant, size, surface, shape, className })}
      {...props}
    />
  );
}
