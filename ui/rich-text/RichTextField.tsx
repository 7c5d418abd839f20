import { useEffect, type ReactNode } from 'react';
import { Bold, Italic, List, ListOrdered } from 'lucide-react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useController } from 'react-hook-form';
import { cx } from '../cx.ts';
import { fieldErrorText } from '../forms/bound.tsx';
import { FieldError, FieldHint, RequiredMark, useFieldIds, type FieldBaseProps } from '../forms/Field.tsx';
import { useFormMessages } from '../forms/FormMessages.tsx';

export interface RichTextFieldProps extends FieldBaseProps {
  /** HTML; '' when the editor is empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /**
   * Shown, not edited (a note on a page where it cannot be changed): no formatting toolbar, which
   * would offer what cannot be done, and the box says it is read-only. `disabled` is for a field
   * that will be editable again (while its form saves) and keeps the toolbar in place.
   */
  readOnly?: boolean;
}

const editorClass = (invalid: boolean, readOnly: boolean) =>
  cx(
    'prose-sm min-h-32 w-full border',
    // Under the toolbar, or standing alone when read-only.
    readOnly ? 'rounded-md bg-slate-50' : 'rounded-b-md bg-white',
    'px-3 py-2 text-slate-900 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
    'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600',
    invalid ? 'border-red-700' : 'border-slate-500',
  );

function ToolbarButton({
  label,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  disabled: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex min-w-8 items-center justify-center rounded px-2 py-1 text-sm text-slate-900 hover:bg-slate-100 aria-pressed:bg-blue-100 aria-pressed:text-blue-900 focus-visible:outline-3 focus-visible:outline-blue-600"
    >
      {children}
    </button>
  );
}

/** The toolbar re-renders on each transaction through useEditorState (Tiptap 3 would not by itself). */
function Toolbar({ editor, controls, disabled }: { editor: Editor; controls: string; disabled: boolean | undefined }) {
  const messages = useFormMessages();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={messages.formatting}
      aria-controls={controls}
      className="flex gap-1 rounded-t-md border border-b-0 border-slate-500 bg-slate-50 px-1 py-1"
    >
      <ToolbarButton
        label={messages.bold}
        pressed={active.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      >
        <Bold aria-hidden="true" className="size-4" />
      </ToolbarButton>
      <ToolbarButton
        label={messages.italic}
        pressed={active.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      >
        <Italic aria-hidden="true" className="size-4" />
      </ToolbarButton>
      <ToolbarButton
        label={messages.bulletList}
        pressed={active.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List aria-hidden="true" className="size-4" />
      </ToolbarButton>
      <ToolbarButton
        label={messages.numberedList}
        pressed={active.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered aria-hidden="true" className="size-4" />
      </ToolbarButton>
    </div>
  );
}

/**
 * A labelled rich-text box on Tiptap (bold, italic, lists), for notes. The editable region is a
 * multi-line textbox named by the label and described by the hint and error. It lives outside
 * `ui/index.ts` so that bundles without rich text (the consent site) never load Tiptap.
 *
 * @example
 *   <RichTextField label={t`Note`} value={note} onChange={setNote} />
 */
export function RichTextField({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  className,
  value,
  onChange,
  onBlur,
  readOnly = false,
}: RichTextFieldProps) {
  const aria = useFieldIds({ id, hint, error, required });
  const labelId = `${aria.id}-label`;
  const attributes = (): Record<string, string> => ({
    id: aria.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    class: editorClass(Boolean(error), readOnly),
  });
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    editable: !disabled && !readOnly,
    immediatelyRender: true,
    // Tiptap would add its styles as an inline <style>, which the Content-Security-Policy refuses
    // (an error on each opening); the same rules are in src/styles.css.
    injectCSS: false,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // The error and hint come and go after the editor exists: keep its attributes in step.
  // Effects skip a destroyed editor: hidden by Suspense or Activity, Tiptap destroys it, and when
  // shown again these effects reconnect before useEditor's new editor renders (then they run again).
  const attributesKey = JSON.stringify(attributes());
  useEffect(() => {
    if (!editor.isDestroyed)
      editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled && !readOnly);
  }, [editor, disabled, readOnly]);
  // A value set from outside (a form reset, a loaded note) replaces the content; typing does not loop back.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={cx('space-y-1', className)}>
      <div id={labelId} className="font-semibold text-slate-900" onClick={() => editor.commands.focus()}>
        {label}
        {required ? <RequiredMark /> : null}
      </div>
      {hint ? <FieldHint id={aria.hintId}>{hint}</FieldHint> : null}
      <div>
        {readOnly ? null : <Toolbar editor={editor} controls={aria.id} disabled={disabled} />}
        <EditorContent editor={editor} />
      </div>
      {error ? <FieldError id={aria.errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** RichTextField bound to a react-hook-form path; an empty editor is '' (so "required" applies). */
export function FormRichTextField({
  name,
  ...props
}: Omit<RichTextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string }) {
  const { field, fieldState } = useController({ name });
  const error = fieldErrorText(fieldState.error, props.label, false, useFormMessages());
  return (
    <RichTextField
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
