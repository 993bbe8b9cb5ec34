/** Marketing pages share one main landmark; extra bottom room on small screens clears the sticky bar. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main-content" className="pb-24 lg:pb-0">
      {children}
    </main>
  );
}
