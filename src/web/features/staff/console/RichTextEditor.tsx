import { type Editor, EditorContent, Extension, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { directionOf, type Lang } from '#shared/lang.ts';
import { Field } from './form.tsx';
import { blockTypes, Toolbar } from './RichTextToolbar.tsx';

export { normaliseLink } from './RichTextToolbar.tsx';

/*
 * The console's rich text editor (Tiptap). It makes only what the server's allow-list keeps
 * (services/rich-text.ts): paragraphs, h2–h4, lists, quotes, bold, italic, underline, strike and links;
 * the server cleans it again before storing it. Its direction follows the text's language, not the
 * console's: an Arabic field is right-to-left on the English console, an English one left-to-right.
 * Tiptap is imported only here, under the console's lazy chunk, so readers never download it.
 * Its strings are the `rich-text` namespace (staff/i18n/<lang>/rich-text.json), loaded with the console.
 */

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

/** The editable area's attributes: its id, direction and language, its name, and its state. */
function areaAttributes(props: RichTextEditorProps, areaId: string, invalid: boolean) {
  const attributes: Record<string, string> = {
    id: areaId,
    dir: directionOf(props.lang),
    lang: props.lang,
    role: 'textbox',
    'aria-multiline': 'true',
    class:
      'prose-shop min-h-40 px-3 py-2 text-start outline-none [&_blockquote]:my-3 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-200 [&_blockquote]:ps-3 [&_blockquote]:text-brand-700 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:mb-2 [&_h4]:font-bold [&_li>p]:mb-1',
  };
  for (const name of ['aria-labelledby', 'aria-label', 'aria-describedby'] as const) {
    if (props[name]) attributes[name] = props[name];
  }
  if (invalid) attributes['aria-invalid'] = 'true';
  if (props.disabled) attributes['aria-disabled'] = 'true';
  return attributes;
}

/** The editor's extensions: StarterKit (headings 2 to 4; no code, code block or rule; plain links) and each block's direction. */
const extensions = () => [
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
];

/** The console's rich text editor: its toolbar over the editable area, in the text's own direction. */
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

  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const attributes = areaAttributes(props, areaId, invalid);

  const editor = useEditor({
    extensions: extensions(),
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

type RichTextFieldProps = Omit<RichTextEditorProps, 'id' | 'aria-label' | 'aria-labelledby'> & {
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Given by react-hook-form's Controller; not needed by the editor. */
  name?: string;
};

/**
 * A rich text field of a console form: label, editor and its error or hint, as `Field` lays out the
 * others. Made for react-hook-form's `Controller` (`{...field}` gives value, onChange, onBlur and ref).
 */
export function RichTextField({
  label,
  error,
  hint,
  required,
  className,
  name: _name,
  ...editor
}: RichTextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(described) => <RichTextEditor id={id} aria-label={label} {...described} {...editor} />}
    </Field>
  );
}
