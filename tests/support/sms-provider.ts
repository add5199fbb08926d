/**
 * A local HTTP server that speaks the part of the Twilio Messages API the SMS driver uses, so the
 * driver is tested over real HTTP. Tests set the status it answers and read what it received.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface FakeSmsProvider {
  url: string;
  received: ReceivedSms[];
  /** The HTTP status the next requests get (201 accepts them). */
  answer: number;
  close(): Promise<void>;
}

export async function startSmsProvider(): Promise<FakeSmsProvider> {
  const provider = { received: [] as ReceivedSms[], answer: 201 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      provider.received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const ok = provider.answer < 300;
      response.writeHead(provider.answer, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          ok
            ? { sid: `SM${provider.received.length}`, status: 'queued' }
            : { code: 20500, message: 'Internal Server Error' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(provider, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
