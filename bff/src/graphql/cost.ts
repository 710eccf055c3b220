/**
 * What a GraphQL request may cost before it runs. A field costs 1; a field that calls the REST API
 * (every root field, and any field marked with `extensions.restCalls`) costs REST_CALL_COST more;
 * a list multiplies what each item asks for by the size of a page. So 210 aliased lists of entries
 * with their reviews price at hundreds of thousands, while every screen of the site stays far below.
 */
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLError,
  isCompositeType,
  isListType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { M } from '@ffc/domain';
import { PAGE_SIZE_DEFAULT } from '@ffc/domain/limits';
import type { RateLimit } from '@ffc/server-kit/shared-state';
import type { GraphQLContext } from '../context.js';

/** A REST call is worth this many plain fields. */
export const REST_CALL_COST = 10;
/** Items a list is priced at: a page of the REST lists. */
export const LIST_ITEMS = PAGE_SIZE_DEFAULT;

export { GRAPHQL_COST_PER_MINUTE, HEAVIEST_SCREEN_COST } from '../cost-budget.js';

/** Marks a field that makes its own REST call per parent (`extensions: restCalls()`). */
export const restCalls = () => ({ restCalls: true });

/**
 * Marks a list field that never holds more than `items` (`extensions: listItems(1)`), such as a list
 * row's cover photo: it is priced at that many items instead of a page.
 */
export const listItems = (items: number) => ({ listItems: items });

function itemsOf(field: GraphQLField<unknown, unknown>): number {
  const items = field.extensions?.listItems;
  return typeof items === 'number' ? items : LIST_ITEMS;
}

function fieldCost(field: GraphQLField<unknown, unknown> | undefined, isRoot: boolean): number {
  return 1 + (isRoot || field?.extensions?.restCalls ? REST_CALL_COST : 0);
}

export function queryCost(
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  fragments: Record<string, FragmentDefinitionNode | undefined>,
  isRoot: boolean,
  schema: GraphQLSchema,
  seen: ReadonlySet<string> = new Set(),
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue; // introspection is priced by the depth limit
      const field = 'getFields' in type ? type.getFields()[selection.name.value] : undefined;
      cost += fieldCost(field, isRoot);
      const inner = field ? getNamedType(field.type) : undefined;
      if (selection.selectionSet && inner && isCompositeType(inner)) {
        const items = field && isListType(getNullableType(field.type)) ? itemsOf(field) : 1;
        cost += items * queryCost(selection.selectionSet, inner, fragments, false, schema, seen);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
      cost += queryCost(
        selection.selectionSet,
        condition && isCompositeType(condition) ? condition : type,
        fragments,
        isRoot,
        schema,
        seen,
      );
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue; // unknown or cyclic fragments are other rules' errors
      const condition = schema.getType(fragment.typeCondition.name.value);
      cost += queryCost(
        fragment.selectionSet,
        condition && isCompositeType(condition) ? condition : type,
        fragments,
        isRoot,
        schema,
        new Set([...seen, name]),
      );
    }
  }
  return cost;
}

/** The cost of one operation of a document. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return queryCost(operation.selectionSet, root, fragments, true, schema);
}

/** Refuses an operation whose cost exceeds `maxCost`, before anything runs. */
export function costLimitRule(maxCost: number): ValidationRule {
  return (context) => {
    return {
      OperationDefinition(operation) {
        const cost = operationCost(context.getSchema(), context.getDocument(), operation);
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(
              `This request asks for too much at once (cost ${cost}, at most ${maxCost}). ` +
                'Please ask for fewer lists or fields.',
              {
                nodes: [operation],
                extensions: { code: 'BAD_REQUEST', fieldErrors: [] },
              },
            ),
          );
        }
      },
    };
  };
}

/**
 * A visitor's budget is counted in cost, not in requests: each operation spends what it costs
 * from the client address's budget before it runs, so a visitor cannot multiply the site's load
 * by asking for the most a request may ask for, as often as requests are allowed.
 */
export function costBudget(limit: RateLimit): Plugin<GraphQLContext> {
  // Yoga keeps parsed documents, so an operation's node is the same object on every request.
  const costs = new WeakMap<OperationDefinitionNode, number>();
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      // Envelop types these arguments `any`, to serve every graphql version; ours is graphql 16's.
      const { document, operationName, schema } = args as Pick<ExecutionArgs, 'document' | 'operationName' | 'schema'>;
      const operation = getOperationAST(document, operationName);
      if (!operation) return;
      let cost = costs.get(operation);
      if (cost === undefined) {
        cost = operationCost(schema, document, operation);
        costs.set(operation, cost);
      }
      const { allowed, resetMs } = await limit.take(args.contextValue.clientIp, cost);
      if (allowed) return;
      const retryAfter = String(Math.ceil(resetMs / 1000));
      setResultAndStopExecution({
        errors: [
          new GraphQLError(M.tooManyRequests, {
            extensions: {
              code: 'TOO_MANY_REQUESTS',
              status: 429,
              fieldErrors: [],
              http: { status: 429, headers: { 'retry-after': retryAfter } },
            },
          }),
        ],
      });
    },
  };
}
