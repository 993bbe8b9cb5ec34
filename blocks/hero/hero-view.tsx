import { Hero } from '@/components/sections/hero';
import type { ComponentType } from 'react';
import { LandingHeroExtras } from '@/components/landing/landing-hero-extras';
import type { BlockData } from '@/blocks/catalog';
import { heroIllustration } from '@/lib/blocks/illustrations';
import { getPageHero } from '@/lib/routes/heroes';
import { getUiLabels } from '@/lib/content/copy';
import { TYPEWRITER } from '@/lib/sections/typing';
import {
  editableItem,
  notEditable,
  type Editable,
  type SectionEdit,
} from '@/lib/visual-editing/editable';
import type { EditAttrs } from '@/lib/visual-editing/types';
import type { HeroSection } from '@/lib/content/types';
import type { BlockPage } from '../block-page';

/**
 * The hero's heading and text are its page's hero record (collection hero_section), not the
 * block's: marked in draft mode when that record is Directus's (a bundled one's id is hero-{key}).
 */
function heroRecordEdit(hero: HeroSection, editable: Editable<BlockData<'hero'>>): SectionEdit {
  if (!editable.enabled || hero.id.startsWith('hero-')) return {};
  const mark = editableItem<HeroSection & { title_primary: string }>({
    collection: 'hero_section',
    item: hero.id,
  });
  return { title: mark(['title', 'title_primary']), description: mark('description') };
}

/** In-page links under the hero; the global smooth scrolling animates them. */
function SectionLinks({
  links,
  edit,
}: {
  links: BlockData<'hero'>['sectionLinks'];
  edit: EditAttrs;
}) {
  return (
    <nav aria-label={getUiLabels().SECTION_LABELS.aboutSectionLinks}>
      <ul className="flex flex-wrap gap-3" {...edit}>
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="text-primary-dark hover:bg-primary-light inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const TYPEWRITER_DELAY_MS = {
  default: TYPEWRITER.defaultDelayMs,
  quick: TYPEWRITER.homeDelayMs,
} satisfies Record<BlockData<'hero'>['typewriter'], number>;

/**
 * The page's hero record (heading, text, button) with the block's picture, more buttons and trust
 * signals (which, when the block lists them, show whatever the record says), and by layout its
 * counters and links, or a landing page's figures, lead buttons and checklist.
 */
export async function HeroView({
  data,
  page,
  Counters,
  editable = notEditable,
}: {
  data: BlockData<'hero'>;
  page: BlockPage;
  editable?: Editable<BlockData<'hero'>>;
  /** The counting figures' client island; a route without it leaves the counters out. */
  Counters?: ComponentType<{ stats: BlockData<'hero'>['stats']; edit?: EditAttrs }>;
}) {
  const stats = Counters ? data.stats : [];
  if (!Counters && data.stats.length > 0)
    console.warn(
      `[content] page ${page.slug}: the hero's counters left out: this page does not offer them.`,
    );
  const hero = await getPageHero(page.slug, page.heroDefaults);
  const illustration = hero.heroImage ? undefined : heroIllustration(data.illustration);
  const heroProps = {
    hero: illustration ? { ...hero, heroImage: illustration.src, heroImageAlt: '' } : { ...hero },
    heroImageSize: illustration?.size,
    edit: heroRecordEdit(hero, editable),
    // The block's own: the picture only when it is the block's drawn illustration.
    blockEdit: {
      actions: editable('actions'),
      trustSignals: editable('trustSignals'),
      image: illustration ? editable('illustration') : undefined,
    },
    typewriterDelayMs: TYPEWRITER_DELAY_MS[data.typewriter],
    secondaryActions: data.actions,
    ...(data.trustSignals.length > 0
      ? { showTrustSignals: true, trustSignals: data.trustSignals }
      : {}),
  };
  const section =
    data.layout === 'lead' ? (
      <Hero {...heroProps} showPrimaryCta={false}>
        <LandingHeroExtras data={data} leadContext={page.leadContext} editable={editable} />
      </Hero>
    ) : (
      <Hero {...heroProps} showPrimaryCta={data.showButton}>
        {(stats.length > 0 || data.sectionLinks.length > 0) && (
          <>
            {Counters && stats.length > 0 && <Counters stats={stats} edit={editable('stats')} />}
            {data.sectionLinks.length > 0 && (
              <div className={stats.length > 0 ? 'mt-6' : undefined}>
                <SectionLinks links={data.sectionLinks} edit={editable('sectionLinks')} />
              </div>
            )}
          </>
        )}
      </Hero>
    );
  return data.revealAfterDelay ? <div className="about-hero-reveal">{section}</div> : section;
}
