// Reference server for HTTP load benches: a bare node:http server answering GET /health with `null\n` as JSON, with
// none of our routing, auth or rendering (serve-bare.ts is the uWebSockets.js one). Prints `port N` once listening.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = Buffer.from('null\n');
const server = createServer({ keepAliveTimeout: 10_000 }, (req, res) => {
  if (req.url !== '/health') {
    res.writeHead(404, { 'content-length': 0 }).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
