/**
 * What the BFF logs of a request: the fields both services log (`requestLogFields`, which redacts
 * secrets by the route and the path), and in a GraphQL request's address (`?query=…&variables=…`)
 * the value of every secret argument, by its name in the document (`sharedList(token: "…")`) or in
 * the variables it comes from, however the address spells it.
 */
import { Kind, parse, print, visit, type ArgumentNode, type ObjectFieldNode } from 'graphql';
import { requestLogFields, SECRET_QUERY_PARAMETERS } from '@ffc/server-kit/server';

const REDACTED = '[redacted]';

/** Arguments (and input fields) whose values are secrets, lower-cased: a link token, a password. */
const SECRET_ARGUMENTS: ReadonlySet<string> = new Set([...SECRET_QUERY_PARAMETERS, 'newpassword', 'currentpassword']);

const isSecret = (name: string) => SECRET_ARGUMENTS.has(name.toLowerCase());

/** The document with each secret argument's literal redacted, and the variables secret arguments take. */
function redactDocument(query: string): { query: string; secretVariables: Set<string> } {
  const secretVariables = new Set<string>();
  const redact = (node: ArgumentNode | ObjectFieldNode) => {
    if (!isSecret(node.name.value)) return undefined;
    if (node.value.kind === Kind.VARIABLE) {
      secretVariables.add(node.value.name.value);
      return undefined;
    }
    return { ...node, value: { kind: Kind.STRING, value: REDACTED } };
  };
  const document = visit(parse(query, { noLocation: true }), { Argument: redact, ObjectField: redact });
  return { query: print(document), secretVariables };
}

/** The variables (JSON) with each secret one, and any secret-named field within them, redacted. */
function redactVariables(json: string, secretVariables: ReadonlySet<string>): string {
  const walk = (value: unknown, secret: boolean): unknown => {
    if (secret) return REDACTED;
    if (Array.isArray(value)) return value.map((item) => walk(item, false));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, isSecret(key))]));
    return value;
  };
  const variables: unknown = JSON.parse(json);
  if (typeof variables !== 'object' || variables === null) return json;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(variables).map(([name, value]) => [
        name,
        walk(value, secretVariables.has(name) || isSecret(name)),
      ]),
    ),
  );
}

/**
 * An address whose query string carries a GraphQL document or variables, with their secrets
 * redacted; one that cannot be read has its document and variables redacted whole.
 */
export function redactGraphqlAddress(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const search = new URLSearchParams(url.slice(start + 1));
  const query = search.get('query');
  const variables = search.get('variables');
  if (query === null && variables === null) return url;
  try {
    const redacted = query === null ? { query: null, secretVariables: new Set<string>() } : redactDocument(query);
    if (redacted.query !== null) search.set('query', redacted.query);
    if (variables !== null) search.set('variables', redactVariables(variables, redacted.secretVariables));
  } catch {
    if (query !== null) search.set('query', REDACTED);
    if (variables !== null) search.set('variables', REDACTED);
  }
  return `${url.slice(0, start)}?${search.toString()}`;
}

/** The BFF's request log fields: both services' own, and a GraphQL address's secrets redacted. */
export function bffRequestLogFields(request: Parameters<typeof requestLogFields>[0]) {
  const fields = requestLogFields(request);
  return fields.url === undefined ? fields : { ...fields, url: redactGraphqlAddress(fields.url) };
}
