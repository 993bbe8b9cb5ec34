import { BarChart3, Bot, Plug, Workflow, type ServerIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import type { HomeCopy } from '@/content-fallback/home';

const ICONS: Record<HomeCopy['capabilities']['items'][number]['icon'], ServerIcon> = {
  workflow: Workflow,
  bot: Bot,
  chart: BarChart3,
  plug: Plug,
};

/** Home block 2: the auto-pilot capabilities. */
export function Capabilities({ copy }: { copy: HomeCopy['capabilities'] }) {
  return (
    <section
      aria-labelledby="home-capabilities-title"
      data-home-section="capabilities"
      className="py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-capabilities-title"
          title={copy.heading}
          highlightedText={copy.highlightedText}
          description={copy.description}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.items.map((item) => {
            const Icon = ICONS[item.icon];
            return (
              <li
                key={item.title}
                data-reveal
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <Icon
                  aria-hidden="true"
                  className="bg-primary-light text-primary size-10 rounded-xl p-2"
                />
                <h3 className="text-ink mt-4 text-lg font-semibold">{item.title}</h3>
                <p className="text-muted mt-2">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
