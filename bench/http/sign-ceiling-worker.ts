// One thread of the signing-ceiling reference (kmd-sign.ts): nothing but sodium ed25519 signatures of a
// transaction-sized message for `workerData.seconds`, then posts how many it made.
import sodium from 'sodium-native';
import { parentPort, workerData } from 'node:worker_threads';

const pk = Buffer.alloc(sodium.crypto_sign_PUBLICKEYBYTES);
const sk = sodium.sodium_malloc(sodium.crypto_sign_SECRETKEYBYTES);
sodium.crypto_sign_keypair(pk, sk);
const message = Buffer.alloc(160, 7);
const signature = Buffer.alloc(sodium.crypto_sign_BYTES);
const until = performance.now() + (workerData as { seconds: number }).seconds * 1000;
let count = 0;
while (performance.now() < until) {
  for (let i = 0; i < 100; i++) sodium.crypto_sign_detached(signature, message, sk);
  count += 100;
}
parentPort!.postMessage(count);
