import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

export interface Answer {
  httpStatus: number;
  body: unknown;
}

export interface EnvelopeServer {
  baseUrl: string;
  seen: SeenRequest[];
  close: () => Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A plain node:http server on 127.0.0.1 that records each request and answers what `answer` says. */
export async function startEnvelopeServer(answer: (request: SeenRequest) => Answer): Promise<EnvelopeServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const request: SeenRequest = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://127.0.0.1').pathname,
        authorization: req.headers.authorization,
        body,
      };
      seen.push(request);
      const { httpStatus, body: payload } = answer(request);
      res.writeHead(httpStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
