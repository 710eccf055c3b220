import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSameContent } from './useSameContent';

describe('useSameContent', () => {
  it('gives the first object back while a render builds the same content anew', () => {
    const first = { place: 'Portland', ids: [1, 2] };
    const { result, rerender } = renderHook((value: typeof first) => useSameContent(value), { initialProps: first });
    rerender({ place: 'Portland', ids: [1, 2] });
    expect(result.current).toBe(first);
  });

  it('gives the new object once the content changes', () => {
    const { result, rerender } = renderHook((value: { place: string }) => useSameContent(value), {
      initialProps: { place: 'Portland' },
    });
    const next = { place: 'Salem' };
    rerender(next);
    expect(result.current).toBe(next);
    rerender({ place: 'Salem' });
    expect(result.current).toBe(next);
  });
});
