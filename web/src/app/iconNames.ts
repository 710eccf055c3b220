/**
 * Blueprint's table of icon names (`IconNames.CHEVRON_DOWN`, `IconNames.ChevronDown`), built with
 * two string splits per icon instead of change-case's regular expressions: Blueprint builds it for
 * all ~600 icons as the first page starts, and change-case made that one of its longest tasks.
 * vite.config.ts puts this module in place of Blueprint's; iconNames.test.ts checks the two tables
 * are identical.
 */
import {
  BlueprintIcons_16,
  type BlueprintIcons_16Id as IconName,
} from '@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16';

const words = (name: string) => name.split(/[^A-Za-z0-9]+/).filter(Boolean);
/** change-case's pascalCase: a word after the first that starts with a digit gets an underscore. */
const pascal = (name: string) =>
  words(name)
    .map(
      (word, i) => (i > 0 && /^\d/.test(word) ? '_' : '') + word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
const legacy = (name: string) => words(name).join('_').toUpperCase();

const modern: Record<string, IconName> = {};
const old: Record<string, IconName> = {};
for (const name of Object.values(BlueprintIcons_16)) {
  modern[pascal(name)] = name;
  old[legacy(name)] = name;
}

export const IconNames: Record<string, IconName> = { ...modern, ...old };
export const IconNamesSet = new Set<IconName>(Object.values(IconNames));
