/* The two libraries that read structured data back from a page, as the tests use them; they ship no types. */

declare module '@marbec/web-auto-extractor' {
  export type Extracted = {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, Record<string, unknown>[]>;
    rdfa: Record<string, Record<string, unknown>[]>;
    errors: unknown[];
  };
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Extracted;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor';
  export type Issue = {
    rootType: string;
    severity: 'ERROR' | 'WARNING';
    issueMessage: string;
    fieldNames: string[];
  };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: Extracted): Promise<Issue[]>;
  }
}
