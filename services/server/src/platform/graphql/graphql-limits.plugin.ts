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
        operationCost(args.schema, args.document, {
          operationName: args.operationName,
          variables: args.variableValues,
          maxCost: limits.maxCost,
        });
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
              errors: [
                new GraphQLError(
                  `The answer would be ${bytes} bytes, over the limit of ${limits.maxAnswerBytes}: ask for fewer items or fields`,
                  {
                    extensions: { code: ANSWER_LIMIT_CODE, limit: limits.maxAnswerBytes },
                  },
                ),
              ],
            });
          }
        },
      };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      try {
        operationCost(args.schema, args.document, {
          operationName: args.operationName,
          variables: args.variableValues,
          maxCost: limits.maxCost,
        });
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
    timer = setTimeout(
      () =>
        resolve({
          errors: [
            new GraphQLError(`The operation ran longer than the limit of ${ms} ms`, { extensions: { code: TIMEOUT_CODE, limit: ms } }),
          ],
        }),
      ms,
    );
  });
  execution.catch(() => undefined);
  return Promise.race([execution, deadline]).finally(() => clearTimeout(timer));
}

/** Refuses introspection (__schema, __type) at validation; __typename stays allowed. */
export function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
