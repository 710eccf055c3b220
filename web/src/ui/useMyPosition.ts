/** The browser's position, when the person allows it, for "near me". */
import { useState } from 'react';
import { type Point } from '@ffc/domain/lists';
import { M } from '@ffc/domain/messages';
import { toastError } from './toaster';

/** Kept to about 100 m (three decimals): a position sent on and put in an address can be shared. */
const kept = (degrees: number) => Number(degrees.toFixed(3));

export function useMyPosition(): { locating: boolean; locate: (found: (position: Point) => void) => void } {
  const [locating, setLocating] = useState(false);
  const locate = (found: (position: Point) => void) => {
    if (!('geolocation' in navigator)) return toastError(M.locationDenied);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        found({ latitude: kept(coords.latitude), longitude: kept(coords.longitude) });
      },
      () => {
        setLocating(false);
        toastError(M.locationDenied);
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return { locating, locate };
}
