import { describe, expect, it } from 'vitest';
import { parseScriptAttributes } from './parseScriptAttributes.ts';

function scriptWith(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

describe('parseScriptAttributes', () => {
  it('reads every documented data attribute', () => {
    const config = parseScriptAttributes(
      scriptWith({
        'data-variant': 'embedded',
        'data-target': '#flo-slot',
        'data-specialist': 'oak-floors-leeds',
        'data-service': 'hardwood',
        'data-city': 'Leeds',
        'data-source': 'specialist_page_chatbot',
        'data-open': 'true',
        'data-launcher': 'false',
        'data-facade': 'false',
      }),
    );
    expect(config).toEqual({
      autoMount: true,
      target: '#flo-slot',
      options: {
        variant: 'embedded',
        specialist: 'oak-floors-leeds',
        service: 'hardwood',
        city: 'Leeds',
        source: 'specialist_page_chatbot',
        open: true,
        launcher: false,
        facade: false,
      },
    });
  });

  it('paints the opening unless data-facade="false"', () => {
    expect(parseScriptAttributes(scriptWith({ 'data-facade': '' })).options.facade).toBeUndefined();
    expect(parseScriptAttributes(scriptWith({})).options.facade).toBeUndefined();
  });

  it('treats a bare data-open as true and data-open="false" as false', () => {
    expect(parseScriptAttributes(scriptWith({ 'data-open': '' })).options.open).toBe(true);
    expect(parseScriptAttributes(scriptWith({ 'data-open': 'false' })).options.open).toBe(false);
  });

  it('falls back to a bubble for an unknown variant and drops an unknown source', () => {
    const config = parseScriptAttributes(
      scriptWith({ 'data-variant': 'popover', 'data-source': 'evil<script>' }),
    );
    expect(config.options.variant).toBe('bubble');
    expect(config.options.source).toBeUndefined();
    expect(config.autoMount).toBe(true);
  });

  it('makes a slot without a variant an embedded chat', () => {
    const config = parseScriptAttributes(scriptWith({ 'data-target': '.slot' }));
    expect(config.options.variant).toBe('embedded');
    expect(config.autoMount).toBe(true);
  });

  it('does not mount by itself when the tag carries neither variant nor target', () => {
    expect(parseScriptAttributes(scriptWith({})).autoMount).toBe(false);
  });
});
