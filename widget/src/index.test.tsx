// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('@flo/widget as an ES module', () => {
  it('imports and server-renders <FloChat/> without any browser global', async () => {
    expect(typeof window).toBe('undefined');
    const widget = await import('./index.ts');
    expect(Object.keys(widget).sort()).toEqual(
      ['FloChat', 'close', 'destroy', 'mount', 'on', 'open', 'toggle'].sort(),
    );
    const html = renderToString(<widget.FloChat variant="embedded" className="chat-slot" />);
    expect(html).toBe('<div class="chat-slot"></div>');
  });
});
