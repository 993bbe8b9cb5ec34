import { TrendingUp } from 'lucide-react';
import { LineIcon } from '@/components/illustrations/line-icon';
import type { IndustryDetail } from '@/lib/content/types';
import { industrySectionCopy as copy } from '@/content-fallback/pages/detail-copy';

/** Industry overview: detailed description, key stats and market trends. */
export function IndustryOverview({ overview }: { overview: NonNullable<IndustryDetail['overview']> }) {
  return (
    <section id="overview" aria-labelledby="industry-overview-title" className="scroll-mt-20 bg-white py-16 md:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div>
          <h2 id="industry-overview-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {copy.overviewHeading}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-muted">{overview.detailedDescription}</p>
          {overview.keyStats.length > 0 && (
            <dl aria-label={copy.keyStatsLabel} className="mt-10 grid gap-6 sm:grid-cols-2">
              {overview.keyStats.map((stat) => (
                <div key={stat.label} className="flex flex-col rounded-2xl border border-slate-200 p-5">
                  <dt className="order-2 mt-1 font-semibold text-ink">{stat.label}</dt>
                  <dd className="order-1 flex items-center gap-3 text-3xl font-bold text-primary-dark">
                    <LineIcon name={stat.iconClass} className="size-6 text-primary" />
                    {stat.value}
                  </dd>
                  <dd className="order-3 mt-1 text-sm text-muted">{stat.description}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {overview.marketTrends.length > 0 && (
          <div className="self-start rounded-2xl bg-surface p-8">
            <h3 id="industry-trends-title" className="text-xl font-semibold text-ink">
              {copy.marketTrendsHeading}
            </h3>
            <ul className="mt-6 space-y-4">
              {overview.marketTrends.map((trend) => (
                <li key={trend} className="flex gap-3 text-ink">
                  <TrendingUp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                  {trend}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
