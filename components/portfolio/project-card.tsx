import { IntentLink } from '@/components/layout/intent-link';
import { ArrowRight } from '@/components/ui/icons';
import { LazyImage } from '@/components/ui/lazy-image';
import { TagList } from '@/components/ui/tag-list';
import type { PortfolioCardModel } from '@/lib/sections/cards';
import type { EditAttrs } from '@/lib/visual-editing/types';

/** A project card: image, title, description, tags (+N) and a 'View case study' link named after the project. */
export function ProjectCard({
  card,
  linkLabel,
  linkEdit,
}: {
  card: PortfolioCardModel;
  linkLabel: string;
  /** The Visual Editor's mark on the link text (draft mode only). */
  linkEdit?: EditAttrs;
}) {
  const titleId = `project-card-${card.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      {/* The picture clips its own corners: a clipping card would cut the tags' tooltip. */}
      <div className="relative aspect-[3/2] overflow-hidden rounded-t-[15px]">
        <LazyImage
          src={card.imagePath}
          focus={card.imageFocus}
          backdrop={card.imagePlaceholder}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 id={titleId} className="text-ink text-lg font-semibold">
          {card.title}
        </h3>
        <p className="text-muted flex-1">{card.description}</p>
        <TagList tags={card.tags} id={titleId} />
        <IntentLink
          href={card.href}
          className="text-primary-dark hover:text-primary focus-visible:outline-primary mt-2 inline-flex items-center gap-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
          {...linkEdit}
        >
          {linkLabel}
          <span className="sr-only">: {card.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </IntentLink>
      </div>
    </article>
  );
}
