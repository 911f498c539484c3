import { describe, expect, it } from 'vitest';
import { isDevelopmentHost, loadAnalytics } from './analytics.ts';

const scriptsOf = (doc: Document) => doc.querySelectorAll('script#flo-analytics');

describe('loadAnalytics', () => {
  const blankDocument = () => document.implementation.createHTMLDocument('page');

  it('adds the configured script once on a live host', () => {
    const doc = blankDocument();
    expect(loadAnalytics(doc, '/analytics.js', 'flo.example')).toBe(true);
    expect(loadAnalytics(doc, '/analytics.js', 'flo.example')).toBe(true);
    expect(scriptsOf(doc)).toHaveLength(1);
    expect(scriptsOf(doc)[0]?.getAttribute('src')).toBe('/analytics.js');
  });

  it('adds nothing on a development host', () => {
    const doc = blankDocument();
    expect(loadAnalytics(doc, '/analytics.js', '127.0.0.1')).toBe(false);
    expect(scriptsOf(doc)).toHaveLength(0);
  });

  it('adds nothing when no analytics source is configured', () => {
    const doc = blankDocument();
    expect(loadAnalytics(doc, null, 'flo.example')).toBe(false);
    expect(scriptsOf(doc)).toHaveLength(0);
  });
});

describe('isDevelopmentHost', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    '0.0.0.0',
    'flo.localhost',
    'flo.local',
    'flo.test',
    'dev.flo.example',
  ])('%s is a development host', (host) => expect(isDevelopmentHost(host)).toBe(true));

  it.each(['flo.example', 'www.flo.co.uk', 'localhost-floors.co.uk', 'devon-floors.co.uk'])(
    '%s is a live host',
    (host) => expect(isDevelopmentHost(host)).toBe(false),
  );
});
