import { escapeHtml } from '../../../shared/html';
import type { OpenApiDocument, OpenApiOperation } from './openapi';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
section{border-top:1px solid #e5e7eb;padding:1rem 0}h2{font-size:1.05rem;margin:0 0 .5rem}
code.method{font-weight:700;text-transform:uppercase;margin-right:.5rem}
.auth{font-size:.8rem;border-radius:.25rem;padding:.1rem .4rem;background:#eef2ff;margin-left:.5rem}
pre{background:#f9fafb;border:1px solid #e5e7eb;padding:.75rem;overflow:auto;font-size:.8rem}
details{margin:.25rem 0}nav a{margin-right:1rem}`;

function schemaBlock(title: string, schema: unknown): string {
  return `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(
    JSON.stringify(schema, null, 2),
  )}</pre></details>`;
}

function operationSection(path: string, method: string, operation: OpenApiOperation): string {
  const parts = [
    `<h2><code class="method">${escapeHtml(method)}</code><code>${escapeHtml(path)}</code>` +
      `<span class="auth">${escapeHtml(operation['x-auth'])}</span></h2>`,
  ];
  if (operation.parameters) parts.push(schemaBlock('Parameters', operation.parameters));
  if (operation.requestBody) parts.push(schemaBlock('Request body', operation.requestBody));
  for (const [status, response] of Object.entries(operation.responses)) {
    parts.push(schemaBlock(`Response ${status}`, response));
  }
  return `<section>${parts.join('')}</section>`;
}

/** A reference page rendered on the server: readable without any script, as the CSP requires. */
export function renderReferencePage(document: OpenApiDocument): string {
  const sections = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) =>
      operationSection(path, method, operation),
    ),
  );
  const title = escapeHtml(document.info.title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head>
<body><h1>${title}</h1><p>${escapeHtml(document.info.description)}</p>
<nav><a href="/api/openapi.json">OpenAPI document (JSON)</a></nav>
${sections.join('\n')}
</body></html>`;
}
