import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AFFILIATE_TAG } from '@ffc/domain/affiliate';
import { renderAt } from '../../test/render';

describe('affiliate page', () => {
  it('shows the fixed product with the tag, and turns a pasted /dp/ address into an affiliate link', async () => {
    renderAt('/amazon');
    expect(
      await screen.findByRole('heading', { name: 'Purchase Affiliated Online Retail Product' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Fragrance-free laundry detergent/ }).getAttribute('href')).toContain(
      `tag=${AFFILIATE_TAG}`,
    );
    // The picture sits inside the link that names the product: it is not said twice.
    expect(screen.getByRole('link', { name: /Fragrance-free laundry detergent/ }).querySelector('img')).toHaveAttribute(
      'alt',
      '',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Product URL'), 'https://www.amazon.com/s?k=soap');
    expect(screen.getByText(/That product URL is invalid/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Product URL'));
    await user.type(screen.getByLabelText('Product URL'), 'https://www.amazon.com/Plain-Soap/dp/B00ABCDEF1/ref=x');
    expect(
      screen.getByRole('link', { name: `https://www.amazon.com/dp/B00ABCDEF1?tag=${AFFILIATE_TAG}` }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/That product URL is invalid/)).not.toBeInTheDocument();
  });
});
