import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpEmail } from '../../../server/modules/notifications/adapters/smtp-email';
import { DeliveryError } from '../../../server/modules/notifications';
import { EMAIL } from '../../fakes/server/notifications/notifications-kit';

describe('e-mail over SMTP', () => {
  const received: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example'))
        return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  let email: SmtpEmail;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    email = new SmtpEmail({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'مشاور <noreply@moshaver.test>', timeoutMs: 2000 });
  });
  afterAll(async () => {
    email.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const decodedParts = (raw: string): string[] =>
    [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/g)].map((match) =>
      Buffer.from(match[1].replace(/\s/g, ''), 'base64').toString('utf8'),
    );

  it('delivers the Persian e-mail with its calendar file to the SMTP server', async () => {
    await email.send(EMAIL);
    expect(received).toHaveLength(1);
    const { to, raw } = received[0];
    expect(to).toEqual(['narges@example.com']);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=session\.ics/i);
    const parts = decodedParts(raw);
    expect(parts).toContain(EMAIL.body);
    expect(parts).toContain(EMAIL.attachments![0].content);
  });

  it('gives the message up when the server refuses the recipient (550)', async () => {
    const error = await email.send({ ...EMAIL, to: 'someone@refused.example' }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).permanent).toBe(true);
    expect((error as DeliveryError).message).toMatch(/^SMTP: .*mailbox unavailable/);
  });
});
