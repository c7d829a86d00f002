/**
 * The site's own scroll-motion configuration (SPEC section 9; checklist
 * B28), in the page-provided list's shape: five image modules, identical
 * for desktop, tablet and phone, each animated from 0% through the middle
 * to 100%, triggered at the middle of the viewport. The "offset 3px
 * horizontal and -12px vertical" of image_9, 12 and 13 is read as their
 * static translate (ambiguity 4). Used by the example page and the tests.
 */
type Values = [number, number, number];
const entry = (id: string, resolver: string, [startValue, midValue, endValue]: Values, mid: [number, number] = [50, 50], translate?: string) => ({
  id: `.${id}`, resolver, start: 0, midStart: mid[0], midEnd: mid[1], end: 100, startValue, midValue, endValue,
  trigger_start: 'middle', trigger_end: 'middle', module_type: 'image', module_index: Number(id.split('_')[1]),
  ...(translate ? { transforms: { transform_translate: translate } } : {}),
});

const OFFSET = '3px|-12px';
const images = [
  entry('image_0', 'translateY', [1, 0, -3]), entry('image_0', 'scale', [70, 100, 140]), entry('image_0', 'blur', [10, 0, 10], [40, 60]),
  entry('image_5', 'translateY', [2.5, 0, -2.5]), entry('image_5', 'scale', [100, 110, 110]), entry('image_5', 'blur', [10, 0, 20]),
  entry('image_9', 'translateY', [2.5, 0, -2.5], undefined, OFFSET), entry('image_9', 'scale', [100, 110, 110], undefined, OFFSET), entry('image_9', 'blur', [10, 0, 20], undefined, OFFSET),
  entry('image_12', 'translateY', [3.5, 0, -3], undefined, OFFSET), entry('image_12', 'translateX', [-3, 0, 0], undefined, OFFSET),
  entry('image_12', 'scale', [100, 110, 110], undefined, OFFSET), entry('image_12', 'blur', [10, 0, 20], undefined, OFFSET),
  entry('image_13', 'translateY', [1.5, 0, -1.5], undefined, OFFSET), entry('image_13', 'scale', [100, 110, 110], undefined, OFFSET), entry('image_13', 'blur', [10, 0, 20], undefined, OFFSET),
];

export const SITE_MOTION = { desktop: images, tablet: images, phone: images };
