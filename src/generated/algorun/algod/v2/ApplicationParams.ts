// Original file: proto/algorun/algod/v2/algod_models.proto

import type { TealKeyValue as _algorun_algod_v2_TealKeyValue, TealKeyValue__Output as _algorun_algod_v2_TealKeyValue__Output } from '../../../algorun/algod/v2/TealKeyValue.js';
import type { ApplicationStateSchema as _algorun_algod_v2_ApplicationStateSchema, ApplicationStateSchema__Output as _algorun_algod_v2_ApplicationStateSchema__Output } from '../../../algorun/algod/v2/ApplicationStateSchema.js';
import type { Long } from '@grpc/proto-loader';

export interface ApplicationParams {
  'approval_program'?: (Buffer | Uint8Array | string);
  'clear_state_program'?: (Buffer | Uint8Array | string);
  'creator'?: (string);
  'extra_program_pages'?: (number | string | Long);
  'family_box_access'?: (boolean);
  'foreign_box_reads'?: (boolean);
  /**
   * Omitted from JSON when empty; sorted by raw key bytes.
   */
  'global_state'?: (_algorun_algod_v2_TealKeyValue)[];
  'global_state_schema'?: (_algorun_algod_v2_ApplicationStateSchema | null);
  'local_state_schema'?: (_algorun_algod_v2_ApplicationStateSchema | null);
  'size_sponsor'?: (string);
  'version'?: (number | string | Long);
  '_extra_program_pages'?: "extra_program_pages";
  '_family_box_access'?: "family_box_access";
  '_foreign_box_reads'?: "foreign_box_reads";
  '_size_sponsor'?: "size_sponsor";
  '_version'?: "version";
}

export interface ApplicationParams__Output {
  'approval_program': (Buffer);
  'clear_state_program': (Buffer);
  'creator': (string);
  'extra_program_pages'?: (string);
  'family_box_access'?: (boolean);
  'foreign_box_reads'?: (boolean);
  /**
   * Omitted from JSON when empty; sorted by raw key bytes.
   */
  'global_state': (_algorun_algod_v2_TealKeyValue__Output)[];
  'global_state_schema': (_algorun_algod_v2_ApplicationStateSchema__Output | null);
  'local_state_schema': (_algorun_algod_v2_ApplicationStateSchema__Output | null);
  'size_sponsor'?: (string);
  'version'?: (string);
  '_extra_program_pages'?: "extra_program_pages";
  '_family_box_access'?: "family_box_access";
  '_foreign_box_reads'?: "foreign_box_reads";
  '_size_sponsor'?: "size_sponsor";
  '_version'?: "version";
}
