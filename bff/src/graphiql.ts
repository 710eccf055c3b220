/**
 * GraphiQL served from our own assets, so it works with no internet and under the site's
 * Content-Security-Policy: the page has no inline script, and the editor's workers load from
 * this origin. The bundle is Yoga's own (`@graphql-yoga/render-graphiql`), loaded only when
 * GraphiQL is on.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './html.js';

export const GRAPHIQL_ASSETS = '/graphiql';

/** Starts the editor: its workers from our URLs, its options from the page's JSON block. */
const START = `
const workers = {
  editorWorkerService: '${GRAPHIQL_ASSETS}/editor.worker.js',
  json: '${GRAPHIQL_ASSETS}/json.worker.js',
  graphql: '${GRAPHIQL_ASSETS}/graphql.worker.js',
};
self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_moduleId, label) => workers[label] };
const options = JSON.parse(document.getElementById('graphiql-options').textContent);
YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), options);
`;

/** The page Yoga answers a browser at /graphql with. */
export function renderGraphiQL(options: { title?: string } & Record<string, unknown>): string {
  // JSON inside <script type="application/json"> is data, not script; escaping < keeps it from closing the tag.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${GRAPHIQL_ASSETS}/favicon.ico" />
    <link rel="stylesheet" href="${GRAPHIQL_ASSETS}/graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${json}</script>
    <script src="${GRAPHIQL_ASSETS}/graphiql.js"></script>
    <script src="${GRAPHIQL_ASSETS}/start.js"></script>
  </body>
</html>`;
}

/** Registers the assets GraphiQL's page loads. */
export async function graphiqlAssets(app: FastifyInstance): Promise<void> {
  const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
  const favicon = Buffer.from(bundle.favicon.replace(/^data:[^,]*;base64,/, ''), 'base64');
  const files: Record<string, { type: string; body: string | Buffer }> = {
    'graphiql.js': { type: 'text/javascript; charset=utf-8', body: bundle.js },
    'graphiql.css': { type: 'text/css; charset=utf-8', body: bundle.css },
    'start.js': { type: 'text/javascript; charset=utf-8', body: START },
    'editor.worker.js': { type: 'text/javascript; charset=utf-8', body: bundle.editorWorkerService },
    'json.worker.js': { type: 'text/javascript; charset=utf-8', body: bundle.jsonWorker },
    'graphql.worker.js': { type: 'text/javascript; charset=utf-8', body: bundle.graphqlWorker },
    'favicon.ico': { type: 'image/x-icon', body: favicon },
  };
  app.get<{ Params: { file: string } }>(`${GRAPHIQL_ASSETS}/:file`, async (request, reply) => {
    const file = files[request.params.file];
    if (!file) return reply.callNotFound();
    return reply.header('content-type', file.type).header('cache-control', 'public, max-age=3600').send(file.body);
  });
}
