import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useSortableSensors } from '../sortable-sensors.ts';

export interface SortableRowsProps {
  /** Names the list, and each row's position in announcements. */
  label: string;
  /** A row's handle's name by its place (1 on): 'Drag to reorder section 2'. */
  handleLabel: (n: number) => string;
  count: number;
  onMove: (from: number, to: number) => void;
  /** One row: its drag handle is given to place where the row wants it. */
  row: (index: number, handle: ReactNode, style: CSSProperties, ref: (node: HTMLElement | null) => void) => ReactNode;
  className?: string;
}

/**
 * A list reordered by drag or by keyboard (focus a handle, Space, the arrows, Space) with what
 * happens announced; rows are known by their place, so a drop is one move of `from` to `to`.
 */
export function SortableRows({ label, handleLabel, count, onMove, row, className }: SortableRowsProps) {
  const { t } = useLingui();
  const sensors = useSortableSensors();
  // One array while the count stands: a new one gives every sortable row a new context value.
  const ids = useMemo(() => Array.from({ length: count }, (_, i) => `row-${i}`), [count]);
  const place = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(place(active.id) - 1, place(over.id) - 1);
  };
  // Each list's announcements in a place of their own (lists nest: a section's entries, an entry's blocks).
  const [announcer, setAnnouncer] = useState<HTMLElement | null>(null);
  return (
    <>
      <div ref={setAnnouncer} data-announcements={label} />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          container: announcer ?? undefined,
          announcements: {
            onDragStart: ({ active }) => {
              const at = place(active.id);
              return t`Picked up item ${at} of ${label}.`;
            },
            onDragOver: ({ over }) => {
              const at = place(over?.id);
              return over ? t`Over position ${at} of ${count}.` : undefined;
            },
            onDragEnd: ({ over }) => {
              const at = place(over?.id);
              return over ? t`Dropped at position ${at} of ${count}.` : t`Dropped.`;
            },
            onDragCancel: () => t`Moving was cancelled.`,
          },
          screenReaderInstructions: {
            draggable: t`To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.`,
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={className} aria-label={label}>
            {ids.map((id, index) => (
              <SortableRow key={id} id={id} index={index} row={row} handleLabel={handleLabel} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}

function SortableRow({
  id,
  index,
  row,
  handleLabel,
}: {
  id: string;
  index: number;
  row: SortableRowsProps['row'];
  handleLabel: SortableRowsProps['handleLabel'];
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id });
  const n = index + 1;
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={handleLabel(n)}
      className="cursor-grab rounded px-2 py-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
    >
      ⠿
    </button>
  );
  return row(index, handle, { transform: CSS.Transform.toString(transform), transition }, setNodeRef);
}
