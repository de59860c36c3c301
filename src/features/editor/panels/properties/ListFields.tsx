import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { collectionsOf, findCollection } from '../../../../document/collections/collections';
import { categoriesOf, newListSettings } from '../../../../document/collections/list';
import { LIMITS } from '../../../../document/limits';
import {
  LIST_SHOWS,
  type EditorElement,
  type ListSettings,
  type ListShow,
} from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { elementUpdated, selectDocument } from '../../editorSlice';

const t = fr.editor.list;
const native = { select: { native: true } } as const;

/**
 * « Liste » in « Propriétés »: the collection a list shows and which of its items (the most
 * recent, those of a category, chosen ones, or all of them 12 a page), each change one undo step.
 */
export function ListFields({ element }: { element: EditorElement }) {
  const dispatch = useAppDispatch();
  const collections = useAppSelector((state) => collectionsOf(selectDocument(state)));
  const settings = element.properties.list;
  const collection = settings ? findCollection({ collections }, settings.collection) : undefined;
  const apply = (list: ListSettings) =>
    dispatch(elementUpdated({ id: element.id, changes: { list } }));
  const categories = collection ? categoriesOf(collection) : [];
  return (
    <>
      <TextField
        select
        size="small"
        label={t.collection}
        value={collection?.id ?? ''}
        onChange={(event) => {
          const id = event.target.value;
          if (id)
            apply(
              settings ? { ...newListSettings(id), count: settings.count } : newListSettings(id),
            );
        }}
        slotProps={native}
      >
        {!collection && <option value="">{t.noneCollection}</option>}
        {collections.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </TextField>
      {settings && collection && (
        <>
          <TextField
            select
            size="small"
            label={t.show}
            value={settings.show}
            onChange={(event) => {
              const show = event.target.value as ListShow;
              const next: ListSettings = {
                collection: settings.collection,
                show,
                count: settings.count,
              };
              if (show === 'category' && categories[0])
                next.category = settings.category ?? categories[0];
              if (show === 'chosen') next.items = settings.items ?? [];
              apply(next);
            }}
            slotProps={native}
          >
            {LIST_SHOWS.map((show) => (
              <option key={show} value={show}>
                {t.shows[show]}
              </option>
            ))}
          </TextField>
          {(settings.show === 'latest' || settings.show === 'category') && (
            <CountField
              key={element.id}
              count={settings.count}
              onCount={(count) => apply({ ...settings, count })}
            />
          )}
          {settings.show === 'category' &&
            (categories.length ? (
              <TextField
                select
                size="small"
                label={t.category}
                value={settings.category ?? ''}
                onChange={(event) => apply({ ...settings, category: event.target.value })}
                slotProps={native}
              >
                {!settings.category && <option value="" />}
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </TextField>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t.noCategory}
              </Typography>
            ))}
          {settings.show === 'chosen' && (
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid' }}>
              <Typography component="legend" variant="body2" sx={{ fontWeight: 700 }}>
                {t.chosen}
              </Typography>
              {collection.items
                .filter((item) => !item.draft)
                .slice(0, 100)
                .map((item) => {
                  const chosen = settings.items ?? [];
                  const checked = chosen.includes(item.id);
                  return (
                    <FormControlLabel
                      key={item.id}
                      label={item.title}
                      control={
                        <Checkbox
                          size="small"
                          checked={checked}
                          onChange={() =>
                            apply({
                              ...settings,
                              items: checked
                                ? chosen.filter((id) => id !== item.id)
                                : [...chosen, item.id].slice(0, LIMITS.listCards),
                            })
                          }
                        />
                      }
                    />
                  );
                })}
            </Box>
          )}
        </>
      )}
    </>
  );
}

/**
 * « Nombre de cartes »: 1 to 12, applied as typed when it is a whole number within them; what is
 * typed meanwhile (an empty field) stays in the field, and leaving it shows the list's count.
 */
function CountField({ count, onCount }: { count: number; onCount: (count: number) => void }) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextField
      type="number"
      size="small"
      label={t.count}
      helperText={t.countHelp}
      value={typed ?? String(count)}
      slotProps={{ htmlInput: { min: 1, max: LIMITS.listCards, step: 1 } }}
      onChange={(event) => {
        setTyped(event.target.value);
        const n = Number(event.target.value);
        if (event.target.value !== '' && Number.isInteger(n) && n >= 1 && n <= LIMITS.listCards) {
          if (n !== count) onCount(n);
        }
      }}
      onBlur={() => setTyped(null)}
    />
  );
}
