import { describe, expect, it } from 'vitest';
import { reviewInvitePath } from './invites.ts';

describe('reviewInvitePath', () => {
  it('builds the public route of a review link, escaping the token', () => {
    expect(reviewInvitePath(7, 'abc_DEF-123')).toBe('/review/7/abc_DEF-123');
    expect(reviewInvitePath(7, 'a/b')).toBe('/review/7/a%2Fb');
  });
});
