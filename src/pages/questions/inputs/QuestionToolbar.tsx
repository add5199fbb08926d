import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Image from '@mui/icons-material/Image';
import InsertPhoto from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useAppNotify } from '../../../lib/notify';
import { IMAGE_TYPES, imageAsDataUrl } from './imageAsDataUrl';

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

/** Re-renders on every editor transaction, so the buttons show the formatting at the cursor. */
function useEditorTick(editor: Editor | null | undefined) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', tick);
    return () => {
      editor.off('transaction', tick);
    };
  }, [editor]);
}

interface ToolProps {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled: boolean;
}

/** Out of the tab order: Tab goes from one field to the next; the editor's keys (Ctrl+B…) format. */
function Tool({ label, active = false, onClick, children, disabled }: ToolProps) {
  return (
    <ToggleButton
      value={label}
      size="small"
      selected={active}
      aria-label={label}
      title={label}
      tabIndex={-1}
      disabled={disabled}
      onClick={onClick}
      sx={{ border: 0, p: 0.5 }}
    >
      {children}
    </ToggleButton>
  );
}

type Chain = ReturnType<Editor['chain']>;

/** Marks and lists, each with its toolbar label key, the node or mark it sets, and its icon. */
const FORMATS: {
  key: string;
  node: string;
  icon: typeof FormatBold;
  toggle: (chain: Chain) => Chain;
}[] = [
  { key: 'bold', node: 'bold', icon: FormatBold, toggle: (c) => c.toggleMark('bold') },
  { key: 'italic', node: 'italic', icon: FormatItalic, toggle: (c) => c.toggleMark('italic') },
  {
    key: 'underline',
    node: 'underline',
    icon: FormatUnderlined,
    toggle: (c) => c.toggleMark('underline'),
  },
  {
    key: 'bullets',
    node: 'bulletList',
    icon: FormatListBulleted,
    toggle: (c) => c.toggleList('bulletList', 'listItem'),
  },
  {
    key: 'numbers',
    node: 'orderedList',
    icon: FormatListNumbered,
    toggle: (c) => c.toggleList('orderedList', 'listItem'),
  },
];

/**
 * The few formats a question needs: bold, italic, underline, lists, and images, by address or
 * from a small file kept in the text itself (the server stores no separate question images).
 */
export function QuestionToolbar() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useAppNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  useEditorTick(editor);
  const disabled = !editor || !editor.isEditable;
  const t = (key: string) => translate(`app.questions.toolbar.${key}`);
  const chain = () => editor!.chain().focus();

  const addImageByUrl = () => {
    const src = window.prompt(t('image_url'));
    if (src) chain().insertContent({ type: 'image', attrs: { src } }).run();
  };
  const addImageFile = async (file: File | undefined) => {
    if (!file) return;
    const result = await imageAsDataUrl(file);
    if ('error' in result) notify.error(translate(`app.questions.toolbar.${result.error}`, result));
    else
      chain()
        .insertContent({ type: 'image', attrs: { src: result.src, alt: file.name } })
        .run();
  };

  return (
    <Box
      role="toolbar"
      aria-label={t('label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, mb: 0.5 }}
    >
      {FORMATS.map(({ key, node, icon: Icon, toggle }) => (
        <Tool
          key={key}
          label={t(key)}
          active={editor?.isActive(node)}
          disabled={disabled}
          onClick={() => toggle(chain()).run()}
        >
          <Icon fontSize="small" />
        </Tool>
      ))}
      <Tool label={t('image_link')} disabled={disabled} onClick={addImageByUrl}>
        <Image fontSize="small" />
      </Tool>
      <Tool label={t('image_file')} disabled={disabled} onClick={() => fileInput.current?.click()}>
        <InsertPhoto fontSize="small" />
      </Tool>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void addImageFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
