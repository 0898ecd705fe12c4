/**
 * The cases shared by the two state-proof routes (`/v2/stateproofs/{round}`, `/v2/blocks/{round}/lightheader/proof`):
 * a dev node makes no state proofs, so each answers what upstream answers when none covers the round.
 */
import type { TestFn } from 'ava';
import type algosdk from 'algosdk';
import { rawGet, startAlgod, type AlgodHarness } from './harness.js';

export function noStateProofTests(
  test: TestFn,
  path: (round: string) => string,
  viaSdk: (algod: algosdk.Algodv2, round: number) => Promise<unknown>,
): void {
  let h: AlgodHarness;
  test.before(async () => {
    h = await startAlgod();
  });
  test.after.always(async () => {
    await h?.close();
  });

  test('an existing round: 404 no state proof, which algosdk reports', async (t) => {
    const r = await rawGet(h.server, path('0'));
    t.is(r.status, 404);
    t.is(r.text, '{"message":"no state proof can be found for that round"}\n');
    await t.throwsAsync(viaSdk(h.algod, 0), { message: /no state proof can be found for that round/ });
  });

  test('a future round: 500 given round is greater than the latest round', async (t) => {
    const r = await rawGet(h.server, path('123456'));
    t.is(r.status, 500);
    t.is(r.text, '{"message":"given round is greater than the latest round"}\n');
  });

  test('a malformed round is a binding error', async (t) => {
    const r = await rawGet(h.server, path('one'));
    t.is(r.status, 400);
    t.is(
      JSON.parse(r.text).message,
      'Invalid format for parameter round: strconv.ParseUint: parsing "one": invalid syntax',
    );
  });
}
