import { StaticImage } from '@/components/ui/static-image';
import { CLIENT_LOGO_LIMIT } from '@/lib/constants';
import type { ClientLogo } from '@/lib/content/types';

/** Up to 6 client logos; a client without a logo shows a placeholder with its name. */
export function ClientLogos({ label, logos }: { label: string; logos: ClientLogo[] }) {
  const shown = logos.slice(0, CLIENT_LOGO_LIMIT);
  if (shown.length === 0) return null;
  return (
    <section aria-label={label} className="py-10">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-6 px-4 sm:px-6 lg:px-8">
        {shown.map((logo) => (
          <li key={logo.id} className="flex h-14 w-40 items-center justify-center">
            {logo.logoUrl ? (
              <StaticImage src={logo.logoUrl} alt={logo.name} width={160} height={56} className="max-h-14 w-auto object-contain grayscale hover:grayscale-0" />
            ) : (
              <span data-testid="client-logo-placeholder" className="flex h-full w-full items-center justify-center rounded-lg border border-dashed border-slate-300 px-3 text-center text-sm font-semibold text-muted">
                {logo.name}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
