import { type LightPointKind, lightPointSymbol } from '@glad/domain';

const SIZE = 16;

/** The symbol a kind of point has on the drawing and in the estimate's sketch, for legends and buttons. */
export function LightPointIcon({ kind }: { kind: LightPointKind }) {
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox="-10 -10 20 20"
      aria-hidden="true"
      // the domain's own markup: the same symbol as in the printed sketch
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built by our domain code from numbers only
      dangerouslySetInnerHTML={{ __html: lightPointSymbol(kind, 0, 0, 8) }}
    />
  );
}
