/**
 * Blueprint's icon paths, loaded one icon at a time. Blueprint's default loader fetches every icon
 * of a size at once (about 100 KB gzipped per size) for the dozen we show; vite.config.ts puts this
 * module in its place. Icons not listed here render empty: icons.test.ts fails when a screen names one
 * that is missing (the two lists must be literal, so they cannot be derived).
 */
import type { IconName, IconPaths } from '@blueprintjs/icons';

const paths16 = import.meta.glob<{ default: IconPaths }>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{star,star-empty,chevron-left,chevron-right,chevron-down,chevron-up,comment,edit,error,plus,search,trash,cross,small-cross,double-caret-vertical,caret-down,caret-up,tick,tick-circle,warning-sign,info-sign,disable,build,map-marker,globe,locate,download,menu,clean,key,phone,route,map,list,filter,undo,history,flag,thumbs-up,camera,media}.js',
);
const paths20 = import.meta.glob<{ default: IconPaths }>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{star,star-empty,chevron-left,chevron-right,chevron-down,chevron-up,comment,edit,error,plus,search,trash,cross,small-cross,double-caret-vertical,caret-down,caret-up,tick,tick-circle,warning-sign,info-sign,disable,build,map-marker,globe,locate,download,menu,clean,key,phone,route,map,list,filter,undo,history,flag,thumbs-up,camera,media}.js',
);

function pathsOf(record: Record<string, () => Promise<{ default: IconPaths }>>, name: IconName) {
  const key = Object.keys(record).find((k) => k.endsWith(`/${name}.js`));
  return key ? record[key]!().then((m) => m.default) : Promise.resolve([] as IconPaths);
}

/** Replaces Blueprint's `splitPathsBySizeLoader` (same name and signature). */
export const splitPathsBySizeLoader = (name: IconName, size: number): Promise<IconPaths> => pathsOf(size >= 20 ? paths20 : paths16, name);
