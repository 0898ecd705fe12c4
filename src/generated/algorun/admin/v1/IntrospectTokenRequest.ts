// Original file: proto/algorun/admin/v1/admin.proto


export interface IntrospectTokenRequest {
  'token'?: (string);
}

export interface IntrospectTokenRequest__Output {
  'token': (string);
}
