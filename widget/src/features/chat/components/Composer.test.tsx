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

  it.each([
    ['email', 'email', 'email', 'email'],
    ['tel', 'tel', 'tel', 'tel'],
    ['name', 'text', null, 'name'],
    ['postcode', 'text', null, 'postal-code'],
    ['location', 'text', null, 'address-level2'],
  ] as const)(
    'gives a %s step a single-line %s field with its keyboard and autofill',
    (kind, type, inputMode, autoComplete) => {
      render(<Composer pending={false} kind={kind} onSend={vi.fn()} />);
      const input = screen.getByRole('textbox', { name: 'Type your message' });
      expect(input.tagName).toBe('INPUT');
      expect(input.getAttribute('type')).toBe(type);
      expect(input.getAttribute('inputmode')).toBe(inputMode);
      expect(input.getAttribute('autocomplete')).toBe(autoComplete);
    },
  );

  it('keeps the multi-line box for free text, and Enter still sends a single-line field', () => {
    const onSend = vi.fn();
    const { rerender } = render(<Composer pending={false} kind="text" onSend={onSend} />);
    expect(screen.getByLabelText('Type your message').tagName).toBe('TEXTAREA');
    rerender(<Composer pending={false} kind="email" onSend={onSend} />);
    const input = screen.getByLabelText('Type your message') as HTMLInputElement;
    // Not an address the browser would accept: Flo, not the browser, judges the answer.
    fireEvent.change(input, { target: { value: 'jane at example' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('jane at example');
  });

  it('sends with the Send button', () => {
    const { input, send, onSend } = setup();
    fireEvent.change(input, { target: { value: 'Jane Smith' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Jane Smith');
  });
});
