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
