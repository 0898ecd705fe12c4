// Original file: proto/algorun/admin/v1/admin.proto


export interface ScopeList {
  'scopes'?: (string)[];
}

export interface ScopeList__Output {
  'scopes': (string)[];
}
