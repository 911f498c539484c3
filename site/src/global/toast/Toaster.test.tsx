import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../testing/render.tsx';
import { Toaster } from './Toaster.tsx';
import { useToast } from './ToastProvider.tsx';
import { toastReducer } from './toast-state.ts';

function ToastButtons() {
  const { toast } = useToast();
  return (
    <>
      <button
        type="button"
        onClick={() => toast({ title: 'Message sent!', description: 'Thanks' })}
      >
        first
      </button>
      <button type="button" onClick={() => toast({ title: 'Failed to send message' })}>
        second
      </button>
      <Toaster />
    </>
  );
}

// jsdom has no PointerEvent; a MouseEvent carries the clientX the swipe needs.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const toasts = () => screen.queryAllByRole('status').map((el) => el.textContent);

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    renderWithSite(<ToastButtons />);
    fireEvent.click(screen.getByText('first'));
    expect(toasts()).toEqual([expect.stringContaining('Message sent!')]);
    fireEvent.click(screen.getByText('second'));
    expect(toasts()).toEqual([expect.stringContaining('Failed to send message')]);
  });

  it('closes a toast after 5000 ms by default', () => {
    renderWithSite(<ToastButtons />);
    fireEvent.click(screen.getByText('first'));
    act(() => vi.advanceTimersByTime(4999));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('closes on the close button', () => {
    renderWithSite(<ToastButtons />);
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toasts()).toHaveLength(0);
  });

  it('closes when swiped right more than 50 px, not less', () => {
    renderWithSite(<ToastButtons />);
    fireEvent.click(screen.getByText('first'));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 150 });
    expect(toasts()).toHaveLength(1);
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 151 });
    expect(toasts()).toHaveLength(0);
  });

  it('moves focus to the notifications region on F8', () => {
    renderWithSite(<ToastButtons />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});

function ToastCount() {
  const { toasts: held } = useToast();
  return <output aria-label="held toasts">{held.length}</output>;
}

describe('toast memory', () => {
  it('drops a closed toast 1,000,000 ms after it closed', () => {
    renderWithSite(
      <>
        <ToastButtons />
        <ToastCount />
      </>,
    );
    fireEvent.click(screen.getByText('first'));
    act(() => vi.advanceTimersByTime(5000));
    const held = screen.getByRole('status', { name: 'held toasts' });
    expect(held.textContent).toBe('1');
    act(() => vi.advanceTimersByTime(999_999));
    expect(held.textContent).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(held.textContent).toBe('0');
  });
});

describe('toastReducer', () => {
  const item = (id: string) => ({ id, title: id, open: true });

  it('keeps a dismissed toast until it is removed (1,000,000 ms later in the provider)', () => {
    const dismissed = toastReducer([item('a')], { type: 'dismiss', id: 'a' });
    expect(dismissed).toEqual([{ ...item('a'), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: 'a' })).toEqual([]);
  });
});
