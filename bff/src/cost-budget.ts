/** What a visitor may spend on GraphQL, in the units of graphql/cost.ts: read by the configuration's default. */

/**
 * What the site's heaviest screen costs: a rental homes list, each row with its accommodations'
 * dated status, its cover photo and the reader's needs met, with the reference data its filters need (272 + 841;
 * edge.test.ts computes it from the web app's own operations).
 */
export const HEAVIEST_SCREEN_COST = 1113;
/** A visitor's budget a minute: the heaviest screen three times a second. */
export const GRAPHQL_COST_PER_MINUTE = HEAVIEST_SCREEN_COST * 3 * 60;
