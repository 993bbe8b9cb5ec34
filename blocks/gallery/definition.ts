import { pictureList, text } from '@/lib/blocks/fields';
import { defineBlock } from '@/lib/blocks/define';
import { anchor } from '@/lib/blocks/shared-fields';

export const galleryBlock = defineBlock({
  type: 'gallery',
  label: 'Gallery',
  icon: 'photo_library',
  note: 'Pictures with a caption that shows on hover and keyboard focus; hidden when empty.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    images: pictureList(
      'Pictures',
      {
        label: 'Picture',
        note: 'Shown whole in a 3:2 frame (never cropped): a screen of the product at 1200 px or wider.',
      },
      {
        alt: text('Description', 160, { note: 'Read by screen readers: what the picture shows.' }),
        caption: text('Caption', 160),
      },
      '{{caption}}',
      { max: 12 },
    ),
  },
});
