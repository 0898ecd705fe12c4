/*
 * Sync and async execution of addon jobs (see job.h for the invariants).
 */
#include "job.h"

#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "digest.h"

typedef struct {
  job_spec_t spec;
  uint8_t *out;
  int result;
  napi_ref refs[JOB_MAX_INPUTS + 1];
  size_t ref_count;
  napi_async_work work;
  napi_deferred deferred;
} job_t;

static int run_txn_tree(const job_spec_t *spec, uint8_t *out) {
  size_t n = spec->items.count;
  uint8_t *leaves = malloc(n * digest_size(spec->kind) + 1);
  int rc;
  if (leaves == NULL) return MK_ERR_NOMEM;
  rc = mk_txn_leaves(spec->kind, spec->id_kind, &spec->items, &spec->stibs, leaves);
  if (rc == MK_OK) {
    rc = mk_tree(spec->scheme, spec->kind, leaves, n, spec->index, spec->want_proof ? NULL : out,
                 spec->want_proof ? out : NULL);
  }
  free(leaves);
  return rc;
}

/* Pure C: runs on the JS thread (sync) or a libuv worker thread (async). */
static int run_job(const job_spec_t *spec, uint8_t *out) {
  switch (spec->op) {
    case OP_HASH_BATCH:
      return mk_hash_batch(spec->kind, spec->prefix, spec->prefix_len, &spec->items, out);
    case OP_TXN_LEAVES:
      return mk_txn_leaves(spec->kind, spec->id_kind, &spec->items, &spec->stibs, out);
    case OP_TREE:
      return mk_tree(spec->scheme, spec->kind, spec->leaves, spec->leaf_count, spec->index,
                     spec->want_proof ? NULL : out, spec->want_proof ? out : NULL);
    case OP_TXN_TREE:
      return run_txn_tree(spec, out);
  }
  return MK_ERR_CRYPTO;
}

static const char *result_message(int result) {
  return result == MK_ERR_NOMEM ? "out of memory" : "OpenSSL digest failure";
}

static napi_value make_error(napi_env env, const char *code_text, const char *message_text) {
  napi_value code = NULL, message = NULL, error = NULL;
  if (napi_create_string_utf8(env, code_text, NAPI_AUTO_LENGTH, &code) != napi_ok) return NULL;
  if (napi_create_string_utf8(env, message_text, NAPI_AUTO_LENGTH, &message) != napi_ok) return NULL;
  if (napi_create_error(env, code, message, &error) != napi_ok) return NULL;
  return error;
}

static void release_job(napi_env env, job_t *job) {
  for (size_t i = 0; i < job->ref_count; i++) napi_delete_reference(env, job->refs[i]);
  if (job->work != NULL) napi_delete_async_work(env, job->work);
  free(job);
}

static void execute(napi_env env, void *data) {
  job_t *job = data;
  (void)env; /* must not be used off the JS thread */
  job->result = run_job(&job->spec, job->out);
}

static void complete(napi_env env, napi_status status, void *data) {
  job_t *job = data;
  napi_value value = NULL;
  if (status == napi_ok && job->result == MK_OK && job->ref_count > 0 &&
      napi_get_reference_value(env, job->refs[job->ref_count - 1], &value) == napi_ok && value != NULL) {
    napi_resolve_deferred(env, job->deferred, value);
  } else {
    const char *code = status == napi_cancelled ? "ERR_CANCELLED" : "ERR_ALGORUN_NATIVE";
    const char *text = status == napi_cancelled ? "operation cancelled" : result_message(job->result);
    napi_value error = make_error(env, code, text);
    if (error == NULL) napi_get_undefined(env, &error);
    napi_reject_deferred(env, job->deferred, error);
  }
  release_job(env, job);
}

static napi_value submit_sync(napi_env env, const job_spec_t *spec) {
  napi_value buffer;
  void *out = NULL;
  int result;
  napi_status status = napi_create_buffer(env, spec->out_len, &out, &buffer);
  if (status != napi_ok) return throw_status(env, status), NULL;
  result = run_job(spec, out);
  if (result == MK_OK) return buffer;
  napi_throw_error(env, "ERR_ALGORUN_NATIVE", result_message(result));
  return NULL;
}

static napi_status hold(napi_env env, job_t *job, napi_value value) {
  napi_status status = napi_create_reference(env, value, 1, &job->refs[job->ref_count]);
  if (status == napi_ok) job->ref_count++;
  return status;
}

/* Takes references, allocates the output and queues the work; on failure the caller releases the job. */
static napi_status prepare_async(napi_env env, job_t *job, napi_value *promise) {
  napi_value buffer, name;
  void *out = NULL;
  napi_status status;
  for (size_t i = 0; i < job->spec.input_count; i++) {
    if ((status = hold(env, job, job->spec.inputs[i])) != napi_ok) return status;
  }
  if ((status = napi_create_buffer(env, job->spec.out_len, &out, &buffer)) != napi_ok) return status;
  job->out = out;
  if ((status = hold(env, job, buffer)) != napi_ok) return status; /* the output is always the last reference */
  if ((status = napi_create_string_utf8(env, "algorun:merkle", NAPI_AUTO_LENGTH, &name)) != napi_ok) return status;
  status = napi_create_async_work(env, NULL, name, execute, complete, job, &job->work);
  if (status != napi_ok) return status;
  if ((status = napi_create_promise(env, &job->deferred, promise)) != napi_ok) return status;
  return napi_queue_async_work(env, job->work);
}

static napi_value submit_async(napi_env env, const job_spec_t *spec) {
  napi_value promise = NULL;
  napi_status status;
  job_t *job = calloc(1, sizeof *job);
  if (job == NULL) {
    napi_throw_error(env, "ERR_ALGORUN_NATIVE", "out of memory");
    return NULL;
  }
  job->spec = *spec;
  status = prepare_async(env, job, &promise);
  if (status == napi_ok) return promise;
  /* Not queued. A promise that was already created stays pending forever and is simply collected. */
  release_job(env, job);
  throw_status(env, status);
  return NULL;
}

napi_value job_submit(napi_env env, const job_spec_t *spec, int is_async) {
  return is_async ? submit_async(env, spec) : submit_sync(env, spec);
}
