/** Sizes of the week's time grid, shared by the axis and the day columns so their rows line up. */
export const HOUR_HEIGHT = 48;
/** Room for the weekday, the day number and one line of holiday name, on every day alike. */
export const DAY_HEADER_HEIGHT = '4.75rem';
export const AXIS_WIDTH = '3.5rem';
/** Below this a session's title no longer fits; the grid scrolls sideways instead. */
export const DAY_MIN_WIDTH = '6.5rem';
