import { list, text } from '../fields';
import { defineBlock } from '../define';
import { anchor } from './shared';

export const galleryBlock = defineBlock({
  type: 'gallery',
  label: 'Gallery',
  icon: 'photo_library',
  note: 'Pictures with a caption that shows on hover and keyboard focus; hidden when empty.',
  template: '{{heading}}',
  fields: {
    anchor,
    heading: text('Heading', 80),
    images: list(
      'Pictures',
      {
        image: text('Picture', 200, { note: 'A picture of the site, e.g. /assets/…/screen.svg.' }),
        alt: text('Description', 160, { note: 'Read by screen readers.' }),
        caption: text('Caption', 160),
      },
      '{{caption}}',
      { max: 12 },
    ),
  },
});
