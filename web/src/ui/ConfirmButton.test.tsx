import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UI } from '@ffc/domain/messages';
import { ConfirmButton } from './ConfirmButton';

describe('the confirm dialog', () => {
  it('is named after what it deletes, focuses Cancel, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmButton confirmLabel="Delete Group" onConfirm={onConfirm} what="Wednesday Walkers">
        Delete
      </ConfirmButton>,
    );
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Group: Wednesday Walkers?' });
    expect(dialog).toHaveAccessibleDescription(UI.confirmIrreversible);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens on Cancel, so a second Enter closes the dialog instead of deleting', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmButton confirmLabel="Delete" onConfirm={onConfirm} what="Green Cafe">
        Delete
      </ConfirmButton>,
    );
    screen.getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete: Green Cafe?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
