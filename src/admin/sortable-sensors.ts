import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * Kept outside the components: `useSensor` memoises on its options' identity, and options made on
 * each render gave dnd-kit's context new activators, so every sortable row of a list re-rendered on
 * each keystroke anywhere in it (a 200-question survey: 200 cards and 166 ms a key against 11 ms,
 * test/bench/survey-creator.ts).
 */
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/** The authoring lists' drag sensors: the pointer, and the keyboard (Space, the arrows, Space). */
export function useSortableSensors() {
  return useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, KEYBOARD));
}
