import type { MailContent } from '../mail/templates.ts';

/*
 * Mails about an owner's own sign-ins. Names and browser labels are flattened to one line; the
 * bodies are plain text, so nothing a caller sends can add markup or a header.
 */

function oneLine(text: string, max = 80): string {
  const flat = text.replace(/\p{Cc}+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function ukTime(at: Date): string {
  return at.toLocaleString('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  });
}

/** To an owner whose login has had enough wrong passwords that untrusted sign-ins now wait. */
export function accountUnderAttackMail(
  name: string,
  failures: number,
  loginUrl: string,
  publicUrl: string,
): MailContent {
  return {
    subject: 'Someone is trying to sign in to your Flo account',
    text: [
      `Hello ${oneLine(name)},`,
      '',
      `Your Flo login has just had ${failures} sign-in attempts with a wrong password.`,
      'None of them got in. Until they stop, sign-ins from browsers that have not signed in',
      'before are slowed down. You can still sign in as usual from a browser you have used',
      `before, or ask for a one-time sign-in link on the login page: ${loginUrl}`,
      '',
      'If these attempts were not yours, choose a strong password you use nowhere else.',
      '',
      'Flo',
      publicUrl,
    ].join('\n'),
  };
}

/**
 * To an owner whose login has had enough wrong two-factor codes that code attempts now wait:
 * whoever typed them got past the password or the mailed sign-in link.
 */
export function wrongTwoFactorCodesMail(
  name: string,
  failures: number,
  publicUrl: string,
): MailContent {
  return {
    subject: 'Wrong two-factor codes for your Flo account',
    text: [
      `Hello ${oneLine(name)},`,
      '',
      `Your Flo login has just had ${failures} wrong codes from an authenticator app, each`,
      'after a correct password or a one-time sign-in link. None of them got in, and further',
      'codes are slowed down.',
      '',
      'If these were not yours, someone knows your password or can read your e-mail: choose a',
      'new password you use nowhere else, and sign out everywhere from your account page.',
      '',
      'Flo',
      publicUrl,
    ].join('\n'),
  };
}

/**
 * To an owner whose login just had two-factor sign-in switched on or off, from a signed-in
 * session: if it was not them, someone has that session and they should act at once.
 */
export function twoFactorChangedMail(name: string, on: boolean, publicUrl: string): MailContent {
  const state = on ? 'on' : 'off';
  return {
    subject: `Two-factor sign-in is now ${state} for your Flo account`,
    text: [
      `Hello ${oneLine(name)},`,
      '',
      `Two-factor sign-in was just switched ${state} for your Flo login.`,
      on
        ? 'From now on, signing in also needs a code from your authenticator app or a recovery code.'
        : 'From now on, your password or a sign-in link alone signs you in.',
      '',
      'If this was not you, sign in, sign out everywhere and change your password at once.',
      '',
      'Flo',
      publicUrl,
    ].join('\n'),
  };
}

/** To an owner whose login was just used from a browser it had not signed in from before. */
export function newDeviceSignInMail(
  name: string,
  browser: string,
  address: string,
  at: Date,
  publicUrl: string,
): MailContent {
  return {
    subject: 'New sign-in to your Flo account',
    text: [
      `Hello ${oneLine(name)},`,
      '',
      'Your Flo login was just used from a browser it had not signed in from before:',
      '',
      `When: ${ukTime(at)} (UK time)`,
      `Browser: ${oneLine(browser, 160)}`,
      `Address: ${oneLine(address, 60)}`,
      '',
      'If this was you, there is nothing to do. If it was not, sign in, sign out everywhere and',
      'change your password at once.',
      '',
      'Flo',
      publicUrl,
    ].join('\n'),
  };
}

/** To an owner who asked for a one-time sign-in link. */
export function signInLinkMail(
  name: string,
  link: string,
  expiresAt: Date,
  publicUrl: string,
): MailContent {
  return {
    subject: 'Your Flo sign-in link',
    text: [
      `Hello ${oneLine(name)},`,
      '',
      'Open this link to sign in to Flo without your password:',
      '',
      link,
      '',
      `It works once and expires on ${ukTime(expiresAt)} (UK time).`,
      'If you did not ask for it, ignore this e-mail: nobody can use it without your inbox.',
      '',
      'Flo',
      publicUrl,
    ].join('\n'),
  };
}
