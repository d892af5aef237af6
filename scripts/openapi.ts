import { readFileSync, writeFileSync } from 'node:fs';
import { derivedComponents } from '../src/api-server/api-schemas.js';

// Rewrites the component schemas derived from the API's zod schemas in openapi/hawker-api.json,
// leaving the rest of the document as written.
const path = new URL('../openapi/hawker-api.json', import.meta.url);
const document = JSON.parse(readFileSync(path, 'utf8')) as { components: { schemas: Record<string, unknown> } };
Object.assign(document.components.schemas, derivedComponents());
writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
