import { type Editor, useEditorState } from '@tiptap/react';
import { type ReactNode, useId, useState } from 'react';
import { icon } from '#web/components/icons.tsx';

/* The rich text editor's toolbar and its link prompt (RichTextEditor.tsx). */

export type Direction = 'rtl' | 'ltr';
/** Block nodes that may carry a `dir` of their own. */
export const blockTypes = ['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote'];

/** Two chain links: no emoji font is needed to show it. */
const LinkGlyph = icon(
  <>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </>,
);

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

/** Three numbered lines, drawn: a visible '1.' would be text that the button's name does not carry. */
const OrderedGlyph = icon(
  <>
    <path d="M10 6h11M10 12h11M10 18h11" />
    <path d="M4 4.5 5.5 4v4.5M3.5 14.5c.3-.6.9-1 1.6-1 .9 0 1.5.6 1.5 1.3 0 1.1-3.1 1.7-3.1 3.7h3.2" />
  </>,
);

type Translate = (key: string) => string;
type Chain = ReturnType<Editor['chain']>;

/** A button of the toolbar: its name, what it shows, whether it is on (or may be pressed), its action. */
type ToolButton = {
  key: string;
  label: string;
  glyph: ReactNode;
  active?: boolean;
  enabled?: boolean;
  onClick: () => void;
};

/** The formats a button turns on and off, in the toolbar's order: each one's key in the state, name, glyph and command. */
const formats = [
  { key: 'bold', label: 'bold', glyph: 'B', command: (c: Chain) => c.toggleBold() },
  { key: 'italic', label: 'italic', glyph: 'I', command: (c: Chain) => c.toggleItalic() },
  { key: 'h2', label: 'heading2', glyph: 'H2', command: (c: Chain) => c.toggleHeading({ level: 2 }) },
  { key: 'h3', label: 'heading3', glyph: 'H3', command: (c: Chain) => c.toggleHeading({ level: 3 }) },
  { key: 'bullet', label: 'bulletList', glyph: '•', command: (c: Chain) => c.toggleBulletList() },
  {
    key: 'ordered',
    label: 'orderedList',
    glyph: <OrderedGlyph size={16} strokeWidth={2} />,
    command: (c: Chain) => c.toggleOrderedList(),
  },
  { key: 'quote', label: 'quote', glyph: '❝', command: (c: Chain) => c.toggleBlockquote() },
] as const;

/** What the toolbar shows as on or possible where the caret is; `opposite` is the other direction than the text's. */
function useFormatState(editor: Editor, opposite: Direction) {
  return useEditorState({
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
}

/** One button of the toolbar; a pointer press keeps the caret in the text. */
function ToolbarButton({ button, disabled }: { button: ToolButton; disabled: boolean }) {
  return (
    <button
      type="button"
      aria-label={button.label}
      title={button.label}
      aria-pressed={button.active === undefined ? undefined : button.active}
      disabled={disabled || button.enabled === false}
      // A pointer press keeps the caret in the text, so typing (Enter included) goes on there.
      onMouseDown={(event) => event.preventDefault()}
      onClick={button.onClick}
      className={`min-w-9 rounded px-2 py-1 text-sm font-bold text-brand-900 hover:bg-brand-100 disabled:opacity-40 aria-pressed:bg-brand-200 ${
        button.key === 'italic' ? 'font-serif italic' : ''
      }`}
    >
      <span aria-hidden="true" dir="ltr" className="inline-flex items-center justify-center">
        {button.glyph}
      </span>
    </button>
  );
}

export function Toolbar({
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
  const state = useFormatState(editor, opposite);

  const run = (command: (chain: Chain) => Chain) => () => command(editor.chain().focus()).run();

  const toggleDirection = () => {
    const next = state.opposite ? null : opposite;
    let chain = editor.chain().focus();
    for (const type of ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote']) {
      chain = chain.updateAttributes(type, { dir: next });
    }
    chain.run();
  };

  // Each button's name carries the letters it shows (H2, LTR), for those who speak the name to press it.
  const buttons: ToolButton[] = [
    ...formats.map(({ key, label, glyph, command }) => ({
      key,
      label: t(label),
      glyph,
      active: state[key],
      onClick: run(command),
    })),
    {
      key: 'link',
      label: t('link'),
      glyph: <LinkGlyph size={16} strokeWidth={2} />,
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
          <ToolbarButton key={button.key} button={button} disabled={disabled} />
        ))}
      </div>
      {linking && <LinkPrompt editor={editor} t={t} close={() => setLinking(false)} />}
    </>
  );
}

/** The link being written: its address, whether it was refused, and applying or removing it. */
function useLinkForm(editor: Editor, close: () => void) {
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
  const type = (text: string) => {
    setHref(text);
    setError(false);
  };
  return { href, error, type, apply, remove };
}

/** The address of a link: applied to the selection (or written as its own text), removed, or given up. */
function LinkPrompt({ editor, t, close }: { editor: Editor; t: Translate; close: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const { href, error, type, apply, remove } = useLinkForm(editor, close);

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
        onChange={(event) => type(event.target.value)}
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
