import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtension, ApiHeader, ApiOperation, ApiQuery, ApiResponse, type OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX } from './context.interceptor.js';

/** OpenAPI's object types (@nestjs/swagger does not export them by name). */
export type SchemaObject = Exclude<NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string], { $ref: string }>;
export type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;

/** The docs/product.md, The REST calls envelopes, as components of the OpenAPI document (openapi.ts adds them). */
export const OK_ENVELOPE = 'OkEnvelope';
export const ERROR_ENVELOPE = 'ErrorEnvelope';
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** What each refusal status means here (docs/product.md, The REST calls); every one answers the error envelope. */
export const ERROR_MEANING: Record<number, string> = {
  400: 'Invalid input (`VALIDATION` or a context code); `details` lists every problem',
  401: 'Missing, invalid or expired token (`AUTH.UNAUTHORIZED`)',
  403: "Acting on another user's data (`AUTH.FORBIDDEN`)",
  404: 'Not found (`NOT_FOUND` or a context code)',
  409: 'Business conflict (insufficient coins, already claimed, price changed, …)',
  413: 'Body too large (`TOO_LARGE`)',
  415: 'Body of a type the route does not take (`UNSUPPORTED_MEDIA_TYPE`)',
  429: 'Rate limited (`RATE_LIMITED`); `Retry-After` says when to try again',
  503: 'A dependency (PostgreSQL, Redis, the payment provider) is down (`UNAVAILABLE`)',
};

/** A field of the success envelope: a JSON type name, or a schema when it says more. */
export type OkField = 'object' | 'array' | 'string' | 'number' | 'boolean' | SchemaObject;

export interface Answer {
  status: number;
  description: string;
  contentType?: string;
  schema?: SchemaObject;
}

export interface KomaRouteDoc {
  summary: string;
  description?: string;
  /** The JSON body, as the controller parses it. */
  body?: z.ZodType;
  /** The query string, as the controller parses it. */
  query?: z.ZodObject;
  /** The fields the success envelope carries besides `success` and `message`. */
  ok?: Record<string, OkField>;
  /** Refusals particular to the route (400, 401/403 by access, 415 and 503 are added for all). */
  errors?: number[];
  /** A money-moving call: a repeated `Idempotency-Key` answers the first response and moves nothing. */
  idempotent?: boolean;
  /** Also takes multipart/form-data and form-encoded bodies (`@AcceptsForm`). */
  form?: boolean;
  /** Public content: answers an ETag and 304 to a matching If-None-Match. */
  cached?: boolean;
  /** Not the JSON envelope on success: a redirect, another media type, an operator's answer. */
  answers?: Answer[];
}

/** The JSON Schema (OpenAPI 3.0 dialect) of what a zod schema accepts. */
export function inputSchema(schema: z.ZodType): SchemaObject {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as SchemaObject;
}

const okSchema = (fields: Record<string, OkField> = {}): SchemaObject | { $ref: string } => {
  const properties = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? { type: v } : v]));
  return Object.keys(properties).length ? { allOf: [ref(OK_ENVELOPE), { type: 'object', properties }] } : ref(OK_ENVELOPE);
};

/**
 * The OpenAPI description of one REST route: operation, request (body, query, Idempotency-Key),
 * success and error envelopes. The Token header and the refusals that follow from the route's
 * access declaration are added when the document is built (openapi.ts), from the same metadata
 * the access guard reads, so they cannot disagree with it.
 */
export function ApiKomaRoute(doc: KomaRouteDoc): MethodDecorator {
  const decorators: (MethodDecorator | ClassDecorator)[] = [
    ApiOperation({ summary: doc.summary, description: doc.description }),
    ApiExtension('x-koma-described', true),
  ];
  if (doc.body) {
    decorators.push(ApiBody({ schema: inputSchema(doc.body) }));
    if (doc.form) decorators.push(ApiConsumes('application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'));
  }
  for (const [name, s] of Object.entries(doc.query ? (inputSchema(doc.query).properties ?? {}) : {})) {
    decorators.push(
      ApiQuery({ name, required: doc.query!.shape[name]?.safeParse(undefined).success === false, schema: s as SchemaObject }),
    );
  }
  if (doc.idempotent) {
    decorators.push(
      ApiHeader({
        name: 'Idempotency-Key',
        required: false,
        description: 'A repeat with the same key answers the first response and moves nothing (docs/product.md, The REST calls).',
        schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
      }),
    );
  }
  if (doc.answers) {
    for (const { status, description, contentType, schema } of doc.answers) {
      decorators.push(
        ApiResponse(
          contentType
            ? { status, description, content: { [contentType]: { schema: schema ?? { type: 'string' } } } }
            : { status, description },
        ),
      );
    }
  } else {
    decorators.push(ApiResponse({ status: 200, description: 'Done: the success envelope', schema: okSchema(doc.ok) }));
  }
  if (doc.cached) decorators.push(ApiResponse({ status: 304, description: 'Not modified (If-None-Match matched the ETag)' }));
  for (const status of doc.errors ?? [])
    decorators.push(ApiResponse({ status, description: ERROR_MEANING[status] ?? 'Refused', schema: ref(ERROR_ENVELOPE) }));
  return applyDecorators(...decorators);
}
