/** The loading state shown until data arrives. */
import { Spinner } from '@blueprintjs/core';

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <Spinner size={32} aria-hidden />
      <span>{label}</span>
    </div>
  );
}
