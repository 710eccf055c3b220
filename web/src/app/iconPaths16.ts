/**
 * The 16px paths of every icon the app shows, in one chunk that icons.ts loads when the first icon of this size is
 * drawn. Vite's glob takes only literal patterns (no `+`), so the list is split over several patterns.
 */
import type { IconPaths } from '@blueprintjs/icons';

export const paths = import.meta.glob<IconPaths>(
  [
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{star,star-empty,chevron-left}.js',
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{chevron-right,chevron-down,chevron-up}.js',
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{comment,edit,error,plus,search,trash}.js',
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{cross,small-cross,notifications-snooze}.js',
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{double-caret-vertical,caret-down}.js',
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{caret-up,tick,tick-circle,warning-sign}.js',
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{info-sign,disable,build,map-marker}.js',
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{globe,locate,download,menu,clean,key}.js',
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{phone,route,map,list,filter,undo}.js',
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{history,flag,thumbs-up,camera,media}.js',
    '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{notifications,eye-open}.js',
  ],
  {
    eager: true,
    import: 'default',
  },
);
