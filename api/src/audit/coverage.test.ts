import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

/** Admin and business changes recorded in the audit log, by operation, with what they record. */
const AUDITED: Record<string, string> = {
  createSpecialist: 'listing.create',
  updateSpecialist: 'listing.update (fields, status, suspension, tier)',
  changeAdminSpecialists: 'listing.update for each chosen listing (suspend, reinstate, plan)',
  updateBusinessProfile: 'listing.update (description, services, contacts, coverage)',
  uploadBusinessPhoto: 'photo.add',
  captionBusinessPhoto: 'photo.caption',
  orderBusinessPhotos: 'photo.order',
  deleteBusinessPhoto: 'photo.remove',
  uploadBusinessLogo: 'logo.set',
  deleteBusinessLogo: 'logo.remove',
  removeSpecialistPhoto: 'photo.remove by an operator',
  recordSpecialistCheck: 'check.add',
  removeSpecialistCheck: 'check.remove',
  revertRecentChange: 'listing.revert',
  decideReview: 'review.publish / review.reject',
  decideReviews: 'review.publish / review.reject, one entry per review',
  replyToReview: 'review.reply',
  renewInvoicedPlan: 'plan.renew',
  endInvoicedPlan: 'plan.end',
  setSubscriptionRequestStatus: 'plan.request.invoiced / active / cancelled',
  changePlan: 'plan.stripe.update, as Stripe re-read by the sync',
  syncCheckout: 'plan.stripe.start / update, as Stripe re-read by the sync',
  updateAdminEnquiryStatus: 'enquiry.status',
  setAdminEnquiriesStatus: 'enquiry.status for each chosen enquiry',
  reassignEnquiry: 'enquiry.route',
  updateAdminChatSettings: 'setting.chat',
  updateOperatorSettings: 'setting.operator',
  createCity: 'city.create',
  updateCity: 'city.update',
  saveLocationPage: 'location-page.save',
  deleteLocationPage: 'location-page.delete',
  createCampaign: 'campaign.create',
  updateCampaign: 'campaign.update',
  sendCampaign: 'campaign.send',
  decideClaim: 'claim.approve / claim.reject',
};

/** Signed-in changes that are not to a listing, plan, review, routing or setting, and why. */
const NOT_AUDITABLE: Record<string, string> = {
  adminLogout: 'session management',
  businessLogout: 'session management',
  signOutAdminEverywhere: 'session management',
  signOutBusinessEverywhere: 'session management',
  startAdminTwoFactorEnrolment: 'sign-in security of the account itself',
  confirmAdminTwoFactorEnrolment: 'sign-in security of the account itself',
  startBusinessTwoFactorEnrolment: 'sign-in security of the account itself',
  confirmBusinessTwoFactorEnrolment: 'sign-in security of the account itself',
  disableBusinessTwoFactor: 'sign-in security of the account itself (its owner is mailed)',
  clearLoginThrottle: 'sign-in throttling, not a record of the directory',
  readBusinessMessage: 'read state',
  markContactMessageHandled: 'read state of an inbox message',
  markRecentChangeReviewed: 'review state of an audit entry, kept on the entry itself',
  previewCampaign: 'changes nothing',
  resendMail: 'puts a failed mail back in the outbox, which keeps requeued_at',
  resendMails: 'puts failed mails back in the outbox, which keeps requeued_at',
  sendSpecialistSetupLink: 'mails a password link; changes no listing',
  startCheckout: 'opens a Stripe Checkout page; the plan it starts is recorded by the sync',
  openBillingPortal: 'opens the Stripe portal; changes there are recorded by the sync',
  requestBusinessSubscription:
    'a request the operators act on; their decision is recorded (setSubscriptionRequestStatus)',
  requestReview: 'mails a customer a review link; changes no review',
  replyToLead: 'the business’s own work on its lead, kept with the lead',
  sendLeadQuote: 'the business’s own work on its lead, kept with the lead',
  updateBusinessLeadStatus: 'the business’s own lead status, kept with the lead',
};

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>;
}

it('records every admin and business change, or says why one is not recorded', async () => {
  const t = createTestApp();
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as OpenApiDocument;
  t.close();
  const signedInChanges = Object.values(doc.paths)
    .flatMap((ops) => Object.entries(ops))
    .filter(([method, op]) => method !== 'get' && (op.security?.length ?? 0) > 0)
    .map(([, op]) => op.operationId)
    .sort();
  const unaccounted = signedInChanges.filter((id) => !(id in AUDITED) && !(id in NOT_AUDITABLE));
  expect(unaccounted).toEqual([]);
  const listedTwice = Object.keys(AUDITED).filter((id) => id in NOT_AUDITABLE);
  expect(listedTwice).toEqual([]);
  const gone = [...Object.keys(AUDITED), ...Object.keys(NOT_AUDITABLE)].filter(
    (id) => !signedInChanges.includes(id),
  );
  expect(gone).toEqual([]);
});
