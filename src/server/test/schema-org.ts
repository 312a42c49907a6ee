import { readFileSync } from 'node:fs';
import path from 'node:path';
import Validator, { type Issue } from '@adobe/structured-data-validator';
import WebAutoExtractor, { type Extracted } from '@marbec/web-auto-extractor';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/*
 * A page's structured data as a search engine reads it: extracted from the HTML with
 * @marbec/web-auto-extractor, then checked by Adobe's @adobe/structured-data-validator against both
 * Google's rich-result rules and schema.org's vocabulary, release 30.0, kept in schema-org/ (its
 * NOTICE.md says where from). With the vocabulary, a type schema.org does not have is an error, and a
 * property its type does not have (nor any type it comes from) a warning.
 */

const vocabulary: unknown = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'schema-org', 'schemaorg-current-https.jsonld'), 'utf8'),
);
const validator = new Validator(vocabulary);

export async function readStructuredData(html: string): Promise<{ extracted: Extracted; issues: Issue[] }> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
    html,
  );
  return { extracted, issues: await validator.validate(extracted) };
}

export type StructuredNode = Record<string, unknown> & { '@type': string };

/**
 * The structured data of the page `path` answers (200 expected): the validator's issues, and `one(type)`,
 * the one node of that type the page has.
 */
export async function sharePageData(app: FastifyInstance, path: string) {
  const res = await app.inject({ method: 'GET', url: path });
  expect(res.statusCode).toBe(200);
  const { extracted, issues } = await readStructuredData(res.body);
  const jsonld = extracted.jsonld as Record<string, StructuredNode[]>;
  const one = (type: string) => {
    expect(jsonld[type], type).toHaveLength(1);
    return jsonld[type]![0]!;
  };
  return { issues, one, jsonld };
}
