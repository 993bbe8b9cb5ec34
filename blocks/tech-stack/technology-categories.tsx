import { cardGridClass } from '@/components/ui/card-grid';
import { HeadedSection } from '@/components/sections/headed-section';
import type { TechnologyCategory } from '@/lib/content/types';
import type { SectionData } from '@/lib/sections/types';
import type { EditAttrs } from '@/lib/visual-editing/types';

/** Technologies grouped by category (industry technology stack, portfolio technologies used). */
export function TechnologyCategoriesSection({
  id,
  section,
  categories,
  categoriesEdit,
}: {
  id: string;
  section: SectionData;
  categories: TechnologyCategory[];
  /** The Visual Editor's mark on the categories (draft mode only). */
  categoriesEdit?: EditAttrs;
}) {
  if (categories.length === 0) return null;
  return (
    <HeadedSection
      id={id}
      anchor={id}
      dataSection={id}
      section={section}
      className="bg-white py-16 md:py-24"
    >
      <div className={`mt-12 gap-6 ${cardGridClass()}`} {...categoriesEdit}>
        {categories.map((category) => (
          <div key={category.categoryName} className="rounded-2xl border border-slate-200 p-6">
            <h3 className="text-ink text-lg font-semibold">{category.categoryName}</h3>
            <ul className="mt-4 space-y-3">
              {category.technologies.map((technology) => (
                <li key={technology.name} className="flex flex-col">
                  <span className="text-ink font-medium">{technology.name}</span>
                  {technology.description && (
                    <span className="text-muted text-sm">{technology.description}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </HeadedSection>
  );
}
