import "./figure-tiles.css";

export type FigureTile = { label: string; value: string };

/**
 * Big figures with their labels, two by two on a phone and four in a row from 576 px: a report's
 * totals, a meet's total and points. `carded` draws each figure on a card of its own.
 */
export function FigureTiles({ tiles, carded = false }: { tiles: FigureTile[]; carded?: boolean }) {
  return (
    <dl className={`figure-tiles mb-0${carded ? " figure-tiles-carded" : ""}`}>
      {tiles.map((t) => (
        <div key={t.label} className={carded ? "card card-body py-2 px-3" : undefined}>
          <dt>{t.label}</dt>
          <dd>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
