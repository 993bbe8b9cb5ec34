import { StaticImage } from '@/components/ui/static-image';
import { CircleCheck } from '@/components/ui/icons';
import { SectionHeading } from '@/components/sections/section-heading';
import { TagList } from '@/components/ui/tag-list';
import type { BlockData } from '@/blocks/catalog';
import { industryProjectTags } from '@/lib/sections/detail-limits';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** Headline figures as text ('50+', '40% Faster') and stories with at most 5 tags then '+N'. */
export function SuccessStoriesBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'success_stories'>;
  editable?: Editable<BlockData<'success_stories'>>;
}) {
  const base = data.anchor ?? id;
  // A lone story spans the row, image beside text, instead of leaving half the grid empty.
  const single = data.stories.length === 1;
  return (
    <section
      id={data.anchor}
      aria-labelledby={`${base}-title`}
      className="bg-surface py-16 md:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${base}-title`}
          title={data.heading}
          description={data.description}
          edit={{ title: editable('heading'), description: editable('description') }}
        />
        {data.metrics.length > 0 && (
          <dl className="mt-12 grid grid-cols-2 gap-6 lg:grid-cols-4" {...editable('metrics')}>
            {data.metrics.map((metric) => (
              <div
                key={metric.label}
                className="@container flex flex-col rounded-2xl bg-white px-3 py-6 text-center shadow-sm sm:px-6"
              >
                <dt className="text-muted order-2 mt-1 text-sm">{metric.label}</dt>
                {/* Sized to the card (at most 30 px), so '40% Faster' stays on one line on phones. */}
                <dd className="text-primary-dark order-1 text-[length:min(1.875rem,17cqi)] leading-tight font-bold text-balance">
                  {metric.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <ul
          className={`mt-12 grid gap-6 ${single ? '' : 'md:grid-cols-2'}`}
          // Names the list whose pictures are files an editor picks (the CMS coverage suite reads it).
          data-picture-list="stories"
          {...editable('stories')}
        >
          {data.stories.map((story, index) => {
            const storyId = `${base}-story-${index}`;
            return (
              <li key={story.title}>
                <article
                  aria-labelledby={storyId}
                  className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white ${single ? 'md:flex-row' : ''}`}
                >
                  <StaticImage
                    src={story.image}
                    backdrop={story.placeholder}
                    alt={story.alt}
                    width={1200}
                    height={800}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    // The crop keeps the picture's focal point (set in Directus) in view.
                    style={story.focus ? { objectPosition: story.focus } : undefined}
                    // The picture rounds its own corners: a clipping card would cut the tags' tooltip.
                    className={`aspect-[16/9] w-full rounded-t-[15px] object-cover ${single ? 'md:w-1/2 md:shrink-0 md:self-center md:rounded-none' : ''}`}
                  />
                  <div
                    className={`flex flex-1 flex-col gap-3 p-6 ${single ? 'md:justify-center md:p-10' : ''}`}
                  >
                    <h3 id={storyId} className="text-ink text-lg font-semibold">
                      {story.title}
                    </h3>
                    <p className="text-muted">{story.description}</p>
                    <ul
                      aria-label={`${story.title} achievements`}
                      className="text-ink space-y-1 text-sm"
                    >
                      {story.achievements.map((achievement) => (
                        <li key={achievement} className="flex gap-2">
                          <CircleCheck
                            aria-hidden="true"
                            className="text-accent mt-0.5 size-4 shrink-0"
                          />
                          {achievement}
                        </li>
                      ))}
                    </ul>
                    <div className={single ? 'pt-2' : 'mt-auto pt-2'}>
                      <TagList tags={industryProjectTags(story.technologies)} id={storyId} />
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
