/**
 * The BFF's Prometheus metrics (GET /metrics, with METRICS_TOKEN): GraphQL operations by name and
 * type with their durations and outcome, GraphQL errors by code, REST calls to the API by route
 * pattern and status with their durations, and Node's own.
 */
import { getOperationAST, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** /businesses/12/reviews/3?page=1 → /businesses/:id/reviews/:id: one series per route, not per entry. */
export const routePattern = (path: string) => path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id');

export function createBffMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const operations = new Counter({ name: 'graphql_operations_total', help: 'GraphQL operations executed.', labelNames: ['operation', 'type', 'outcome'], registers: [registry] });
  const durations = new Histogram({ name: 'graphql_operation_duration_seconds', help: 'Time to execute an operation.', labelNames: ['operation', 'type'], buckets: BUCKETS, registers: [registry] });
  const errors = new Counter({ name: 'graphql_errors_total', help: 'GraphQL errors by extensions.code.', labelNames: ['code'], registers: [registry] });
  const restCalls = new Counter({ name: 'rest_calls_total', help: 'REST calls to the API.', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const restDurations = new Histogram({ name: 'rest_call_duration_seconds', help: 'Time for the API to answer.', labelNames: ['method', 'route'], buckets: BUCKETS, registers: [registry] });

  const countErrors = (list: readonly { extensions?: Record<string, unknown> }[] | undefined) => {
    for (const error of list ?? []) {
      const code = error.extensions?.code;
      errors.inc({ code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' });
    }
  };

  const plugin: Plugin = {
    onValidate() {
      return ({ valid, result }) => {
        if (!valid) for (const _ of result) errors.inc({ code: 'GRAPHQL_VALIDATION_FAILED' });
      };
    },
    onExecute({ args }) {
      const started = performance.now();
      // Envelop types its arguments `any`, to serve every graphql version; ours is graphql 16's.
      const { document, operationName } = args as Pick<ExecutionArgs, 'document' | 'operationName'>;
      const definition = getOperationAST(document, operationName);
      const operation = definition?.name?.value ?? 'anonymous';
      const type = definition?.operation ?? 'query';
      return {
        onExecuteDone({ result }) {
          const errorsOf = 'errors' in result ? result.errors : undefined;
          durations.observe({ operation, type }, (performance.now() - started) / 1000);
          operations.inc({ operation, type, outcome: errorsOf?.length ? 'error' : 'ok' });
          countErrors(errorsOf as { extensions?: Record<string, unknown> }[] | undefined);
        },
      };
    },
  };

  return {
    registry,
    plugin,
    /** Records one REST call (status 0: the API did not answer). */
    restCall: (method: string, path: string, status: number, seconds: number) => {
      const route = routePattern(path);
      restCalls.inc({ method, route, status: String(status) });
      restDurations.observe({ method, route }, seconds);
    },
  };
}

export type BffMetrics = ReturnType<typeof createBffMetrics>;
