/** Texts of the SAT scoring screens (conversion tables), under `app.scoring`. */
export const scoring = {
  conversion: {
    open: 'Conversion table',
    title: 'Conversion table: %{scale}',
    range: 'Raw scores from 0, converted to scaled scores from %{min} to %{max}.',
    raw: 'Raw score',
    scaled: 'Scaled score',
    add_row: 'Add row',
    remove_row: 'Remove last row',
    paste: 'Paste from a spreadsheet',
    paste_help:
      'One row per line: the raw score and the scaled score, or only the scaled scores in order from raw score 0.',
    paste_label: 'Rows',
    paste_apply: 'Use these rows',
    paste_error: 'These lines could not be read: %{lines}.',
    cancel: 'Cancel',
    save: 'Save table',
    saved:
      'Table saved; %{smart_count} attempt was scored again. |||| Table saved; %{smart_count} attempts were scored again.',
    empty: 'This table has no rows yet. Add the row for raw score 0, or paste a whole table.',
    read_only: 'You may read this table but not change it.',
  },
};
