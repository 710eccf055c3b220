/**
 * The bare hop of the benchmark (started by scripts/bench.ts with `--hop`, never by hand): a Node
 * HTTP server that passes each request to the REST API (API_URL) through an undici pool and sends
 * its answer back as bytes, unread. It carries GET and POST, all the bench sends. It does the least
 * any process between a browser and the API can do: no GraphQL, no JSON, no cookies of its own.
 * What it costs is the floor under the BFF's overhead on this machine: GraphQL/REST cannot beat
 * hop/REST. Prints `READY {"hop": …}` once listening.
 */
import http from 'node:http';
import { Pool } from 'undici';

const apiUrl = process.env.API_URL;
if (!apiUrl) throw new Error('API_URL is required');
// As many connections to the API as the bench's clients have (`--connections`), so none waits in the hop.
const connections = Number(process.env.HOP_CONNECTIONS);
if (!Number.isInteger(connections) || connections < 1) throw new Error('HOP_CONNECTIONS is required');
const { origin, pathname } = new URL(apiUrl);
// The API's routes are under its URL's path (`/api`): the hop serves them from its root.
const prefix = pathname.replace(/\/$/, '');
const api = new Pool(origin, { connections, pipelining: 1 });

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const forwarded: Record<string, string> = {};
    for (const name of ['cookie', 'content-type']) {
      const value = request.headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    api
      .request({
        path: prefix + (request.url ?? '/'),
        method: request.method === 'POST' ? 'POST' : 'GET',
        headers: forwarded,
        body: chunks.length ? Buffer.concat(chunks) : null,
      })
      .then(async (answer) => {
        const body = Buffer.from(await answer.body.arrayBuffer());
        response.writeHead(answer.statusCode, { 'content-type': 'application/json', 'content-length': body.length });
        response.end(body);
      })
      .catch(() => {
        response.writeHead(502).end();
      });
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`READY ${JSON.stringify({ hop: `http://127.0.0.1:${port}` })}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void api.close().then(() => process.exit(0));
  });
}
