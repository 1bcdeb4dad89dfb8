import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; `refuseNext` answers the next messages 451 (try later). */
export class RecordingSmtpServer {
  readonly received: ReceivedMail[] = [];
  private refusals = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, session, callback) => {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (this.refusals > 0) {
          this.refusals -= 1;
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  refuseNext(count: number): void {
    this.refusals = count;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The base64 parts of a raw message, decoded (body and attachments). */
export function decodedParts(raw: string): string[] {
  return [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/g)].map((match) =>
    Buffer.from(match[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
}
