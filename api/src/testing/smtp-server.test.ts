import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server.ts';

let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = await startTestSmtpServer();
});
afterEach(() => smtp.close());

/**
 * A client that says each line once the server has answered the one before (a reply's last
 * line is its code and a space), then resets its connection as a killed process's socket does:
 * when the last line is answered, or a moment after it was sent if its answer is held.
 */
function clientKilledAfter(lines: string[]): Promise<void> {
  const { port } = new URL(smtp.url);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  let heard = '';
  let said = 0;
  return new Promise((resolve, reject) => {
    const reset = () => {
      if (!socket.destroyed) socket.resetAndDestroy();
      resolve();
    };
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      heard += chunk.toString();
      if ((heard.match(/^\d{3} /gm)?.length ?? 0) <= said) return;
      if (said === lines.length) return reset();
      socket.write(`${lines[said++]}\r\n`);
      if (said === lines.length) setTimeout(reset, 100);
    });
  });
}

const MAIL = ['EHLO node', 'MAIL FROM:<flo@example.test>', 'RCPT TO:<firm@example.test>'];

describe('the test SMTP server', () => {
  it('survives clients killed mid-mail and records neither a held nor an unfinished mail', async () => {
    await clientKilledAfter(MAIL);
    smtp.holdData = true;
    const held = [...MAIL, 'DATA', 'Subject: held\r\n\r\nHeld.\r\n.'];
    await clientKilledAfter(held);
    smtp.holdData = false;

    const transport = nodemailer.createTransport(smtp.url);
    await transport.sendMail({
      from: 'flo@example.test',
      to: 'firm@example.test',
      subject: 'After the resets',
      text: 'Delivered.',
    });
    transport.close();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['After the resets']);
  });
});
