import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickReplies } from './QuickReplies.tsx';

afterEach(cleanup);

const options = [
  { value: 'carpet', label: 'Carpet Installation' },
  { value: 'other', label: 'Something else' },
];

describe('QuickReplies', () => {
  it('offers each option as a button named by its label and reports its value', () => {
    const onChoose = vi.fn();
    render(<QuickReplies options={options} disabled={false} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Something else' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('other');
  });

  it('cannot be pressed while Flo is typing', () => {
    const onChoose = vi.fn();
    render(<QuickReplies options={options} disabled onChoose={onChoose} />);
    const button = screen.getByRole('button', { name: 'Carpet Installation' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('renders nothing when there are no options', () => {
    const { container } = render(<QuickReplies options={[]} disabled={false} onChoose={vi.fn()} />);
    expect(container.childElementCount).toBe(0);
  });
});
