import {
  Box,
  Grid,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { FetchErrorAlert } from '../../../components/fetch-error';
import { useUnsavedChangesGuard } from '../../../lib/unsaved';
import { PanelPage } from '../../panels/PanelPage';
import { ContentList } from './ContentList';
import { QUICK_FIELDS, text, type HomeKind } from './homeContent';
import { HomePreview } from './preview/HomePreview';
import { QuickEdit } from './QuickEdit';
import { useHomeEditor } from './useHomeEditor';

/** A row's chip: an enum label (by its i18n key) or a text as it is. */
type Detail = { key: string } | { text: string };

const LISTS: { kind: HomeKind; title: string; detail: (row: RaRecord) => Detail }[] = [
  {
    kind: 'slider',
    title: 'sliders',
    detail: (r) => ({ key: `enums.sliderMediaType.${text(r, 'media_type')}` }),
  },
  {
    kind: 'promotion',
    title: 'promotions',
    detail: (r) => {
      const dates = [text(r, 'starts_on'), text(r, 'ends_on')].filter(Boolean).join(' – ');
      return dates ? { text: dates } : { key: 'resources.promotion.name' };
    },
  },
  {
    kind: 'home-section',
    title: 'sections',
    detail: (r) => ({ key: `enums.sectionDesignType.${text(r, 'design_type')}` }),
  },
];

/**
 * `/homepage`: the home page's slides, promotions and sections in their order, reordered
 * by drag and shown or hidden in place (each change saved at once), with a quick edit of their
 * texts and a live preview of the public page: beside the lists on wide screens, in a tab on
 * narrow ones.
 */
export function HomePageEditor() {
  const translate = useTranslate();
  const editor = useHomeEditor();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [tab, setTab] = useState<'editor' | 'preview'>('editor');
  useUnsavedChangesGuard(editor.draft !== null);
  const title = translate('app.site.home.title');

  if (editor.error)
    return (
      <PanelPage title={title}>
        <FetchErrorAlert onRetry={editor.retry} />
      </PanelPage>
    );
  if (editor.isPending || !editor.lists)
    return (
      <PanelPage title={title}>
        <Stack spacing={2} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Stack>
      </PanelPage>
    );

  const lists = editor.lists;
  const startQuickEdit = (kind: HomeKind, row: RaRecord) =>
    editor.setDraft({
      kind,
      id: row.id,
      values: Object.fromEntries(QUICK_FIELDS[kind].map((f) => [f, text(row, f)])),
    });
  const editorPane = (
    <Stack spacing={2}>
      {LISTS.map(({ kind, title: listTitle, detail }) => (
        <ContentList
          key={kind}
          kind={kind}
          title={translate(`app.site.home.${listTitle}`)}
          rows={lists[kind]}
          detail={(row) => {
            const shown = detail(row);
            return 'text' in shown ? shown.text : translate(shown.key, { smart_count: 1 });
          }}
          selectedId={editor.draft?.kind === kind ? editor.draft.id : null}
          onMove={(active, over) => void editor.move(kind, active, over)}
          onToggle={(id) => void editor.toggle(kind, id)}
          onQuickEdit={(row) => startQuickEdit(kind, row)}
        >
          {editor.draft?.kind === kind && (
            <QuickEdit
              draft={editor.draft}
              onChange={(values) => editor.setDraft({ ...editor.draft!, values })}
              onSave={() => void editor.saveDraft()}
              onCancel={() => editor.setDraft(null)}
            />
          )}
        </ContentList>
      ))}
    </Stack>
  );
  const previewPane = <HomePreview lists={lists} />;

  return (
    <PanelPage title={title}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {translate('app.site.home.intro')}
      </Typography>
      {narrow ? (
        <>
          <Tabs
            value={tab}
            onChange={(_, value: 'editor' | 'preview') => setTab(value)}
            sx={{ mb: 2 }}
          >
            <Tab value="editor" label={translate('app.site.home.editor')} />
            <Tab value="preview" label={translate('app.site.home.preview')} />
          </Tabs>
          <Box>{tab === 'editor' ? editorPane : previewPane}</Box>
        </>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ md: 5 }}>{editorPane}</Grid>
          <Grid size={{ md: 7 }}>
            <Box sx={{ position: 'sticky', top: 72 }}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {translate('app.site.home.preview')}
              </Typography>
              {previewPane}
            </Box>
          </Grid>
        </Grid>
      )}
    </PanelPage>
  );
}
