/** A valid claim of a listing by its owner, with `overrides` applied. */
export const ownerClaim = (specialistId: number, overrides: Record<string, unknown> = {}) => ({
  specialistId,
  name: 'Dan Castle',
  role: 'Owner',
  email: 'dan@castlecarpets.example',
  phone: '0161 496 0123',
  proof: 'I am the owner; the listing phone number is our shop landline.',
  ...overrides,
});
