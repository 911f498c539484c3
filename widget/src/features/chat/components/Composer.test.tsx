import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer.tsx';

afterEach(cleanup);

function setup(pending = false) {
  const onSend = vi.fn();
  render(<Composer pending={pending} onSend={onSend} />);
  const input = screen.getByLabelText('Type your message') as HTMLTextAreaElement;
  const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
  return { onSend, input, send };
}

describe('Composer', () => {
  it('keeps Send disabled while the text is blank', () => {
    const { input, send, onSend } = setup();
    expect(send.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps Send disabled while a submission is pending, even with text', () => {
    const { input, send, onSend } = setup(true);
    fireEvent.change(input, { target: { value: 'Leeds' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed text on Enter and clears the box', () => {
    const { input, onSend } = setup();
    fireEvent.change(input, { target: { value: '  Leeds  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Leeds');
    expect(input.value).toBe('');
  });

  it('does not send on Shift+Enter', () => {
    const { input, onSend } = setup();
    fireEvent.change(input, { target: { value: 'First line' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe('First line');
  });

  it('sends with the Send button', () => {
    const { input, send, onSend } = setup();
    fireEvent.change(input, { target: { value: 'Jane Smith' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Jane Smith');
  });
});
