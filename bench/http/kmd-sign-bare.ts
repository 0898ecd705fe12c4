// Reference server for the kmd signing bench: a bare uWebSockets.js app that reads the POST body and answers one
// inline sodium ed25519 signature of it, with none of our routing, JSON decoding, handles or batching.
// Prints `port N` once listening.
import sodium from 'sodium-native';
import { loadUws } from '../../src/gateway/rest/uws-loader.js';

// The server's own loader: a native binary or nothing (the package's entry would fall back to a JS stub).
const loaded = loadUws();
if (loaded.uws === undefined) throw new Error(`no native uWebSockets.js binary: ${loaded.reason}`);
const uWS = loaded.uws;

const pk = Buffer.alloc(sodium.crypto_sign_PUBLICKEYBYTES);
const sk = sodium.sodium_malloc(sodium.crypto_sign_SECRETKEYBYTES);
sodium.crypto_sign_keypair(pk, sk);

const app = uWS.App();
app.post('/v1/transaction/sign', (res) => {
  const chunks: Buffer[] = [];
  res.onAborted(() => undefined);
  res.onData((chunk, isLast) => {
    chunks.push(Buffer.from(chunk.slice(0)));
    if (!isLast) return;
    const sig = Buffer.alloc(sodium.crypto_sign_BYTES);
    sodium.crypto_sign_detached(sig, Buffer.concat(chunks), sk);
    res.cork(() => res.writeHeader('Content-Type', 'application/json').end(`{"sig":"${sig.toString('base64')}"}`));
  });
});
app.listen('127.0.0.1', 0, (socket) => {
  if (!socket) throw new Error('bare server could not listen');
  console.log(`port ${uWS.us_socket_local_port(socket)}`);
});
