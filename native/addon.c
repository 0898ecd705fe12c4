/*
 * algorun_native: batch hashing and transaction Merkle commitments for src/native (plain N-API, C).
 *
 * Exports (kinds: 0 sha512_256, 1 sha256, 2 sha512; schemes: 0 array, 1 vector; every function takes a final
 * `isAsync` boolean and then returns a Promise<Buffer> instead of a Buffer):
 *   hashBatch(kind, prefix | null, data, offsets, isAsync)                   n digests: H(prefix || item_i)
 *   txnLeaves(kind, idKind, txnData, txnOffsets, stibData, stibOffsets, isAsync)       n packed leaf hashes
 *   treeRoot(scheme, kind, leaves, isAsync)                                  root digest
 *   treeProof(scheme, kind, leaves, index, isAsync)                          depth sibling digests
 *   txnTreeRoot(scheme, kind, idKind, txnData, txnOffsets, stibData, stibOffsets, isAsync)
 *   txnTreeProof(scheme, kind, idKind, txnData, txnOffsets, stibData, stibOffsets, index, isAsync)
 *   abiVersion                                                               bumped on any contract change
 *
 * Invariants: every argument is validated on the JS thread before any work starts (bad input throws a
 * TypeError/RangeError with a Node-style `code`, never crashes); lists cross the boundary as one packed buffer
 * plus a Uint32Array of offsets, because a per-item N-API crossing costs more than hashing the item. The module
 * keeps no per-environment state, so it loads in any number of worker threads and needs no cleanup hook.
 */
#include <node_api.h>

#include "args.h"
#include "digest.h"
#include "job.h"

#define ABI_VERSION 1

static napi_value hash_batch(napi_env env, napi_callback_info info) {
  napi_value argv[5];
  job_spec_t spec = {0};
  size_t size;
  int is_async;
  if (get_args(env, info, 5, argv) != 0 || arg_kind(env, argv[0], "kind", &spec.kind, &size) != 0) return NULL;
  if (arg_bytes(env, argv[1], "prefix", 1, &spec.prefix, &spec.prefix_len) != 0) return NULL;
  if (arg_list(env, argv[2], argv[3], "items", &spec.items) != 0) return NULL;
  if (arg_bool(env, argv[4], "isAsync", &is_async) != 0) return NULL;
  spec.op = OP_HASH_BATCH;
  spec.out_len = spec.items.count * size;
  spec.inputs[spec.input_count++] = argv[2];
  spec.inputs[spec.input_count++] = argv[3];
  if (spec.prefix_len > 0) spec.inputs[spec.input_count++] = argv[1];
  return job_submit(env, &spec, is_async);
}

/* Parses (txnData, txnOffsets, stibData, stibOffsets) starting at argv[0]. */
static int txn_lists(napi_env env, napi_value *argv, job_spec_t *spec) {
  if (arg_list(env, argv[0], argv[1], "txns", &spec->items) != 0) return -1;
  if (arg_list(env, argv[2], argv[3], "stibs", &spec->stibs) != 0) return -1;
  if (spec->items.count != spec->stibs.count) {
    napi_throw_range_error(env, "ERR_OUT_OF_RANGE", "txns and stibs must have the same number of items");
    return -1;
  }
  for (size_t i = 0; i < 4; i++) spec->inputs[spec->input_count++] = argv[i];
  return 0;
}

static napi_value txn_leaves(napi_env env, napi_callback_info info) {
  napi_value argv[7];
  job_spec_t spec = {0};
  size_t size, id_size;
  int is_async;
  if (get_args(env, info, 7, argv) != 0 || arg_kind(env, argv[0], "kind", &spec.kind, &size) != 0) return NULL;
  if (arg_kind(env, argv[1], "idKind", &spec.id_kind, &id_size) != 0 || txn_lists(env, argv + 2, &spec) != 0)
    return NULL;
  if (arg_bool(env, argv[6], "isAsync", &is_async) != 0) return NULL;
  spec.op = OP_TXN_LEAVES;
  spec.out_len = spec.items.count * size;
  return job_submit(env, &spec, is_async);
}

static napi_value tree(napi_env env, napi_callback_info info, int want_proof) {
  napi_value argv[5];
  job_spec_t spec = {0};
  size_t size, argc = want_proof ? 5 : 4;
  int is_async;
  if (get_args(env, info, argc, argv) != 0 || arg_scheme(env, argv[0], "scheme", &spec.scheme) != 0) return NULL;
  if (arg_kind(env, argv[1], "kind", &spec.kind, &size) != 0) return NULL;
  if (arg_digests(env, argv[2], "leaves", size, &spec.leaves, &spec.leaf_count) != 0) return NULL;
  if (want_proof && arg_index(env, argv[3], "index", spec.leaf_count, &spec.index) != 0) return NULL;
  if (arg_bool(env, argv[argc - 1], "isAsync", &is_async) != 0) return NULL;
  spec.op = OP_TREE;
  spec.want_proof = want_proof;
  spec.out_len = want_proof ? tree_depth(spec.scheme, spec.leaf_count) * size : size;
  spec.inputs[spec.input_count++] = argv[2];
  return job_submit(env, &spec, is_async);
}

static napi_value tree_root(napi_env env, napi_callback_info info) { return tree(env, info, 0); }

static napi_value tree_proof(napi_env env, napi_callback_info info) { return tree(env, info, 1); }

static napi_value txn_tree(napi_env env, napi_callback_info info, int want_proof) {
  napi_value argv[9];
  job_spec_t spec = {0};
  size_t size, id_size, argc = want_proof ? 9 : 8;
  int is_async;
  if (get_args(env, info, argc, argv) != 0 || arg_scheme(env, argv[0], "scheme", &spec.scheme) != 0) return NULL;
  if (arg_kind(env, argv[1], "kind", &spec.kind, &size) != 0) return NULL;
  if (arg_kind(env, argv[2], "idKind", &spec.id_kind, &id_size) != 0 || txn_lists(env, argv + 3, &spec) != 0)
    return NULL;
  if (want_proof && arg_index(env, argv[7], "index", spec.items.count, &spec.index) != 0) return NULL;
  if (arg_bool(env, argv[argc - 1], "isAsync", &is_async) != 0) return NULL;
  spec.op = OP_TXN_TREE;
  spec.want_proof = want_proof;
  spec.out_len = want_proof ? tree_depth(spec.scheme, spec.items.count) * size : size;
  return job_submit(env, &spec, is_async);
}

static napi_value txn_tree_root(napi_env env, napi_callback_info info) { return txn_tree(env, info, 0); }

static napi_value txn_tree_proof(napi_env env, napi_callback_info info) { return txn_tree(env, info, 1); }

NAPI_MODULE_INIT() {
  napi_value abi;
  napi_property_descriptor props[] = {
      {"hashBatch", NULL, hash_batch, NULL, NULL, NULL, napi_enumerable, NULL},
      {"txnLeaves", NULL, txn_leaves, NULL, NULL, NULL, napi_enumerable, NULL},
      {"treeRoot", NULL, tree_root, NULL, NULL, NULL, napi_enumerable, NULL},
      {"treeProof", NULL, tree_proof, NULL, NULL, NULL, napi_enumerable, NULL},
      {"txnTreeRoot", NULL, txn_tree_root, NULL, NULL, NULL, napi_enumerable, NULL},
      {"txnTreeProof", NULL, txn_tree_proof, NULL, NULL, NULL, napi_enumerable, NULL},
      {"abiVersion", NULL, NULL, NULL, NULL, NULL, napi_enumerable, NULL},
  };
  if (napi_create_uint32(env, ABI_VERSION, &abi) != napi_ok) return NULL;
  props[6].value = abi;
  if (napi_define_properties(env, exports, sizeof props / sizeof props[0], props) != napi_ok) return NULL;
  return exports;
}
