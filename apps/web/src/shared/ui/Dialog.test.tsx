import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, MASK_CLICK_GRACE_MS } from './Dialog.tsx';

afterEach(() => vi.useRealTimers());

describe('Dialog', () => {
  it('is a labelled modal dialog that closes with Escape', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Confirm">
        <button type="button">Inside</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    screen.getByRole('button', { name: 'Inside' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores mask clicks within 300 ms of opening, then closes on them', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Confirm">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(MASK_CLICK_GRACE_MS));
    fireEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
