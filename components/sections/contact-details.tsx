import type { EditAttrs } from '@/lib/visual-editing/types';

interface ContactDetailsProps {
  email: string;
  phone: string;
  emailLabel: string;
  phoneLabel: string;
  className?: string;
  /** The Visual Editor's marks on the labels (draft mode only). */
  edit?: { emailLabel?: EditAttrs; phoneLabel?: EditAttrs };
}

const linkClassName = 'text-primary-dark underline underline-offset-4';

/** The company's e-mail and phone as a labelled list with mailto:/tel: links. */
export function ContactDetails({
  email,
  phone,
  emailLabel,
  phoneLabel,
  className,
  edit = {},
}: ContactDetailsProps) {
  return (
    <dl className={className}>
      <div>
        {/* Two text nodes, as before the mark: the served markup stays the same. */}
        <dt className="text-ink inline font-semibold" {...edit.emailLabel}>
          {emailLabel}
          {': '}
        </dt>
        <dd className="inline">
          <a href={`mailto:${email}`} className={linkClassName}>
            {email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-ink inline font-semibold" {...edit.phoneLabel}>
          {phoneLabel}
          {': '}
        </dt>
        <dd className="inline">
          {/* Dialers want the number without spaces. */}
          <a href={`tel:${phone.replace(/\s+/g, '')}`} className={linkClassName}>
            {phone}
          </a>
        </dd>
      </div>
    </dl>
  );
}
