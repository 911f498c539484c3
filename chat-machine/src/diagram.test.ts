import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_END, DIAGRAM_START, renderMermaid, withDiagram } from './diagram.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README state diagram', () => {
  it('is up to date with the machine (run `npm run diagram -w @flo/chat-machine` if not)', () => {
    expect(readme).toContain(DIAGRAM_START);
    expect(withDiagram(readme)).toBe(readme);
  });

  it('draws every step of the machine with its transitions', () => {
    const diagram = renderMermaid();
    for (const step of [
      'general__welcome',
      'enhanced__enhanced_postcode',
      'location_page__location_advice_followup',
      'submit_error',
    ]) {
      expect(diagram).toContain(step);
    }
    expect(diagram).toContain('general__intent --> general__name : CHOOSE message');
    expect(diagram).toContain(
      'general__service_info__shown --> general__location : after statsFollowUp',
    );
  });

  it('replaces only the text between the markers', () => {
    const stale = `# Title\n\n${DIAGRAM_START}\nold\n${DIAGRAM_END}\n\nAfter.\n`;
    const fresh = withDiagram(stale);
    expect(fresh.startsWith('# Title\n\n')).toBe(true);
    expect(fresh.endsWith('\n\nAfter.\n')).toBe(true);
    expect(fresh).not.toContain('\nold\n');
  });
});
