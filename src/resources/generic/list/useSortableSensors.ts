import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * How a sortable list is moved: by mouse or touch once the pointer has travelled a few pixels (so
 * that a click on a row stays a click), or from the keyboard on a focused handle (Space to lift,
 * arrows to move, Space to drop).
 */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
