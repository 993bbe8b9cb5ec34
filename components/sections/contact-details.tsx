interface ContactDetailsProps {
  email: string;
  phone: string;
  emailLabel: string;
  phoneLabel: string;
  className?: string;
}

const linkClassName = 'text-primary-dark underline underline-offset-4';

/** The company's e-mail and phone as a labelled list with mailto:/tel: links. */
export function ContactDetails({
  email,
  phone,
  emailLabel,
  phoneLabel,
  className,
}: ContactDetailsProps) {
  return (
    <dl className={className}>
      <div>
        <dt className="text-ink inline font-semibold">{emailLabel}: </dt>
        <dd className="inline">
          <a href={`mailto:${email}`} className={linkClassName}>
            {email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-ink inline font-semibold">{phoneLabel}: </dt>
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
