/*
 * One unit of addon work, run inline (sync) or on the libuv thread pool (async, settling a Promise).
 *
 * Invariants:
 * - The output Buffer is allocated on the JS thread before the work starts, so the worker thread only writes
 *   into memory that already belongs to a JS object (no copy, no external buffer on completion).
 * - In async mode every input typed array and the output Buffer are held by strong references from submission
 *   until completion, so GC cannot collect them while a worker thread reads or writes their memory. Callers must
 *   not mutate (or transfer) the inputs until the Promise settles.
 * - Completion never aborts the process: during environment teardown N-API calls may fail, and their failures
 *   are ignored while the job's memory is still released.
 */
#ifndef ALGORUN_JOB_H
#define ALGORUN_JOB_H

#include <node_api.h>
#include <stddef.h>
#include <stdint.h>

#include "merkle.h"

#define JOB_MAX_INPUTS 4

typedef enum { OP_HASH_BATCH = 0, OP_TXN_LEAVES = 1, OP_TREE = 2, OP_TXN_TREE = 3 } job_op;

typedef struct {
  job_op op;
  int scheme;
  int kind;
  int id_kind;
  const uint8_t *prefix;
  size_t prefix_len;
  byte_list_t items; /* hash batch items, or the transactions */
  byte_list_t stibs;
  const uint8_t *leaves;
  size_t leaf_count;
  int want_proof; /* OP_TREE / OP_TXN_TREE: output is the proof of `index` instead of the root */
  size_t index;
  size_t out_len;
  napi_value inputs[JOB_MAX_INPUTS]; /* JS objects backing the pointers above */
  size_t input_count;
} job_spec_t;

/* Runs the job now (returns a Buffer) or queues it (returns a Promise of a Buffer); NULL after throwing. */
napi_value job_submit(napi_env env, const job_spec_t *spec, int is_async);

#endif
