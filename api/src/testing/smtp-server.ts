import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT for `startMailWorker` / nodemailer. */
  url: string;
  received: ReceivedMail[];
  /**
   * While set, every RCPT TO is refused with this reply code: 550 (permanent, mailbox
   * unavailable) or 450 (transient, try again later).
   */
  refuseRecipientsWith: 450 | 550 | null;
  /**
   * While set, a message's data is read but neither recorded nor answered, so its sender waits
   * for a reply; one killed meanwhile never had that mail delivered.
   */
  holdData: boolean;
  /** Stops the server; safe to call more than once. */
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 and a random port that records what it accepts (test-only).
 *
 * @example
 * const smtp = await startTestSmtpServer();
 * afterEach(() => smtp.close());
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    refuseRecipientsWith: null,
    holdData: false,
    close: () => {
      closing ??= new Promise((resolve) => server.close(() => resolve()));
      return closing;
    },
  };
  let closing: Promise<void> | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const responseCode = state.refuseRecipientsWith;
      if (responseCode === null) return callback();
      const reason = responseCode === 550 ? 'Mailbox unavailable' : 'Mailbox busy, try later';
      callback(Object.assign(new Error(reason), { responseCode }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.holdData) return;
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          raw,
        });
        callback();
      });
    },
  });
  // A client killed in the middle of a mail (a node a test kills) resets its connection, which
  // smtp-server reports as an error of the server; any other error is thrown as before.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  const listening = server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
  state.url = `smtp://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  return state;
}
