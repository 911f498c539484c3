import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement } from './deepActiveElement.ts';
import { trapTab } from './focus.ts';

afterEach(() => document.body.replaceChildren());

function dialogInShadow() {
  const host = document.createElement('flo-chat');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const dialog = document.createElement('div');
  dialog.tabIndex = -1;
  const [first, middle, last] = ['Close chat', 'Carpet', 'Send'].map((name) => {
    const button = document.createElement('button');
    button.textContent = name;
    dialog.append(button);
    return button as HTMLButtonElement;
  });
  root.append(dialog);
  return { dialog, first, middle, last };
}

describe('modal focus trap', () => {
  it('finds focus inside an open shadow root', () => {
    const { middle } = dialogInShadow();
    middle?.focus();
    expect(deepActiveElement(document)).toBe(middle);
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    const { dialog, first, middle, last } = dialogInShadow();
    last?.focus();
    expect(trapTab(dialog, false)).toBe(true);
    expect(deepActiveElement(document)).toBe(first);

    expect(trapTab(dialog, true)).toBe(true);
    expect(deepActiveElement(document)).toBe(last);

    middle?.focus();
    expect(trapTab(dialog, false)).toBe(false);
    expect(deepActiveElement(document)).toBe(middle);
  });

  it('pulls focus back in when it has escaped the dialog', () => {
    const { dialog, first } = dialogInShadow();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(trapTab(dialog, false)).toBe(true);
    expect(deepActiveElement(document)).toBe(first);
  });
});
