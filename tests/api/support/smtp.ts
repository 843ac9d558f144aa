import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope recipients, as the SMTP conversation named them. */
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port, for the app's SMTP_URL. */
  readonly url: string;
  /** Every mail received so far, oldest first. */
  readonly received: ReceivedMail[];
  /** Resolves with the first mail (received or to come) that matches, or fails after timeoutMs. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Holds back the greeting of each new connection this long: a slow mail server. */
  delayGreeting(ms: number): void;
  /**
   * Lets `sender` send `count` mails, then leaves its next one unanswered at MAIL FROM for good,
   * so its mailer hangs mid-delivery; resolves once a mail is held so.
   */
  holdSenderAfter(sender: string, count: number): Promise<void>;
  /**
   * Answers RCPT TO for this address with `responseCode` (a 5xx refuses it for good, a 4xx for
   * now) until `acceptRecipient`; a real server's reply to an unknown or over-quota mailbox.
   */
  refuseRecipient(address: string, responseCode: number): void;
  acceptRecipient(address: string): void;
  /** Forgets what was received (between tests). */
  clear(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on the loopback: the app's mailer holds a whole SMTP conversation with it,
 * and each message is parsed as a mail program would, headers, HTML and text parts included.
 * A port may be given to bring a stopped server back where the app expects it.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let greetingDelayMs = 0;
  let hold: { sender: string; count: number; held: () => void } | undefined;
  const refusals = new Map<string, number>();
  const receivedFrom = (sender: string) =>
    received.filter((mail) => mail.parsed.from?.value[0]?.address === sender).length;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      setTimeout(() => callback(), greetingDelayMs);
    },
    onMailFrom(address, _session, callback) {
      if (hold && address.address === hold.sender && receivedFrom(hold.sender) >= hold.count) {
        // Never answered: the sender's connection ends with its process.
        hold.held();
        return;
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      const responseCode = refusals.get(address.address);
      if (responseCode === undefined) return callback();
      const refusal = Object.assign(new Error(`mailbox ${address.address} refused`), {
        responseCode,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            parsed,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    delayGreeting(ms) {
      greetingDelayMs = ms;
    },
    holdSenderAfter(sender, count) {
      return new Promise((resolve) => {
        hold = { sender, count, held: () => resolve() };
      });
    },
    refuseRecipient(address, responseCode) {
      refusals.set(address, responseCode);
    },
    acceptRecipient(address) {
      refusals.delete(address);
    },
    clear() {
      received.length = 0;
      hold = undefined;
      refusals.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
