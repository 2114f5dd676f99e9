// Issue #19 Part 4: /api/docs, the OpenAPI document as a page a developer reads: every operation by area,
// with its parameters, body and answers. Rendered on the server from the document, with no script.
import type { OpenApiDocument } from './openapi-document.ts';

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Record<string, unknown> };
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, Answer | { $ref: string }>;
};
type Answer = { description: string; content?: Record<string, { schema?: unknown }> };

const COMPONENT = '#/components/schemas/';
const anchorOf = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `code` spans only: the descriptions are ours, with backticks and nothing else. */
const prose = (text: string) =>
  text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

function typeOf(schema: Record<string, unknown> | undefined): string {
  if (!schema) return '';
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((value) => JSON.stringify(value)).join(' | ');
  if (schema.type === 'array') return `array of ${typeOf(schema.items as Record<string, unknown> | undefined) || 'values'}`;
  if (typeof schema.$ref === 'string') return schema.$ref.replace(COMPONENT, '');
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Record<string, unknown>[]).map(typeOf).filter(Boolean).join(' | ');
  return '';
}

/** The schema as JSON, each pointer to a named schema a link to it on this page. */
function schemaBlock(schema: unknown): string {
  if (!schema || (typeof schema === 'object' && Object.keys(schema).length === 0)) return '<p>JSON.</p>';
  const linked = escapeHtml(JSON.stringify(schema, null, 2)).replace(
    /&#34;\$ref&#34;: &#34;#\/components\/schemas\/([A-Za-z0-9_.-]+)&#34;/g,
    (_match, name: string) => `&#34;$ref&#34;: <a href="#${anchorOf(name)}">${name}</a>`,
  );
  return `<pre><code>${linked}</code></pre>`;
}

function operationHtml(method: string, path: string, operation: Operation, answers: Record<string, Answer>): string {
  const parameters = operation.parameters ?? [];
  const parameterRows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${escapeHtml(typeOf(parameter.schema))}</td><td>${escapeHtml(parameter.description ?? '')}</td></tr>`,
    )
    .join('');
  const body = operation.requestBody
    ? Object.entries(operation.requestBody.content)
        .map(([type, content]) => `<h4>Body (${escapeHtml(type)})</h4>${schemaBlock(content.schema)}`)
        .join('')
    : '';
  const responses = Object.entries(operation.responses)
    .map(([status, entry]) => {
      const response = '$ref' in entry ? (answers[entry.$ref.split('/').pop() ?? ''] ?? { description: '' }) : entry;
      const content = response.content ? Object.entries(response.content)[0] : undefined;
      const isSuccess = status.startsWith('2');
      const detail = isSuccess && content ? (content[0] === 'application/json' ? schemaBlock(content[1].schema) : `<p>${escapeHtml(content[0])}</p>`) : '';
      return `<li><strong>${status}</strong> ${escapeHtml(response.description)}${detail}</li>`;
    })
    .join('');
  return `<section class="operation" id="${escapeHtml(operation.operationId)}" aria-labelledby="${escapeHtml(operation.operationId)}-title">
<h3 id="${escapeHtml(operation.operationId)}-title"><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(operation.summary)}</p>
${operation.description ? prose(operation.description) : ''}
${parameters.length > 0 ? `<h4>Parameters</h4><div class="table-wrap"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">About</th></tr></thead><tbody>${parameterRows}</tbody></table></div>` : ''}
${body}
<h4>Answers</h4><ul class="responses">${responses}</ul>
</section>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;line-height:1.5}
main{max-width:960px;margin:0 auto;padding:1rem;overflow-wrap:anywhere}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:2px solid #ddd}h3{font-size:1.05rem;overflow-wrap:anywhere}
code,pre{font-family:ui-monospace,monospace;font-size:.85rem}pre{background:#f4f4f4;padding:.75rem;white-space:pre-wrap;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;padding:0 .3rem;color:#fff;background:#444}
.method-get{background:#1f5f99}.method-post{background:#216e39}.method-put,.method-patch{background:#8a5300}.method-delete{background:#a32020}
.operation{border-top:1px solid #e4e4e4;padding-top:.5rem}.summary{font-weight:600}
.table-wrap{max-width:100%}table{border-collapse:collapse;width:100%;table-layout:fixed}th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
nav ul{columns:2;padding-left:1.2rem}@media (max-width:600px){nav ul{columns:1}}
a{color:#1f5f99}a:focus-visible{outline:3px solid #1f5f99;outline-offset:2px}`;

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const contents = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as unknown as Operation;
      const tag = operation.tags?.[0] ?? 'storefront';
      (byTag.get(tag) ?? byTag.set(tag, []).get(tag)!).push(operationHtml(method, path, operation, document.components.responses as Record<string, Answer>));
      (contents.get(tag) ?? contents.set(tag, []).get(tag)!).push(
        `<li><a href="#${escapeHtml(operation.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
      );
    }
  }
  const sections = document.tags
    .filter((tag) => byTag.has(tag.name))
    .map(
      (tag) => `<section aria-labelledby="area-${tag.name.replace(/\W+/g, '-')}">
<h2 id="area-${tag.name.replace(/\W+/g, '-')}">The ${escapeHtml(tag.name)} API</h2>${prose(tag.description)}
<nav aria-label="${escapeHtml(tag.name)} operations"><ul>${(contents.get(tag.name) ?? []).join('')}</ul></nav>
${(byTag.get(tag.name) ?? []).join('\n')}</section>`,
    )
    .join('\n');
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => `<section class="schema" id="${anchorOf(name)}" aria-labelledby="${anchorOf(name)}-title"><h3 id="${anchorOf(name)}-title"><code>${escapeHtml(name)}</code></h3>${schemaBlock(schema)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${prose(document.info.description)}
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections}
<section aria-labelledby="area-schemas"><h2 id="area-schemas">Schemas</h2>
<p>The shapes several operations share, named once; an operation's schema points at them by name.</p>
${schemas}</section>
</main></body></html>`;
}
