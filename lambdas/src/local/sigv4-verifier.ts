import { timingSafeEqual } from 'node:crypto';
import { Sha256 } from '@smithy/core/checksum';
import { escapeUri } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Verifies AWS Signature Version 4 on requests to the local S3, as S3 does, so the local stack enforces what a
 * presigned URL signs (its key, method, expiry, content length and type).
 *
 * The signature itself is computed by @smithy/signature-v4, the signer the AWS SDK uses: the incoming request
 * is rebuilt with only the headers it declares signed and signed again with the embedded credentials at its
 * own date; the signatures must be equal. What is written here is the part the library has no verifier for:
 * reading the incoming request (its raw path and query as S3 canonicalises them) and the checks around the
 * signature (credential scope, expiry, clock skew).
 */

export interface SignedRequest {
  method: string;
  /** The request target as it came on the wire: raw path and query, still percent-encoded. */
  url: string;
  /** Node's lower-cased headers. */
  headers: Record<string, string | string[] | undefined>;
}

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

export type Verdict = { ok: true } | ({ ok: false } & Refusal);

const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;
/** S3 allows this much clock difference for header-signed requests, and a presigned date this far ahead. */
const MAX_SKEW_MS = 15 * 60 * 1000;

type SignableRequest = Parameters<SignatureV4['presign']>[0];
type Query = Record<string, string | string[]>;

function refuse(status: number, code: string, message: string): Verdict {
  return { ok: false, status, code, message };
}

const signatureMismatch = () =>
  refuse(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );

/** Splits the target into the canonical URI (each segment decoded, then RFC 3986-encoded, as S3 does) and the decoded query. */
function readTarget(url: string): { path: string; query: Query } | null {
  const mark = url.indexOf('?');
  const rawPath = mark === -1 ? url : url.slice(0, mark);
  const rawQuery = mark === -1 ? '' : url.slice(mark + 1);
  try {
    const path = rawPath
      .split('/')
      .map((segment) => escapeUri(decodeURIComponent(segment)))
      .join('/');
    const query: Query = {};
    for (const pair of rawQuery.split('&')) {
      if (pair === '') continue;
      const equals = pair.indexOf('=');
      const name = decodeURIComponent(equals === -1 ? pair : pair.slice(0, equals));
      const value = equals === -1 ? '' : decodeURIComponent(pair.slice(equals + 1));
      const existing = query[name];
      query[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
    return { path, query };
  } catch {
    // A malformed percent-escape.
    return null;
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/** yyyyMMdd'T'HHmmss'Z' → Date, or null when it is not that form. */
function parseAmzDate(value: string | undefined): Date | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return Number.isNaN(date.getTime()) ? null : date;
}

interface Credential {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
}

/** AKID/yyyyMMdd/region/service/aws4_request */
function parseCredential(value: string | undefined): Credential | null {
  const parts = value?.split('/');
  if (!parts || parts.length !== 5 || parts[4] !== 'aws4_request') return null;
  const [accessKeyId, date, region, service] = parts as [string, string, string, string];
  return { accessKeyId, date, region, service };
}

function sameSignature(expected: string, provided: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(provided);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface SigV4Verifier {
  verify(request: SignedRequest, now?: Date): Promise<Verdict>;
}

export function createSigV4Verifier(credentials: { accessKeyId: string; secretAccessKey: string }): SigV4Verifier {
  // Region and service come from each request's credential scope; these are only the constructor's defaults.
  // uriEscapePath: false, as for S3: the path given is already the canonical URI (see readTarget).
  const signer = new SignatureV4({ credentials, region: 'us-east-1', service: 's3', sha256: Sha256, uriEscapePath: false });

  /** The scope's checks shared by both mechanisms; null when they pass. */
  function checkScope(credential: Credential | null, signedAt: Date): Verdict | null {
    if (!credential)
      return refuse(
        400,
        'AuthorizationHeaderMalformed',
        'The credential is malformed; expected "<key>/<yyyyMMdd>/<region>/s3/aws4_request".',
      );
    if (credential.accessKeyId !== credentials.accessKeyId) {
      return refuse(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    }
    if (credential.service !== 's3')
      return refuse(400, 'AuthorizationHeaderMalformed', `The credential names service '${credential.service}'; expected 's3'.`);
    if (credential.date !== signedAt.toISOString().slice(0, 10).replace(/-/g, '')) {
      return refuse(400, 'AuthorizationHeaderMalformed', "The credential's date is not the request's date.");
    }
    return null;
  }

  /** The request rebuilt with its declared signed headers only (a declared header it lacks cannot match). */
  function signable(request: SignedRequest, target: { path: string; query: Query }, signedHeaders: string[]): SignableRequest | null {
    const headers: Record<string, string> = {};
    for (const name of signedHeaders) {
      const value = single(request.headers[name]);
      if (value === undefined) return null;
      headers[name] = value;
    }
    const [hostname = '', port] = (single(request.headers.host) ?? '').split(':');
    return {
      method: request.method,
      protocol: 'http:',
      hostname,
      port: port ? Number(port) : undefined,
      path: target.path,
      query: target.query,
      headers,
    };
  }

  async function verifyPresigned(request: SignedRequest, target: { path: string; query: Query }, now: Date): Promise<Verdict> {
    const { query } = target;
    const text = (name: string) => {
      const value = query[name];
      return Array.isArray(value) ? undefined : value;
    };
    if (text('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') {
      return refuse(400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
    }
    const signedAt = parseAmzDate(text('X-Amz-Date'));
    const expiresText = text('X-Amz-Expires');
    const expires = expiresText !== undefined && /^\d+$/.test(expiresText) ? Number(expiresText) : NaN;
    const provided = text('X-Amz-Signature');
    const signedHeaders = text('X-Amz-SignedHeaders')?.split(';');
    if (!signedAt || Number.isNaN(expires) || !provided || !signedHeaders) {
      return refuse(
        400,
        'AuthorizationQueryParametersError',
        'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
      );
    }
    if (expires > MAX_PRESIGNED_SECONDS) {
      return refuse(
        400,
        'AuthorizationQueryParametersError',
        'X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds',
      );
    }
    const credential = parseCredential(text('X-Amz-Credential'));
    const scopeRefusal = checkScope(credential, signedAt);
    if (scopeRefusal || !credential) return scopeRefusal ?? signatureMismatch();
    if (now.getTime() > signedAt.getTime() + expires * 1000) return refuse(403, 'AccessDenied', 'Request has expired');
    if (signedAt.getTime() - now.getTime() > MAX_SKEW_MS) return refuse(403, 'AccessDenied', 'Request is not valid yet');
    if (!signedHeaders.includes('host')) return refuse(400, 'AuthorizationQueryParametersError', 'X-Amz-SignedHeaders must include host');

    const toSign = signable(request, target, signedHeaders);
    if (!toSign) return signatureMismatch();
    // A presigned URL signs no body: its payload hash is UNSIGNED-PAYLOAD (the SDK also writes that into the
    // query as X-Amz-Content-Sha256). The signer reads the payload hash from this header; it is neither signed
    // as a header nor moved into the query, where the URL already carries it.
    const payloadHash = text('X-Amz-Content-Sha256') ?? UNSIGNED_PAYLOAD;
    const notSigned = signedHeaders.includes('x-amz-content-sha256') ? [] : ['x-amz-content-sha256'];
    const expected = await signer.presign(
      { ...toSign, headers: { 'x-amz-content-sha256': payloadHash, ...toSign.headers } },
      {
        signingDate: signedAt,
        expiresIn: expires,
        signingRegion: credential.region,
        signingService: credential.service,
        signableHeaders: new Set(signedHeaders),
        unsignableHeaders: new Set(notSigned),
        unhoistableHeaders: new Set([...signedHeaders, ...notSigned]),
      },
    );
    const signature = expected.query?.['X-Amz-Signature'];
    return typeof signature === 'string' && sameSignature(signature, provided) ? { ok: true } : signatureMismatch();
  }

  async function verifyHeader(
    request: SignedRequest,
    target: { path: string; query: Query },
    authorization: string,
    now: Date,
  ): Promise<Verdict> {
    const match = /^AWS4-HMAC-SHA256 (.+)$/.exec(authorization.trim());
    if (!match) return refuse(400, 'InvalidArgument', 'Unsupported Authorization Type: this local S3 accepts AWS Signature Version 4 only');
    const fields = new Map(
      (match[1] as string).split(',').map((field) => {
        const [name = '', ...value] = field.trim().split('=');
        return [name, value.join('=')] as const;
      }),
    );
    const signedHeaders = fields.get('SignedHeaders')?.split(';');
    const provided = fields.get('Signature');
    if (!fields.has('Credential') || !signedHeaders || !provided) {
      return refuse(
        400,
        'AuthorizationHeaderMalformed',
        'The authorization header is malformed; it requires Credential, SignedHeaders and Signature.',
      );
    }
    const signedAt = parseAmzDate(single(request.headers['x-amz-date']));
    if (!signedAt) return refuse(403, 'AccessDenied', 'AWS authentication requires a valid x-amz-date header');
    const credential = parseCredential(fields.get('Credential'));
    const scopeRefusal = checkScope(credential, signedAt);
    if (scopeRefusal || !credential) return scopeRefusal ?? signatureMismatch();
    if (Math.abs(now.getTime() - signedAt.getTime()) > MAX_SKEW_MS) {
      return refuse(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    }
    // S3 requires the payload hash header and signs it. Its value is taken as declared, and the body is NOT
    // hashed here: a hex SHA-256 declared by the client is not compared with the bytes (S3 would answer
    // XAmzContentSHA256Mismatch), and the chunk signatures of STREAMING-* bodies are not checked. Checking
    // either means hashing every byte (film ZIPs of several GB) and could only fail once the body is through,
    // when s3rver has already stored it. The SDK computes both itself, so nothing here depends on them.
    const payloadHash = single(request.headers['x-amz-content-sha256']);
    if (!payloadHash) return refuse(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (!/^(UNSIGNED-PAYLOAD|STREAMING-[A-Z0-9-]+|[0-9a-f]{64})$/.test(payloadHash)) {
      return refuse(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-*, or a valid sha256 value.');
    }
    if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date') || !signedHeaders.includes('x-amz-content-sha256')) {
      return signatureMismatch();
    }

    const toSign = signable(request, target, signedHeaders);
    if (!toSign) return signatureMismatch();
    const expected = await signer.sign(toSign, {
      signingDate: signedAt,
      signingRegion: credential.region,
      signingService: credential.service,
      signableHeaders: new Set(signedHeaders),
    });
    const signature = /Signature=([0-9a-f]+)$/.exec(single(expected.headers.authorization) ?? '')?.[1];
    return signature !== undefined && sameSignature(signature, provided) ? { ok: true } : signatureMismatch();
  }

  return {
    async verify(request, now = new Date()) {
      const target = readTarget(request.url);
      if (!target) return refuse(400, 'InvalidURI', "Couldn't parse the specified URI.");
      const authorization = single(request.headers.authorization);
      const presigned = 'X-Amz-Algorithm' in target.query || 'X-Amz-Signature' in target.query;
      if (authorization !== undefined && presigned) {
        return refuse(
          400,
          'InvalidArgument',
          'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter or the Authorization header should be specified',
        );
      }
      if (presigned) return verifyPresigned(request, target, now);
      if (authorization !== undefined) return verifyHeader(request, target, authorization, now);
      if ('Signature' in target.query || 'AWSAccessKeyId' in target.query) {
        return refuse(403, 'AccessDenied', 'This local S3 accepts AWS Signature Version 4 only');
      }
      return refuse(403, 'AccessDenied', 'Access Denied');
    },
  };
}
