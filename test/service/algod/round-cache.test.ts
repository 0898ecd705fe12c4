import test from 'ava';
import { RoundCache } from '../../../src/service/algod/round-cache.js';

test('values are reused within a round, rebuilt when the round moves, and the cache stays bounded', (t) => {
  const cache = new RoundCache<{ n: number }>(2);
  let builds = 0;
  const build = () => ({ n: ++builds });
  const a = cache.get(5n, 'a', build);
  t.is(cache.get(5n, 'a', build), a);
  t.is(builds, 1);
  t.not(cache.get(6n, 'a', build), a, 'a new round never returns an older value');
  cache.get(6n, 'b', build);
  cache.get(6n, 'c', build);
  t.is(builds, 4);
  cache.get(6n, 'a', build);
  t.is(builds, 5, 'the bound cleared the older entries');
});

test('find answers what keep stored for the round, and nothing once the round moves', (t) => {
  const cache = new RoundCache<{ n: number }>(2);
  t.is(cache.find(7n, 'a'), undefined);
  const kept = cache.keep('a', { n: 1 });
  t.is(cache.find(7n, 'a'), kept);
  t.is(
    cache.get(7n, 'a', () => ({ n: 2 })),
    kept,
    'get sees what keep stored',
  );
  t.is(cache.find(8n, 'a'), undefined, 'a new round never returns an older value');
});
