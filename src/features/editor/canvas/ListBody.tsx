import { useAppSelector } from '../../../app/hooks';
import { CARD, cardOf, listItems, PAGER_HEIGHT } from '../../../document/collections/list';
import type { EditorElement, ItemPicture } from '../../../document/types';
import { fr } from '../../../i18n/fr';
import { useAssetUrl } from '../../media';
import { selectDocument } from '../editorSlice';

const t = fr.editor.list;

/** A card's picture on the canvas: the stored picture's object URL, once read. */
function CardPicture({ picture }: { picture: ItemPicture }) {
  const { url } = useAssetUrl(picture.assetId);
  return (
    <span
      style={{
        display: 'block',
        height: CARD.picture,
        background: url ? `center / cover no-repeat url("${url}")` : 'rgba(0, 0, 0, 0.08)',
      }}
    />
  );
}

/**
 * A « Liste » on the canvas: the cards of its collection's items as the export draws them
 * (document/render/listMarkup.ts), from the same choice and card (document/collections/list.ts),
 * in its colour and corners; a word when it has no collection or nothing to show.
 */
export function ListBody({ element }: { element: EditorElement }) {
  const settings = element.properties.list;
  const collections = useAppSelector((state) => selectDocument(state).collections);
  const { collection, items } = listItems({ collections }, settings);
  const { backgroundColor, borderRadius } = element.styles;
  if (!collection || items.length === 0) {
    return (
      <span
        style={{
          display: 'flex',
          height: '100%',
          alignItems: 'center',
          justifyContent: 'center',
          border: '2px dashed rgba(0, 0, 0, 0.3)',
          boxSizing: 'border-box',
          padding: 16,
          textAlign: 'center',
        }}
      >
        {!collection ? t.noCollection : t.empty(collection.name)}
      </span>
    );
  }
  return (
    <span style={{ display: 'block', whiteSpace: 'normal' }}>
      <span
        style={{
          display: 'grid',
          // As the export: as many columns as fit (one on a phone), listMarkup.ts `LIST_RULES`.
          gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${CARD.minWidth}px), 1fr))`,
          gap: CARD.gap,
        }}
      >
        {items.map((item) => {
          const card = cardOf(collection.kind, item);
          return (
            <span
              key={item.id}
              style={{
                display: 'block',
                overflow: 'hidden',
                backgroundColor,
                borderRadius,
              }}
            >
              {card.picture && <CardPicture picture={card.picture} />}
              <span style={{ display: 'block', padding: CARD.padding }}>
                {card.meta && (
                  <span style={{ display: 'block', marginBottom: 6 }}>{card.meta}</span>
                )}
                <span
                  style={{
                    display: 'block',
                    lineHeight: 1.25,
                    fontSize: '1.25em',
                    fontWeight: 700,
                    marginBottom: 8,
                  }}
                >
                  {card.title}
                </span>
                {card.text && (
                  <span style={{ display: 'block', lineHeight: 1.5 }}>{card.text}</span>
                )}
              </span>
            </span>
          );
        })}
      </span>
      {settings?.show === 'all' && (
        <span
          style={{
            display: 'flex',
            height: PAGER_HEIGHT,
            alignItems: 'center',
            justifyContent: 'center',
            textDecoration: 'underline',
          }}
        >
          {fr.export.list.next}
        </span>
      )}
    </span>
  );
}
