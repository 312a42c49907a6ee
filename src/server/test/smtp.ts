import net, { type AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Language and direction declared by the message. */
  language?: string;
  raw: string;
};

type Waiter = {
  to: string;
  resolve(mail: ReceivedMail): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
};

export type TestSmtp = {
  /** `smtp://127.0.0.1:<port>`, for `config.smtpUrl`. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message to `to` not yet taken (one already received counts). */
  nextMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The 6-digit code of the next message to `to`. */
  nextCode(to: string, timeoutMs?: number): Promise<string>;
  /** Messages to `to` received and not yet taken by nextMail. */
  pending(to: string): ReceivedMail[];
  close(): Promise<void>;
};

export function extractCode(mail: Pick<ReceivedMail, 'text'>): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in the mail: ${mail.text}`);
  return match[1];
}

/**
 * A real SMTP server on a free local port that keeps every message it receives; with `answerAfterMs`
 * a slow one, that takes each message that long after its last byte before it says it has it, and with
 * `beforeAnswer` one that says it has a message only once that promise resolves.
 */
// Whole: a factory whose functions share the state it keeps; each function is short on its own.
export async function startTestSmtp(
  options: { answerAfterMs?: number; beforeAnswer?: () => Promise<void> } = {},
): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: Waiter[] = [];
  const norm = (address: string) => address.trim().toLowerCase();

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail);
    const index = waiters.findIndex((w) => mail.to.includes(w.to));
    if (index === -1) return;
    const [waiter] = waiters.splice(index, 1);
    clearTimeout(waiter.timer);
    taken.add(mail);
    waiter.resolve(mail);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A client still connected when a test file ends (a mail sent as the app closed) is cut off at
    // once rather than waited for the default 30 s.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', async () => {
        try {
          if (options.answerAfterMs)
            await new Promise((resolve) => setTimeout(resolve, options.answerAfterMs));
          await options.beforeAnswer?.();
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          deliver({
            to: session.envelope.rcptTo.map((r) => norm(r.address)),
            from: session.envelope.mailFrom ? norm(session.envelope.mailFrom.address) : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            language: parsed.headers.get('content-language')?.toString(),
            raw: raw.toString('utf8'),
          });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  // Sockets a client keeps open after the server has said goodbye (an idle pooled connection of an app
  // closed mid-mail) are destroyed on close, so closing never waits on a peer that does not hang up.
  const sockets = new Set<net.Socket>();
  server.server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const pending = (to: string) => messages.filter((m) => !taken.has(m) && m.to.includes(norm(to)));

  const nextMail = (to: string, timeoutMs = 60_000) => {
    const ready = pending(to)[0];
    if (ready) {
      taken.add(ready);
      return Promise.resolve(ready);
    }
    return new Promise<ReceivedMail>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter: Waiter = { to: norm(to), resolve, reject, timer };
      waiters.push(waiter);
    });
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMail,
    nextCode: async (to, timeoutMs) => extractCode(await nextMail(to, timeoutMs)),
    pending,
    close: () =>
      new Promise<void>((resolve) => {
        for (const w of waiters.splice(0)) {
          clearTimeout(w.timer);
          w.reject(new Error('SMTP test server closed'));
        }
        server.close(() => resolve());
        setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 400).unref();
      }),
  };
}

/** A local port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Opens `port` as a relay to the test SMTP server: the mail server is back. */
export function mailServerUp(port: number, smtp: TestSmtp) {
  return relay(port, Number(new URL(smtp.url).port));
}

/** Opens `port` on 127.0.0.1 as a relay to `target` there (a server that comes up late). */
export async function relay(port: number, target: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    /** Closes the port again: the server is down. */
    down: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
