/**
 * The unit distances are shown in: the person's choice, remembered in this browser, else the one
 * their language's region uses (miles in the United States). Every screen reads the same value.
 */
import { useSyncExternalStore } from 'react';
import { DISTANCE_UNITS, unitForLocale, type DistanceUnit } from '@ffc/domain/lists';

const KEY = 'distanceUnit';
const listeners = new Set<() => void>();

const isUnit = (value: unknown): value is DistanceUnit => DISTANCE_UNITS.some((unit) => unit === value);

function current(): DistanceUnit {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // Storage refused (a private window's policy): the locale decides.
  }
  return isUnit(stored) ? stored : unitForLocale(navigator.language);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setDistanceUnit(unit: DistanceUnit): void {
  try {
    localStorage.setItem(KEY, unit);
  } catch {
    // Not remembered, but still used until the page is left.
  }
  listeners.forEach((listener) => listener());
}

export function useDistanceUnit(): DistanceUnit {
  return useSyncExternalStore(subscribe, current, () => 'km');
}
