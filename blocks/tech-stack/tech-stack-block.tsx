import { TechnologyCategoriesSection } from './technology-categories';
import type { BlockData } from '@/blocks/catalog';
import type { TechnologyCategory } from '@/lib/content/types';
import { notEditable, type Editable } from '@/lib/visual-editing/editable';

/** Rows grouped by their category, in the order the categories first appear. */
function groupByCategory(rows: BlockData<'tech_stack'>['technologies']): TechnologyCategory[] {
  const groups = new Map<string, TechnologyCategory>();
  for (const { category, name, description } of rows) {
    const group = groups.get(category) ?? { categoryName: category, technologies: [] };
    group.technologies.push({ name, description: description ?? '' });
    groups.set(category, group);
  }
  return [...groups.values()];
}

export function TechStackBlock({
  id,
  data,
  editable = notEditable,
}: {
  id: string;
  data: BlockData<'tech_stack'>;
  editable?: Editable<BlockData<'tech_stack'>>;
}) {
  return (
    <TechnologyCategoriesSection
      id={data.anchor ?? id}
      section={{
        heading: data.heading,
        description: data.description,
        edit: { title: editable('heading'), description: editable('description') },
      }}
      categories={groupByCategory(data.technologies)}
      categoriesEdit={editable('technologies')}
    />
  );
}
