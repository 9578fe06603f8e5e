const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Operation {
  operationId: string;
  summary: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { description?: string; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

const jsonBlock = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2) ?? '')}</pre>`;

/** A request body: its JSON schema, or the file types an upload takes. */
function body(requestBody: NonNullable<Operation['requestBody']>): string {
  const json = requestBody.content['application/json'];
  if (json) return `<h3>Body (application/json)</h3>${jsonBlock(json.schema)}`;
  const types = Object.keys(requestBody.content).map((t) => `<code>${escapeHtml(t)}</code>`);
  return `<h3>Body (a file)</h3><p>${escapeHtml(requestBody.description ?? '')}: ${types.join(', ')}</p>`;
}

/** A self-contained HTML reference of the OpenAPI document: no scripts from elsewhere, no network. */
export function docsPage(doc: Record<string, unknown>): string {
  const info = doc.info as { title: string; version: string; description: string };
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  const toc: string[] = [];
  const sections: string[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const id = escapeHtml(op.operationId);
      toc.push(
        `<li><a href="#${id}"><code class="m ${method}">${method.toUpperCase()}</code> ${escapeHtml(path)}</a></li>`,
      );
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${jsonBlock(p.schema)}</td></tr>`,
        )
        .join('');
      const responses = Object.entries(op.responses)
        .map(
          ([status, r]) =>
            `<details${status === '200' ? ' open' : ''}><summary><b>${status}</b> ${escapeHtml(r.description)}</summary>${
              r.content ? jsonBlock(r.content['application/json']?.schema) : ''
            }</details>`,
        )
        .join('');
      sections.push(`<section id="${id}">
<h2><code class="m ${method}">${method.toUpperCase()}</code> ${escapeHtml(path)}</h2>
<p>${escapeHtml(op.summary)}${op.security ? ' <span class="tag">login required</span>' : ''}</p>
${params ? `<h3>Parameters</h3><table><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr>${params}</table>` : ''}
${op.requestBody ? body(op.requestBody) : ''}
<h3>Responses</h3>${responses}
</section>`);
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;display:grid;grid-template-columns:20rem 1fr;color:#222}
nav{position:sticky;top:0;height:100vh;overflow:auto;background:#faf7f2;padding:1rem;border-right:1px solid #eee}
nav ul{list-style:none;padding:0;margin:0} nav li{margin:.25rem 0} nav a{color:#222;text-decoration:none;font-size:13px}
main{padding:1rem 2rem;max-width:60rem} section{border-top:1px solid #eee;padding:1rem 0}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:12px;max-height:30rem}
table{border-collapse:collapse;width:100%} td,th{border:1px solid #ddd;padding:.25rem;vertical-align:top;text-align:left}
.m{display:inline-block;min-width:4rem;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:0 .25rem}
.get{background:#169613}.post{background:#efa43b}.put{background:#3b7bef}.delete{background:#e12012}
.tag{background:#eee;border-radius:4px;padding:0 .4rem;font-size:12px}
@media (max-width:800px){body{display:block}nav{position:static;height:auto}}
</style></head>
<body><nav><h1>${escapeHtml(info.title)}</h1><p>v${escapeHtml(info.version)} · <a href="/api/openapi.json">openapi.json</a></p><ul>${toc.join('')}</ul></nav>
<main><p>${escapeHtml(info.description)}</p>${sections.join('\n')}</main></body></html>`;
}
