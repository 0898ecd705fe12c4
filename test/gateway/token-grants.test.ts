/**
 * The `--core` gateway's token cache (gateway/token-grants.ts): live grants only, synchronous when cached, one
 * question per token at a time, entries bounded in age (from when the question was sent) and in number.
 */
import test from 'ava';
import { AppError } from '../../src/core/errors.js';
import { TokenGrantCache, type Introspection } from '../../src/gateway/token-grants.js';

/** A fake core: answers from `live`, counts questions, lets the test release answers when it wants. */
function fakeCore(live: Map<string, Introspection>) {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  let held = false;
  const introspect = (token: string): Promise<Introspection> => {
    asked.push(token);
    const answer = () => live.get(token) ?? { active: false, scopes: [], operator: false };
    if (!held) return Promise.resolve(answer());
    return new Promise((resolve) => waiting.push(() => resolve(answer())));
  };
  return {
    asked,
    introspect,
    hold: () => (held = true),
    release: () => {
      held = false;
      for (const go of waiting.splice(0)) go();
    },
  };
}

const APP: Introspection = { active: true, scopes: ['read'], operator: false };

test('a live token is asked about once, then answered synchronously until its entry expires', async (t) => {
  let now = 1000;
  const core = fakeCore(new Map([['app', APP]]));
  const cache = new TokenGrantCache(core.introspect, { now: () => now, ttlMs: 100 });
  const first = cache.lookup('app');
  t.true(first instanceof Promise);
  t.deepEqual(await first, { scopes: ['read'], operator: false });
  now += 99;
  t.deepEqual(cache.lookup('app'), { scopes: ['read'], operator: false });
  t.deepEqual(core.asked, ['app']);
  now += 1;
  const again = cache.lookup('app');
  t.true(again instanceof Promise, 'expired at exactly the bound');
  await again;
  t.deepEqual(core.asked, ['app', 'app']);
});

test('the bound counts from when the question was sent, not from when the answer came', async (t) => {
  let now = 0;
  const core = fakeCore(new Map([['app', APP]]));
  const cache = new TokenGrantCache(core.introspect, { now: () => now, ttlMs: 100 });
  core.hold();
  const pending = cache.lookup('app');
  now = 60;
  core.release();
  await pending;
  now = 100;
  t.true(cache.lookup('app') instanceof Promise);
});

test('unknown, revoked and expired tokens are never cached', async (t) => {
  const live = new Map([['app', APP]]);
  const core = fakeCore(live);
  const cache = new TokenGrantCache(core.introspect, { now: () => 0, ttlMs: 1000 });
  t.is(await cache.lookup('nope'), undefined);
  t.is(await cache.lookup('nope'), undefined);
  t.deepEqual(core.asked, ['nope', 'nope']);
  t.is(cache.size, 0);
});

test('concurrent lookups of one uncached token share one question', async (t) => {
  const core = fakeCore(
    new Map([
      ['app', APP],
      ['other', { active: true, scopes: ['write'], operator: true }],
    ]),
  );
  const cache = new TokenGrantCache(core.introspect, { now: () => 0 });
  core.hold();
  const lookups = [cache.lookup('app'), cache.lookup('app'), cache.lookup('other'), cache.lookup('app')];
  core.release();
  const grants = await Promise.all(lookups);
  t.deepEqual(core.asked, ['app', 'other']);
  t.deepEqual(grants[3], { scopes: ['read'], operator: false });
  t.deepEqual(grants[2], { scopes: ['write'], operator: true });
});

test('a failed question rejects with its error, caches nothing, and the next lookup asks again', async (t) => {
  let fail = true;
  const cache = new TokenGrantCache(
    (token) =>
      fail ? Promise.reject(new AppError('GATEWAY_REMOTE_CORE')) : Promise.resolve({ ...APP, scopes: [token] }),
    { now: () => 0 },
  );
  const error = await t.throwsAsync(Promise.resolve(cache.lookup('app')));
  t.is((error as AppError).code, 'GATEWAY_REMOTE_CORE');
  t.is(cache.size, 0);
  fail = false;
  t.deepEqual(await cache.lookup('app'), { scopes: ['app'], operator: false });
});

test('at most maxEntries entries: a new one evicts the oldest', async (t) => {
  const live = new Map(['a', 'b', 'c', 'd'].map((k) => [k, APP] as const));
  const core = fakeCore(live);
  const cache = new TokenGrantCache(core.introspect, { now: () => 0, maxEntries: 3 });
  for (const token of ['a', 'b', 'c', 'd']) await cache.lookup(token);
  t.is(cache.size, 3);
  t.false(cache.lookup('b') instanceof Promise);
  t.true(cache.lookup('a') instanceof Promise, 'the oldest went');
});
