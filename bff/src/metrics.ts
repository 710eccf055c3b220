/**
 * The BFF's Prometheus metrics (GET /metrics, with METRICS_TOKEN): GraphQL operations by name and
 * type with their durations and outcome, GraphQL errors by code, REST calls to the API by route
 * and status with their durations, and Node's own. Every label takes one of a known few values,
 * so no client can add series: each series is kept for the life of the process.
 */
import { getOperationAST, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { WEB_OPERATION_NAMES } from './generated/web-operations.js';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

const WEB_OPERATIONS: ReadonlySet<string> = new Set(WEB_OPERATION_NAMES);

/** An operation's label: its name when the web app sends it; any name a client makes up is `other`. */
export const operationLabel = (name: string | undefined) =>
  name === undefined ? 'anonymous' : WEB_OPERATIONS.has(name) ? name : 'other';

export function createBffMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations executed.',
    labelNames: ['operation', 'type', 'outcome'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to execute an operation.',
    labelNames: ['operation', 'type'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'graphql_errors_total',
    help: 'GraphQL errors by extensions.code.',
    labelNames: ['code'],
    registers: [registry],
  });
  const restCalls = new Counter({
    name: 'rest_calls_total',
    help: 'REST calls to the API.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const restDurations = new Histogram({
    name: 'rest_call_duration_seconds',
    help: 'Time for the API to answer.',
    labelNames: ['method', 'route'],
    buckets: BUCKETS,
    registers: [registry],
  });

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
      const operation = operationLabel(definition?.name?.value);
      const type = definition?.operation ?? 'query';
      return {
        onExecuteDone({ result }) {
          const errorsOf = 'errors' in result ? result.errors : undefined;
          durations.observe({ operation, type }, (performance.now() - started) / 1000);
          operations.inc({ operation, type, outcome: errorsOf?.length ? 'error' : 'ok' });
          countErrors(errorsOf);
        },
      };
    },
  };

  return {
    registry,
    plugin,
    /** Records one REST call by its route (rest/api.ts's `rest`; status 0: the API did not answer). */
    restCall: (method: string, route: string, status: number, seconds: number) => {
      restCalls.inc({ method, route, status: String(status) });
      restDurations.observe({ method, route }, seconds);
    },
  };
}

export type BffMetrics = ReturnType<typeof createBffMetrics>;
