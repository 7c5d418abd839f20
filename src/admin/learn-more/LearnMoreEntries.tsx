import { useLingui } from '@lingui/react/macro';
import {
  addBlock,
  canRemoveBlock,
  canRemoveEntry,
  COPY_TYPES,
  moveBlock,
  moveEntry,
  removeBlock,
  removeEntry,
  updateBlock,
  updateEntry,
  type CopyType,
  type LearnMoreContent,
  type LearnMoreEntry,
  type LearnMoreSection,
} from '../../../domain/index.ts';
import { Button, SelectField, TextareaField, TextField } from '../../../ui/index.ts';
import { SortableRows } from './SortableRows.tsx';

type Edit = (change: (content: LearnMoreContent) => LearnMoreContent) => void;

export interface LearnMoreEntriesProps {
  section: LearnMoreSection;
  /** The section's place in the content. */
  s: number;
  edit: Edit;
}

/**
 * A learn-more section's entries (part 3 section 5): an accordion entry's summary and details, a
 * copy entry's title, copy type and copy blocks. Entries and blocks are reordered by drag or by
 * keyboard (their handles), entries by Move up / Move down too; a section keeps one entry, an entry
 * one block.
 */
export function LearnMoreEntries({ section, s, edit }: LearnMoreEntriesProps) {
  const { t } = useLingui();
  const n = s + 1;
  return (
    <SortableRows
      label={t`Entries of section ${n}`}
      handleLabel={(m) => t`Drag to reorder entry ${m} of section ${n}`}
      count={section.entries.length}
      onMove={(from, to) => edit((c) => moveEntry(c, s, from, to))}
      className="flex flex-col gap-2 pl-3"
      row={(e, handle, style, ref) => {
        const entry = section.entries[e]!;
        const m = e + 1;
        return (
          <li
            key={e}
            ref={ref}
            style={style}
            className="flex flex-col gap-2 rounded border border-slate-200 bg-white p-2"
          >
            <div className="flex flex-wrap items-center gap-2">
              {handle}
              <span className="flex-1 text-sm font-medium">{t`Entry ${m}`}</span>
              <Button
                size="sm"
                variant="ghost"
                disabled={e === 0}
                onClick={() => edit((c) => moveEntry(c, s, e, e - 1))}
              >
                {t`Move entry ${m} up`}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={e === section.entries.length - 1}
                onClick={() => edit((c) => moveEntry(c, s, e, e + 1))}
              >
                {t`Move entry ${m} down`}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={!canRemoveEntry(section)}
                onClick={() => edit((c) => removeEntry(c, s, e))}
              >
                {t`Remove entry ${m}`}
              </Button>
            </div>
            {section.type === 'accordion' ? (
              <>
                <TextField
                  label={t`Summary`}
                  value={entry.summary ?? ''}
                  maxLength={5000}
                  onChange={(summary) => edit((c) => updateEntry(c, s, e, { summary }))}
                />
                <TextareaField
                  label={t`Details`}
                  value={entry.details ?? ''}
                  rows={3}
                  maxLength={5000}
                  onChange={(details) => edit((c) => updateEntry(c, s, e, { details }))}
                />
              </>
            ) : (
              <CopyEntryFields entry={entry} s={s} e={e} edit={edit} />
            )}
          </li>
        );
      }}
    />
  );
}

function CopyEntryFields({ entry, s, e, edit }: { entry: LearnMoreEntry; s: number; e: number; edit: Edit }) {
  const { t } = useLingui();
  const m = e + 1;
  const n = s + 1;
  const copyTypeWords: Record<CopyType, string> = {
    paragraph: t`Paragraph`,
    'ordered-list': t`Ordered list`,
    'unordered-list': t`Unordered list`,
  };
  const blocks = entry.copyBlocks ?? [];
  return (
    <>
      <TextField
        label={t`Entry title`}
        value={entry.title ?? ''}
        maxLength={200}
        onChange={(title) => edit((c) => updateEntry(c, s, e, { title }))}
      />
      <SelectField
        label={t`Copy type`}
        value={entry.copyType ?? 'paragraph'}
        options={COPY_TYPES.map((type) => ({ value: type, label: copyTypeWords[type] }))}
        onChange={(copyType) => edit((c) => updateEntry(c, s, e, { copyType: copyType as CopyType }))}
      />
      <SortableRows
        label={t`Copy blocks of entry ${m} of section ${n}`}
        handleLabel={(k) => t`Drag to reorder block ${k} of entry ${m}`}
        count={blocks.length}
        onMove={(from, to) => edit((c) => moveBlock(c, s, e, from, to))}
        className="flex flex-col gap-2"
        row={(b, handle, style, ref) => {
          const block = blocks[b]!;
          const k = b + 1;
          return (
            <li key={b} ref={ref} style={style} className="flex gap-1 border-l-2 border-slate-200 bg-white pl-2">
              {handle}
              <div className="flex flex-1 flex-col gap-1">
                {entry.copyType === 'ordered-list' ? (
                  <TextField
                    label={t`Block ${k} title`}
                    value={block.title ?? ''}
                    maxLength={200}
                    onChange={(title) => edit((c) => updateBlock(c, s, e, b, { title: title || null }))}
                  />
                ) : null}
                <TextareaField
                  label={t`Block ${k} copy`}
                  value={block.copy}
                  rows={2}
                  maxLength={5000}
                  onChange={(copy) => edit((c) => updateBlock(c, s, e, b, { copy }))}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  className="self-start"
                  disabled={!canRemoveBlock(entry)}
                  onClick={() => edit((c) => removeBlock(c, s, e, b))}
                >
                  {t`Remove block ${k}`}
                </Button>
              </div>
            </li>
          );
        }}
      />
      <Button size="sm" variant="secondary" className="self-start" onClick={() => edit((c) => addBlock(c, s, e))}>
        {t`Add copy block`}
      </Button>
    </>
  );
}
