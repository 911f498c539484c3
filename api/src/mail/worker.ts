import { doublingDelayMs } from '@flo/contract';
import nodemailer from 'nodemailer';
import { clockOf } from '../clock.ts';
import type { AppDeps, Logger } from '../deps.ts';
import { mailSenderOf } from '../settings/operator-settings.ts';
import {
  claimNextDueMail,
  markMailAttemptFailed,
  markMailSent,
  type OutboxRow,
} from './delivery.ts';
import { replyToAddress } from './reply-to.ts';

/** The part of a nodemailer transport the worker uses; tests may pass a real one. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
  }): Promise<unknown>;
}

/**
 * How long the worker keeps retrying a mail the server did not refuse for good, counted from when
 * it was queued (or sent back to the queue by an admin): an SMTP outage of up to three days
 * loses no lead or confirmation.
 */
export const MAIL_RETRY_WINDOW_MS = 72 * 60 * 60 * 1000;
const MAIL_BACKOFF = { firstMs: 60_000, maxMs: 60 * 60 * 1000 };
/**
 * How long a claimed row stays hidden from other workers while it is being sent: longer than
 * nodemailer's slowest default timeout (10 min idle socket), so a slow send is never doubled.
 */
export const SEND_LEASE_MS = 15 * 60 * 1000;
const BATCH_SIZE = 20;

/**
 * Whether the SMTP server refused for good: a 5xx reply (RFC 5321), which nodemailer reports as
 * the error's `responseCode`. Retrying cannot change the answer, so such mail fails at once;
 * 4xx replies and connection errors (no reply code) are worth another try.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null
      ? (error as { responseCode?: unknown }).responseCode
      : undefined;
  return typeof code === 'number' && code >= 500 && code <= 599;
}

/** Wait before the next attempt after `attempts` failures: 1 min, 2 min, 4 min, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return doublingDelayMs(attempts - 1, MAIL_BACKOFF);
}

/** When to try a mail again after a failed attempt, or null to give up on it. */
function nextAttemptAt(mail: OutboxRow, attempts: number, error: unknown, now: Date): Date | null {
  if (isPermanentRefusal(error)) return null;
  const queuedAt = mail.requeuedAt ?? mail.createdAt;
  if (now.getTime() - queuedAt.getTime() >= MAIL_RETRY_WINDOW_MS) return null;
  return new Date(now.getTime() + retryDelayMs(attempts));
}

/**
 * Sends the outbox mail that is due, oldest first, up to `BATCH_SIZE` a pass, claiming each
 * just before sending it (so workers on several nodes share the queue and never send a mail
 * twice), and records each outcome: `sent`; `failed`
 * at once on a permanent (5xx) refusal; otherwise a failed attempt rescheduled with capped
 * exponential backoff, or `failed` once the mail has waited MAIL_RETRY_WINDOW_MS.
 * Answers how many mails were sent.
 *
 * @example
 * const sent = await deliverDueMail(deps, nodemailer.createTransport(smtpUrl));
 */
export async function deliverDueMail(deps: AppDeps, transport: MailTransport): Promise<number> {
  const clock = clockOf(deps);
  let sent = 0;
  const from = await deps.engine.run(mailSenderOf, deps.config);
  for (let claimed = 0; claimed < BATCH_SIZE; claimed++) {
    const claimedAt = clock();
    const leaseUntil = new Date(claimedAt.getTime() + SEND_LEASE_MS);
    const mail = await deps.engine.run(claimNextDueMail, claimedAt, leaseUntil);
    if (!mail) break;
    const replyTo = replyToAddress(mail.replyTo);
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        ...(replyTo ? { replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
      });
      await deps.engine.run(markMailSent, mail.id, clock());
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryAt = nextAttemptAt(mail, attempts, error, clock());
      const message = error instanceof Error ? error.message : String(error);
      await deps.engine.run(markMailAttemptFailed, mail.id, attempts, message, retryAt);
      deps.logger?.info('mail delivery failed', {
        id: mail.id,
        attempts,
        willRetry: retryAt !== null,
        error: message,
      });
    }
  }
  return sent;
}

export interface MailWorkerOptions {
  /** e.g. smtp://user:pass@smtp.example.com:587; unset keeps mail in the outbox. */
  smtpUrl?: string;
  logger?: Logger;
  intervalMs?: number;
}

export interface MailWorker {
  /** Stops polling and waits for a batch in flight to finish. */
  stop(): Promise<void>;
  /** Runs one delivery pass now (or joins the one in flight); answers how many were sent. */
  runOnce(): Promise<number>;
}

/**
 * Polls the outbox and delivers due mail over SMTP. Without `smtpUrl` it does nothing, so
 * mail waits in the outbox where admins can see it. Only one pass runs at a time.
 *
 * @example
 * const worker = startMailWorker(deps, { smtpUrl: env.SMTP_URL, intervalMs: 5000 });
 * process.on('SIGTERM', () => worker.stop());
 */
export function startMailWorker(deps: AppDeps, options: MailWorkerOptions = {}): MailWorker {
  const logger = options.logger ?? deps.logger;
  if (!options.smtpUrl) {
    logger?.info('SMTP_URL is not set: mail stays in the outbox');
    return { stop: async () => {}, runOnce: async () => 0 };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  const workerDeps: AppDeps = logger ? { ...deps, logger } : deps;
  let inFlight: Promise<number> | undefined;

  const runOnce = () => {
    inFlight ??= deliverDueMail(workerDeps, transport).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => logger?.error(error));
  }, options.intervalMs ?? 5000);
  timer.unref();

  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await inFlight?.catch(() => 0);
      transport.close();
    },
  };
}
