/**
 * Who may ask, checked before the arguments are: Pothos maps (validates) a field's arguments
 * outside every plugin's resolver wrapper, so without this a caller who may not ask would learn
 * that their input was malformed before being refused. The API does the same: its route guard runs
 * before its body is read. Scope-auth checks again inside, from the request's cache.
 */
import SchemaBuilder, { BasePlugin, completeValue, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';

export class AuthorizeFirstPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const scopes = fieldConfig.pothosOptions.authScopes;
    if (!fieldConfig.argMappers.length || !scopes) return resolver;
    // A scope computed from the arguments would need them mapped first: no field here has one.
    if (typeof scopes === 'function') {
      throw new Error(`${fieldConfig.parentType}.${fieldConfig.name}: authScopes must be a map of scopes`);
    }
    const unauthorized = this.builder.options.scopeAuth.unauthorizedError;
    return (parent, args, context, info) =>
      completeValue(
        this.builder.runAuthScopes(context, scopes, (result) =>
          unauthorized ? unauthorized(parent ?? {}, context, info, result) : result.message,
        ),
        () => resolver(parent, args, context, info),
      );
  }
}

declare global {
  // Pothos learns a plugin's name from its global namespace, which only a namespace can extend.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      authorizeFirst: AuthorizeFirstPlugin<Types>;
    }
  }
}

export const authorizeFirst = 'authorizeFirst' as const;
SchemaBuilder.registerPlugin(authorizeFirst, AuthorizeFirstPlugin);
