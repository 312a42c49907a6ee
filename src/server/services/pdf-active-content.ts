import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFStream,
  PDFString,
} from 'pdf-lib';

/*
 * What in a PDF can act on its reader rather than be read: scripts, actions that start programs, send
 * form data or open other files, embedded files, rich media and 3D (which carry scripts of their own),
 * XFA forms. The shop's PDFs are books, news issues and articles: none needs any of it, so a PDF with
 * any of it is refused (docs/decisions/040).
 *
 * Two looks, because readers and parsers disagree on where objects are:
 * 1. Every object pdf-lib parsed, those packed in compressed object streams included, and every
 *    dictionary nested in them, reached or not from the catalogue: a key or a type from the lists
 *    below refuses the file. Names are compared decoded (`/J#53` is `/JS`).
 * 2. The raw bytes, for the long names below followed by a delimiter: an object a reader finds
 *    through the cross-reference table but a parser reading object after object skips (for
 *    instance one written inside another object's stream) is still seen if it is stored
 *    uncompressed. Short names (`/JS`, `/AA`) are left to the first look: binary stream data holds
 *    any three bytes by chance, and a 200 MB book would be refused for nothing.
 * Links to the web stay; a link (a URI action) that would run a script, open a file on the reader's
 * machine or carry a document of its own (`javascript:`, `vbscript:`, `file:`, `data:`) is active too,
 * read as readers and browsers read a scheme: in any case, blanks and control characters left out.
 */

/** Keys whose mere presence makes a dictionary active, and what they are. */
const ACTIVE_KEYS: Record<string, string> = {
  JS: 'JavaScript code',
  JavaScript: 'document JavaScript',
  AA: 'additional actions',
  EmbeddedFiles: 'embedded files',
  EF: 'embedded file',
  XFA: 'XFA form',
};

/** Action types (`/S`) that run, launch, send, import or open something beyond the document. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'RichMediaExecute',
]);

/** Object types and annotation subtypes that carry files, media or scripts of their own. */
const ACTIVE_TYPES = new Set(['EmbeddedFile', 'RichMedia', 'FileAttachment', '3D']);

/** Names looked for in the raw bytes: long enough that compressed data never holds them by chance. */
const RAW_NAMES = [
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
];

/** URI schemes no link may open: scripts, files on the reader's machine, documents in the link itself. */
const ACTIVE_SCHEMES = ['javascript', 'vbscript', 'file', 'data'];

/** The active scheme `uri` (its bytes, latin1) opens, as a reader takes it; undefined for any other. */
function activeScheme(uri: string): string | undefined {
  // Browsers drop tabs and line breaks anywhere and blanks or controls around a URL; readers vary more.
  const squeezed = [...uri]
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  return ACTIVE_SCHEMES.find((scheme) => squeezed.startsWith(`${scheme}:`));
}

/** A string's bytes as latin1 and as the text it decodes to (PDFDocEncoding or UTF-16). */
const readingsOf = (value: PDFString | PDFHexString) => [
  Buffer.from(value.asBytes()).toString('latin1'),
  value.decodeText(),
];

/** The active link scheme of a `/URI` entry's value, if it is a string that opens one. */
function activeLink(value: PDFObject | undefined): string | undefined {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return undefined;
  return readingsOf(value)
    .map(activeScheme)
    .find((scheme) => scheme !== undefined);
}

/** PDF whitespace and delimiters: what may follow a name. */
const NAME_END = new Set([
  0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25,
]);

const nameOf = (object: PDFObject | undefined) =>
  object instanceof PDFName ? object.decodeText() : undefined;

/** What makes `dict` active, added to `found`. */
function activeEntries(dict: PDFDict, found: Set<string>) {
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    const activeKey = ACTIVE_KEYS[name];
    if (activeKey) found.add(activeKey);
    const scheme = name === 'URI' ? activeLink(value) : undefined;
    if (scheme) found.add(`${scheme}: link`);
    const valueName = nameOf(value);
    if (valueName === undefined) continue;
    if (name === 'S' && ACTIVE_ACTIONS.has(valueName)) found.add(`${valueName} action`);
    if (name === 'Type' && ACTIVE_TYPES.has(valueName)) found.add(`${valueName} object`);
    if (name === 'Subtype' && ACTIVE_TYPES.has(valueName)) found.add(`${valueName} annotation`);
  }
}

/** What is active in the parsed document, looking into every object it holds, reached or not. */
function activeObjects(document: PDFDocument, found: Set<string>) {
  // The trailer's dictionary is no indirect object, but what it points to (catalogue, info) is.
  const stack: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  while (stack.length > 0) {
    const object = stack.pop()!;
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      activeEntries(dict, found);
      stack.push(...dict.values());
    } else if (dict instanceof PDFArray) {
      stack.push(...dict.asArray());
    }
  }
}

/** The long active names the raw bytes hold outside compressed streams, added to `found`. */
function activeBytes(bytes: Buffer, found: Set<string>) {
  for (const name of RAW_NAMES) {
    const needle = Buffer.from(`/${name}`, 'latin1');
    for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) {
      const next = bytes[at + needle.length];
      if (next === undefined || NAME_END.has(next)) {
        found.add(`/${name} in the bytes`);
        break;
      }
    }
  }
}

/** How far after `/URI` its string is read in the raw bytes: far enough for any scheme with blanks. */
const RAW_URI_WINDOW = 256;
const PDF_BLANKS = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/** The string written at `at` in the raw bytes (literal or hex, its start within the window), if any. */
function rawString(bytes: Buffer, at: number): PDFString | PDFHexString | undefined {
  const window = bytes.subarray(at, at + RAW_URI_WINDOW).toString('latin1');
  let start = 0;
  while (start < window.length && PDF_BLANKS.has(window.charCodeAt(start))) start += 1;
  if (window[start] === '<') {
    const end = window.indexOf('>', start);
    return PDFHexString.of(
      window.slice(start + 1, end === -1 ? undefined : end).replace(/[^0-9A-Fa-f]/g, ''),
    );
  }
  if (window[start] !== '(') return undefined;
  // Up to the closing parenthesis not escaped (or the window's end: the scheme comes first).
  let end = start + 1;
  for (let depth = 1; end < window.length; end++) {
    const char = window[end];
    if (char === '\\') end += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) break;
  }
  return PDFString.of(window.slice(start + 1, end));
}

/** Active link schemes written after `/URI` in the raw bytes outside compressed streams, added to `found`. */
function activeRawLinks(bytes: Buffer, found: Set<string>) {
  const needle = Buffer.from('/URI', 'latin1');
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) {
    const next = bytes[at + needle.length];
    if (next === undefined || !NAME_END.has(next)) continue;
    const scheme = activeLink(rawString(bytes, at + needle.length));
    if (scheme) found.add(`${scheme}: link in the bytes`);
  }
}

/**
 * What in the PDF could act on its reader ('JavaScript action', 'embedded files', …), sorted; empty when
 * it holds nothing active. `document` is `bytes` as pdf-lib parsed them.
 */
export function activeContentOf(document: PDFDocument, bytes: Buffer): string[] {
  const found = new Set<string>();
  activeObjects(document, found);
  activeBytes(bytes, found);
  activeRawLinks(bytes, found);
  return [...found].sort();
}
