/**
 * What a GraphQL request may cost before it runs. A field costs 1; a field that calls the REST API
 * (every root field, and any field marked with `extensions.restCalls`) costs REST_CALL_COST more;
 * a list multiplies what each item asks for by the size of a page. So 210 aliased lists of entries
 * with their reviews price at hundreds of thousands, while every screen of the site stays far below.
 */
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { PAGE_SIZE_DEFAULT } from '@ffc/domain/limits';

/** A REST call is worth this many plain fields. */
export const REST_CALL_COST = 10;
/** Items a list is priced at: a page of the REST lists. */
export const LIST_ITEMS = PAGE_SIZE_DEFAULT;

/** Marks a field that makes its own REST call per parent (`extensions: restCalls()`). */
export const restCalls = () => ({ restCalls: true });

function fieldCost(field: GraphQLField<unknown, unknown> | undefined, isRoot: boolean): number {
  return 1 + (isRoot || field?.extensions?.restCalls ? REST_CALL_COST : 0);
}

export function queryCost(
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  fragments: Record<string, FragmentDefinitionNode | undefined>,
  isRoot: boolean,
  context: ValidationContext,
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
        const items = field && isListType(getNullableType(field.type)) ? LIST_ITEMS : 1;
        cost += items * queryCost(selection.selectionSet, inner, fragments, false, context, seen);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : type;
      cost += queryCost(selection.selectionSet, condition && isCompositeType(condition) ? condition : type, fragments, isRoot, context, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue; // unknown or cyclic fragments are other rules' errors
      const condition = context.getSchema().getType(fragment.typeCondition.name.value);
      cost += queryCost(fragment.selectionSet, condition && isCompositeType(condition) ? condition : type, fragments, isRoot, context, new Set([...seen, name]));
    }
  }
  return cost;
}

/** Refuses an operation whose cost exceeds `maxCost`, before anything runs. */
export function costLimitRule(maxCost: number): ValidationRule {
  return (context) => {
    const fragments = Object.fromEntries(
      context
        .getDocument()
        .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    return {
      OperationDefinition(operation) {
        const root = context.getSchema().getRootType(operation.operation);
        if (!root) return;
        const cost = queryCost(operation.selectionSet, root, fragments, true, context);
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(`This request asks for too much at once (cost ${cost}, at most ${maxCost}). Please ask for fewer lists or fields.`, {
              nodes: [operation],
              extensions: { code: 'BAD_REQUEST', fieldErrors: [] },
            }),
          );
        }
      },
    };
  };
}
