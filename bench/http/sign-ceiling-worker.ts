// One thread of the signing-ceiling reference (kmd-sign.ts): nothing but sodium ed25519 signatures of a
// transaction-sized message for `workerData.seconds`, then posts how many it made and the CPU time its thread
// spent meanwhile (µs, from /proc/thread-self: what a signature costs on this machine at this moment).
import sodium from 'sodium-native';
import { parentPort, workerData } from 'node:worker_threads';
import { ownThreadCpuMicros } from './algod-cpu.js';

const pk = Buffer.alloc(sodium.crypto_sign_PUBLICKEYBYTES);
const sk = sodium.sodium_malloc(sodium.crypto_sign_SECRETKEYBYTES);
sodium.crypto_sign_keypair(pk, sk);
const message = Buffer.alloc(160, 7);
const signature = Buffer.alloc(sodium.crypto_sign_BYTES);
const cpuBefore = ownThreadCpuMicros();
const until = performance.now() + (workerData as { seconds: number }).seconds * 1000;
let count = 0;
while (performance.now() < until) {
  for (let i = 0; i < 100; i++) sodium.crypto_sign_detached(signature, message, sk);
  count += 100;
}
parentPort!.postMessage({ count, cpuMicros: ownThreadCpuMicros() - cpuBefore });
