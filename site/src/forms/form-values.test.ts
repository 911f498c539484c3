import { describe, expect, it } from 'vitest';
import { formValues } from './api-error.ts';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('formValues', () => {
  it('trims text, leaves out empty fields and keeps passwords exactly as typed', () => {
    const form = formWith(`
      <input name="email" value="  owner@example.co.uk ">
      <input name="phone" value="   ">
      <input name="password" type="password" value=" pass phrase ">
    `);
    expect(formValues(form)).toEqual({
      email: 'owner@example.co.uk',
      password: ' pass phrase ',
    });
  });

  it('leaves out a password of spaces only', () => {
    expect(formValues(formWith('<input name="password" type="password" value="  ">'))).toEqual({});
  });
});
