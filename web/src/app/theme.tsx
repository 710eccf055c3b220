/**
 * The colour scheme: the system's preference (prefers-color-scheme), unless the person chose one
 * with the switch, which is remembered in this browser. Dark applies Blueprint's dark theme to the
 * whole page and our own colours (styles.css, `[data-theme='dark']`).
 */
import { Switch } from '@blueprintjs/core';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../ui/useMediaQuery';

export type Scheme = 'light' | 'dark';
const STORAGE_KEY = 'ffc:colour-scheme';

function remembered(): Scheme | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // Storage refused (private mode): the system's preference it is.
  }
}

interface Theme {
  scheme: Scheme;
  setScheme: (scheme: Scheme) => void;
}

const ThemeContext = createContext<Theme>({ scheme: 'light', setScheme: () => undefined });

export function ThemeProvider({ children }: { children: ReactNode }) {
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const [chosen, setChosen] = useState<Scheme | null>(remembered);
  const scheme: Scheme = chosen ?? (systemDark ? 'dark' : 'light');
  useEffect(() => {
    document.documentElement.dataset.theme = scheme;
    document.documentElement.style.colorScheme = scheme;
    document.body.classList.toggle('bp6-dark', scheme === 'dark');
  }, [scheme]);
  const theme = useMemo<Theme>(
    () => ({
      scheme,
      setScheme(next) {
        setChosen(next);
        try {
          window.localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // Not remembered, but applied for this visit.
        }
      },
    }),
    [scheme],
  );
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);

/** "Dark mode": on or off, remembered. */
export function DarkModeSwitch() {
  const { scheme, setScheme } = useTheme();
  return (
    <Switch
      role="switch"
      className="dark-mode-switch"
      label="Dark mode"
      checked={scheme === 'dark'}
      onChange={(event) => setScheme(event.currentTarget.checked ? 'dark' : 'light')}
    />
  );
}
