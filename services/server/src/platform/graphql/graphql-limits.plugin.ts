import { GraphQLError, NoSchemaIntrospectionCustomRule, type ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { operationCost } from './operation-cost.js';

export interface OperationLimits {
  /** Most field values one operation may resolve (operation-cost.ts). */
  maxCost: number;
  /** Longest a query or mutation may run before its answer is replaced by an error. */
  maxExecutionMs: number;
  /** Largest JSON answer, in bytes, a query or mutation may return. */
  maxAnswerBytes: number;
}

export const TIMEOUT_CODE = 'GRAPHQL_TIMEOUT';
export const ANSWER_LIMIT_CODE = 'GRAPHQL_ANSWER_LIMIT';
export const MEDIA_TYPE_CODE = 'GRAPHQL_JSON_ONLY';

/**
 * The per-operation limits: the cost budget and the cycle rule checked before anything runs
 * (with the request's variables, so `limit: $n` counts as n), then a deadline and an answer-size
 * cap around execution. Subscriptions get the cost check; their events are small and long-lived.
 */
export function useOperationLimits(limits: OperationLimits): Plugin {
  const refusal = (e: unknown): ExecutionResult => {
    if (e instanceof GraphQLError) return { errors: [e] };
    throw e;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      try {
        operationCost(args.schema, args.document, { operationName: args.operationName, variables: args.variableValues, maxCost: limits.maxCost });
      } catch (e) {
        setResultAndStopExecution(refusal(e));
        return;
      }
      setExecuteFn((a) => withDeadline(Promise.resolve(executeFn(a)), limits.maxExecutionMs));
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          const bytes = Buffer.byteLength(JSON.stringify(result));
          if (bytes > limits.maxAnswerBytes) {
            setResult({
              errors: [new GraphQLError(`The answer would be ${bytes} bytes, over the limit of ${limits.maxAnswerBytes}: ask for fewer items or fields`, {
                extensions: { code: ANSWER_LIMIT_CODE, limit: limits.maxAnswerBytes },
              })],
            });
          }
        },
      };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      try {
        operationCost(args.schema, args.document, { operationName: args.operationName, variables: args.variableValues, maxCost: limits.maxCost });
      } catch (e) {
        setResultAndStopExecution(refusal(e));
      }
    },
  };
}

/**
 * Resolves with the execution's result, or with a timeout error once `ms` have passed (the
 * resolvers still running then finish unobserved; the cost budget bounds what they can do).
 */
function withDeadline<T>(execution: Promise<T>, ms: number): Promise<T | ExecutionResult> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ExecutionResult>((resolve) => {
    timer = setTimeout(() => resolve({
      errors: [new GraphQLError(`The operation ran longer than the limit of ${ms} ms`, { extensions: { code: TIMEOUT_CODE, limit: ms } })],
    }), ms);
  });
  execution.catch(() => undefined);
  return Promise.race([execution, deadline]).finally(() => clearTimeout(timer));
}

/** Refuses introspection (__schema, __type) at validation; __typename stays allowed. */
export function useNoIntrospection(): Plugin {
  return { onValidate({ addValidationRule }) { addValidationRule(NoSchemaIntrospectionCustomRule); } };
}

/**
 * /graphql takes operations only as JSON POST bodies (the client's urql and its SSE subscription
 * both send them): form-encoded and multipart bodies are refused with 415 before they are read,
 * GET and other methods with 405.
 */
export function useJsonPostOnly(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method === 'OPTIONS') return;
      const refuse = (status: number, message: string, headers: Record<string, string> = {}) => endResponse(new fetchAPI.Response(
        JSON.stringify({ errors: [{ message, extensions: { code: MEDIA_TYPE_CODE } }] }),
        { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } },
      ));
      if (request.method !== 'POST') return refuse(405, '/graphql accepts only POST with a JSON body', { allow: 'POST' });
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json') return refuse(415, `/graphql accepts only application/json bodies, not ${type || 'a body without a content type'}`);
    },
  };
}
