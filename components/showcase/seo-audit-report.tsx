'use client';

import { buttonClassName } from '@/components/ui/button';
import { useId, useState } from 'react';
import { noindexedRoutes, type SeoAuditResult, type SeoAuditStatus } from '@/lib/seo/audit';

const STATUS_STYLE: Record<SeoAuditStatus, string> = {
  excellent: 'bg-emerald-100 text-emerald-900',
  good: 'bg-sky-100 text-sky-900',
  'needs-work': 'bg-amber-100 text-amber-900',
  missing: 'bg-rose-100 text-rose-900',
};

/** The toggleable SEO audit report of the showcase. */
export function SeoAuditReport({ results }: { results: SeoAuditResult[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const average = results.length
    ? Math.round(results.reduce((sum, result) => sum + result.seoScore, 0) / results.length)
    : 0;
  const noindexed = noindexedRoutes(results);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName({ size: 'sm' })}
      >
        {open ? 'Hide SEO audit' : 'Show SEO audit'}
      </button>
      <div id={panelId} hidden={!open} className="mt-6">
        <p className="text-muted">
          {results.length} pages audited, average score {average}.
        </p>
        <p className="text-muted mt-1">
          Noindex (out of search engines and the sitemap):{' '}
          {noindexed.length > 0 ? noindexed.join(', ') : 'none'}.
        </p>
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[40rem] text-start text-sm">
            <caption className="sr-only">SEO audit: score, status and issues per page</caption>
            <thead className="bg-surface text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Page
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Score
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Issues
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => (
                <tr key={result.route} className="border-t border-slate-200 align-top">
                  <th scope="row" className="text-ink px-4 py-3 font-mono text-xs font-medium">
                    {result.route}
                    {result.noindex ? (
                      <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 font-sans font-semibold">
                        noindex
                      </span>
                    ) : null}
                    {result.titleLength > 0 ? (
                      <span className="text-muted mt-1 block font-sans font-normal">
                        Title {result.titleLength}, description {result.descriptionLength}{' '}
                        characters
                      </span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 tabular-nums">{result.seoScore}</td>
                  <td className="px-4 py-3">
                    <span
                      className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[result.status]}`}
                    >
                      {result.status}
                    </span>
                  </td>
                  <td className="text-muted px-4 py-3">
                    {result.issues.length === 0 ? (
                      'None'
                    ) : (
                      <ul className="list-disc ps-4">
                        {result.issues.map((issue) => (
                          <li key={issue}>{issue}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
