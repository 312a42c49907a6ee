import { type Editor, EditorContent, Extension, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, type Lang } from '#shared/lang.ts';

/*
 * The console's rich text editor (Tiptap). It makes only what the server's allow-list keeps
 * (services/rich-text.ts): paragraphs, h2–h4, lists, quotes, bold, italic, underline, strike and links;
 * the server cleans it again before storing it. Its direction follows the text's language, not the
 * console's: an Arabic field is right-to-left on the English console, an English one left-to-right.
 * Tiptap is imported only here, under the console's lazy chunk, so readers never download it.
 * Its strings are the `rich-text` namespace (staff/i18n/<lang>/rich-text.json), loaded with the console.
 */

type Direction = 'rtl' | 'ltr';
const blockTypes = ['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote'];

/** A `dir` on block nodes, kept from the stored HTML and set by the direction button. */
const BlockDirection = Extension.create({
  name: 'blockDirection',
  addGlobalAttributes() {
    return [
      {
        types: blockTypes,
        attributes: {
          dir: {
            default: null,
            parseHTML: (element) => {
              const dir = element.getAttribute('dir');
              return dir === 'rtl' || dir === 'ltr' ? dir : null;
            },
            renderHTML: (attributes) => (attributes.dir ? { dir: attributes.dir } : {}),
          },
        },
      },
    ];
  },
});

/** An address the server keeps: http(s), mailto or a path of the shop; a bare domain gets https://. */
export function normaliseLink(input: string): string | null {
  const href = input.trim();
  if (!href) return null;
  if (/^(https?:\/\/|mailto:)\S+$/i.test(href)) return href;
  if (/^\/(?!\/)\S*$/.test(href)) return href;
  if (/^[^\s/:@]+\.[^\s/:@]+(\/\S*)?$/.test(href)) return `https://${href}`;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(href)) return `mailto:${href}`;
  return null;
}

/** What a form needs of the editor: focus on a field error (react-hook-form's `field.ref`). */
export type RichTextEditorHandle = { focus: () => void };

export type RichTextEditorProps = {
  /** Given to the editing area, so a label's id and error messages can point at it. */
  id?: string;
  /** The language the text is written in: decides its direction. */
  lang: Lang;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Id of the visible label (a `<label for>` cannot name an editable area). */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  disabled?: boolean;
  ref?: Ref<RichTextEditorHandle>;
};

const emptyAsBlank = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export function RichTextEditor(props: RichTextEditorProps) {
  const { id, lang, value, onChange, onBlur, disabled = false, ref } = props;
  const { t } = useTranslation('rich-text');
  const dir = directionOf(lang);
  const ownId = useId();
  const areaId = id ?? `${ownId}-area`;
  // The HTML this editor last handed out: a `value` equal to it is our own echo, not a new text.
  const emitted = useRef(value);
  const handlers = useRef({ onChange, onBlur });
  handlers.current = { onChange, onBlur };

  const attributes: Record<string, string> = {
    id: areaId,
    dir,
    lang,
    role: 'textbox',
    'aria-multiline': 'true',
    class:
      'prose-shop min-h-40 px-3 py-2 text-start outline-none [&_blockquote]:my-3 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-200 [&_blockquote]:ps-3 [&_blockquote]:text-brand-700 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:mb-2 [&_h4]:font-bold [&_li>p]:mb-1',
  };
  for (const name of ['aria-labelledby', 'aria-label', 'aria-describedby'] as const) {
    if (props[name]) attributes[name] = props[name];
  }
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  if (invalid) attributes['aria-invalid'] = 'true';
  if (disabled) attributes['aria-disabled'] = 'true';

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // No empty paragraph forced after a list or quote: what is stored is what was written.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          // The server sets target and rel on outside links itself.
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      BlockDirection,
    ],
    content: value,
    immediatelyRender: true,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = emptyAsBlank(current);
      emitted.current = html;
      handlers.current.onChange(html);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });

  // A new text from outside (the record loaded, the form reset) replaces the editor's content.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    if (emptyAsBlank(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-gold-400 ${
        invalid ? 'border-red-600' : 'border-brand-200'
      } ${disabled ? 'opacity-60' : ''}`}
    >
      <Toolbar editor={editor} dir={dir} areaId={areaId} disabled={disabled} t={t} />
      <EditorContent editor={editor} />
    </div>
  );
}

type Translate = (key: string) => string;

function Toolbar({
  editor,
  dir,
  areaId,
  disabled,
  t,
}: {
  editor: Editor;
  dir: Direction;
  areaId: string;
  disabled: boolean;
  t: Translate;
}) {
  const [linking, setLinking] = useState(false);
  const opposite: Direction = dir === 'rtl' ? 'ltr' : 'rtl';
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      opposite: blockTypes.some((type) => e.isActive(type, { dir: opposite })),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();

  const toggleDirection = () => {
    const next = state.opposite ? null : opposite;
    let chain = editor.chain().focus();
    for (const type of ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote']) {
      chain = chain.updateAttributes(type, { dir: next });
    }
    chain.run();
  };

  const buttons: {
    key: string;
    label: string;
    glyph: string;
    active?: boolean;
    enabled?: boolean;
    onClick: () => void;
  }[] = [
    { key: 'bold', label: t('bold'), glyph: 'B', active: state.bold, onClick: run((c) => c.toggleBold()) },
    {
      key: 'italic',
      label: t('italic'),
      glyph: 'I',
      active: state.italic,
      onClick: run((c) => c.toggleItalic()),
    },
    {
      key: 'h2',
      label: t('heading2'),
      glyph: 'H2',
      active: state.h2,
      onClick: run((c) => c.toggleHeading({ level: 2 })),
    },
    {
      key: 'h3',
      label: t('heading3'),
      glyph: 'H3',
      active: state.h3,
      onClick: run((c) => c.toggleHeading({ level: 3 })),
    },
    {
      key: 'bullet',
      label: t('bulletList'),
      glyph: '•',
      active: state.bullet,
      onClick: run((c) => c.toggleBulletList()),
    },
    {
      key: 'ordered',
      label: t('orderedList'),
      glyph: '1.',
      active: state.ordered,
      onClick: run((c) => c.toggleOrderedList()),
    },
    {
      key: 'quote',
      label: t('quote'),
      glyph: '❝',
      active: state.quote,
      onClick: run((c) => c.toggleBlockquote()),
    },
    {
      key: 'link',
      label: t('link'),
      glyph: '🔗',
      active: state.link,
      onClick: () => setLinking((open) => !open),
    },
    {
      key: 'direction',
      label: t(opposite === 'ltr' ? 'toLtr' : 'toRtl'),
      glyph: opposite === 'ltr' ? 'LTR' : 'RTL',
      active: state.opposite,
      onClick: toggleDirection,
    },
    { key: 'undo', label: t('undo'), glyph: '↶', enabled: state.canUndo, onClick: run((c) => c.undo()) },
    { key: 'redo', label: t('redo'), glyph: '↷', enabled: state.canRedo, onClick: run((c) => c.redo()) },
  ];

  return (
    <>
      <div
        role="toolbar"
        aria-label={t('toolbar')}
        aria-controls={areaId}
        className="flex flex-wrap gap-1 border-b border-brand-100 bg-brand-50 p-1"
      >
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.active === undefined ? undefined : button.active}
            disabled={disabled || button.enabled === false}
            onClick={button.onClick}
            className={`min-w-9 rounded px-2 py-1 text-sm font-bold text-brand-900 hover:bg-brand-100 disabled:opacity-40 aria-pressed:bg-brand-200 ${
              button.key === 'italic' ? 'italic' : ''
            }`}
          >
            <span aria-hidden="true" dir="ltr">
              {button.glyph}
            </span>
          </button>
        ))}
      </div>
      {linking && <LinkPrompt editor={editor} t={t} close={() => setLinking(false)} />}
    </>
  );
}

function LinkPrompt({ editor, t, close }: { editor: Editor; t: Translate; close: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [href, setHref] = useState(() => editor.getAttributes('link').href ?? '');
  const [error, setError] = useState(false);

  const apply = () => {
    const normalised = normaliseLink(href);
    if (!normalised) {
      setError(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // Nothing selected: the address itself becomes the link's text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({
        type: 'text',
        text: normalised,
        marks: [{ type: 'link', attrs: { href: normalised } }],
      });
    } else {
      chain.setLink({ href: normalised });
    }
    chain.run();
    close();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  };

  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-brand-100 bg-brand-50 px-2 py-2 text-sm">
      <label htmlFor={inputId} className="font-semibold text-brand-900">
        {t('linkAddress')}
      </label>
      <input
        id={inputId}
        dir="ltr"
        type="text"
        inputMode="url"
        value={href}
        // biome-ignore lint/a11y/noAutofocus: the prompt opens on the member's click to type an address.
        autoFocus
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
        placeholder="https://"
        className="min-w-48 flex-1 rounded border border-brand-200 px-2 py-1 text-start"
      />
      <button
        type="button"
        onClick={apply}
        className="rounded bg-brand-700 px-3 py-1 font-semibold text-white"
      >
        {t('applyLink')}
      </button>
      {editor.isActive('link') && (
        <button type="button" onClick={remove} className="rounded px-3 py-1 font-semibold text-brand-800">
          {t('removeLink')}
        </button>
      )}
      <button type="button" onClick={close} className="rounded px-3 py-1 text-brand-800">
        {t('cancel')}
      </button>
      {error && (
        <p id={errorId} role="alert" className="basis-full text-red-700">
          {t('badLink')}
        </p>
      )}
    </div>
  );
}
