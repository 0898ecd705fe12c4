// Reference server for HTTP load benches: a bare uWebSockets.js app answering GET /health with `null\n` as JSON,
// with none of our routing, auth or rendering. Prints `port N` once listening.
import { loadUws } from '../../src/gateway/rest/uws-loader.js';

// The server's own loader: a native binary or nothing (the package's entry would fall back to a JS stub).
const loaded = loadUws();
if (loaded.uws === undefined) throw new Error(`no native uWebSockets.js binary: ${loaded.reason}`);
const uWS = loaded.uws;

const app = uWS.App();
app.get('/health', (res) => {
  res.cork(() => res.writeHeader('Content-Type', 'application/json').end('null\n'));
});
app.listen('127.0.0.1', 0, (socket) => {
  if (!socket) throw new Error('bare server could not listen');
  console.log(`port ${uWS.us_socket_local_port(socket)}`);
});
