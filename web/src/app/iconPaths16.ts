/**
 * The 16px paths of every icon the app shows, in one chunk that icons.ts loads when the first icon of this size is
 * drawn.
 */
import type { IconPaths } from '@blueprintjs/icons';

export const paths = import.meta.glob<IconPaths>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{star,star-empty,chevron-left,chevron-right,chevron-down,chevron-up,comment,edit,error,plus,search,trash,cross,small-cross,double-caret-vertical,caret-down,caret-up,tick,tick-circle,warning-sign,info-sign,disable,build,map-marker,globe,locate,download,menu,clean,key,phone,route,map,list,filter,undo,history,flag,thumbs-up,camera,media}.js',
  {
    eager: true,
    import: 'default',
  },
);
