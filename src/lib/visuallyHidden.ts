/**
 * Styles for text that screen readers read and the screen does not show. Sizes are strings: in
 * `sx`, a bare 1 means 100%, which would stretch the hidden box across (and past) its container.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
