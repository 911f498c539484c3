import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './Field.tsx';

afterEach(cleanup);

const CITIES = [
  { value: '', label: 'Any city' },
  { value: 'leeds', label: 'Leeds' },
];

describe('SelectField', () => {
  it('marks a field that is not required "(optional)" by default', () => {
    render(<SelectField name="city" label="City" options={CITIES} />);
    expect(screen.getByRole('combobox', { name: 'City (optional)' }).id).toBe('form-city');
  });

  it('leaves the mark off a required field', () => {
    render(<SelectField name="city" label="City" options={CITIES} required />);
    expect(screen.getByRole('combobox', { name: 'City' })).toBeTruthy();
  });

  it('leaves the mark off when markOptional is false, as filters ask, and keeps the rest', () => {
    render(
      <SelectField
        idPrefix="specialists"
        name="city"
        label="City"
        options={CITIES}
        defaultValue="leeds"
        markOptional={false}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
    expect(screen.queryByText(/optional/)).toBeNull();
    expect(select.id).toBe('specialists-city');
    expect(select.name).toBe('city');
    expect(select.required).toBe(false);
    expect(select.value).toBe('leeds');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Any city'],
      ['leeds', 'Leeds'],
    ]);
  });

  it('puts a filter\'s "any" option first, with the empty value, and never marks it optional', () => {
    render(
      <SelectField
        name="city"
        label="City"
        anyOption="Any city"
        options={[{ value: 'leeds', label: 'Leeds' }]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
    expect(screen.queryByText(/optional/)).toBeNull();
    expect(select.value).toBe('');
    expect([...select.options].map((o) => [o.value, o.text, o.disabled])).toEqual([
      ['', 'Any city', false],
      ['leeds', 'Leeds', false],
    ]);
  });
});
