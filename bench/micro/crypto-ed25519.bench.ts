// ed25519 through our guarded facade vs raw sodium-native calls (the facade's length checks and Buffer views
// should cost next to nothing). An invalid signature also pays verify()'s cofactored re-check (libsodium's
// refusals are re-judged by the node's rules), measured separately. Last, the addon's batched verifier (64
// signatures per random combination) against sodium verifying the same 64 one by one, with 64 signers and with 4.
import sodium from 'sodium-native';
import { compare } from '../harness.js';
import { keyPairFromSeed, sign, verify } from '../../src/core/crypto/ed25519.js';
import { packBytes, packFixed } from '../../src/core/packed.js';
import { loadVerifier } from '../../src/native/index.js';

const BATCH = 64;

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

  const verifier = loadVerifier();
  if (!verifier.isNative) {
    console.log('  (addon not built: batched verification skipped)');
    return;
  }
  // 64 signers, then 4 signers taking turns (a few busy accounts: signatures under one key share its point).
  for (const signers of [BATCH, 4]) {
    const keys = Array.from({ length: BATCH }, (_, i) => keyPairFromSeed(Buffer.alloc(32, (i % signers) + 1)));
    const messages = keys.map((_, i) => Buffer.alloc(250, i));
    const sigs = keys.map((k, i) => sign(messages[i]!, k.secretKey));
    const packed = packBytes(messages);
    const sigBlock = packFixed(sigs, 64, 'signature');
    const keyBlock = packFixed(
      keys.map((k) => k.publicKey),
      32,
      'public key',
    );
    await compare(
      `ed25519 verify ${BATCH} signatures (250-byte messages) by ${signers} signers`,
      {
        name: `raw sodium crypto_sign_verify_detached × ${BATCH}`,
        fn: () => {
          for (let i = 0; i < BATCH; i++)
            sodium.crypto_sign_verify_detached(sigs[i]!, messages[i]!, keys[i]!.publicKey);
        },
      },
      [
        {
          name: 'native verifyBatch (one random combination)',
          fn: () => verifier.verifyBatch(packed, sigBlock, keyBlock),
        },
      ],
    );
  }
}
