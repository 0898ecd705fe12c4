// ed25519 through our guarded facade vs raw sodium-native calls (the facade's length checks and Buffer views
// should cost next to nothing). An invalid signature also pays verify()'s cofactored BigInt re-check (libsodium's
// refusals are re-judged by the node's rules), measured separately.
import sodium from 'sodium-native';
import { compare } from '../harness.js';
import { keyPairFromSeed, sign, verify } from '../../src/core/crypto/ed25519.js';

export async function run(): Promise<void> {
  const { publicKey, secretKey } = keyPairFromSeed(Buffer.alloc(32, 7));
  const message = Buffer.alloc(250, 1);
  const rawSig = Buffer.alloc(64);
  await compare(
    'ed25519 sign (250-byte message)',
    { name: 'raw sodium crypto_sign_detached', fn: () => sodium.crypto_sign_detached(rawSig, message, secretKey) },
    [{ name: 'core/crypto sign()', fn: () => sign(message, secretKey) }],
  );
  const sig = sign(message, secretKey);
  await compare(
    'ed25519 verify',
    {
      name: 'raw sodium crypto_sign_verify_detached',
      fn: () => sodium.crypto_sign_verify_detached(sig, message, publicKey),
    },
    [{ name: 'core/crypto verify()', fn: () => verify(message, sig, publicKey) }],
  );
  const wrong = Buffer.alloc(250, 2);
  await compare(
    'ed25519 verify, invalid signature (wrong message)',
    {
      name: 'raw sodium crypto_sign_verify_detached',
      fn: () => sodium.crypto_sign_verify_detached(sig, wrong, publicKey),
    },
    [{ name: 'core/crypto verify() (sodium, then the cofactored re-check)', fn: () => verify(wrong, sig, publicKey) }],
  );
}
