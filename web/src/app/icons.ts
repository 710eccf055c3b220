/**
 * Blueprint's icon paths, loaded in one small chunk per size. Blueprint's default loader fetches every icon
 * of a size at once (about 100 KB gzipped per size) for the dozen we show; vite.config.ts puts this
 * module in its place. Icons not listed in iconPaths16.ts and iconPaths20.ts render empty: icons.test.ts
 * fails when a screen names one that is missing (the two lists must be literal, so they cannot be derived).
 */
import type { IconName, IconPaths } from '@blueprintjs/icons';

// One chunk per size holding all its icons: fetched once, instead of a request (and a script
// evaluation, and preload links) per icon as the page draws them.
const loaders = { 16: () => import('./iconPaths16'), 20: () => import('./iconPaths20') };

async function pathsOf(size: 16 | 20, name: IconName): Promise<IconPaths> {
  const { paths } = await loaders[size]();
  const key = Object.keys(paths).find((k) => k.endsWith(`/${name}.js`));
  return key ? paths[key]! : [];
}

/** Replaces Blueprint's `splitPathsBySizeLoader` (same name and signature). */
export const splitPathsBySizeLoader = (name: IconName, size: number): Promise<IconPaths> =>
  pathsOf(size >= 20 ? 20 : 16, name);
