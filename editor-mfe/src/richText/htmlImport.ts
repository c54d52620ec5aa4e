// Loading stored HTML keeps the inline text styles the toolbar writes (font, size, colour). Lexical's own import
// keeps only bold / italic / underline from them, so re-editing a box would otherwise drop its fonts and colours.
import {
  $isTextNode,
  TextNode,
  type DOMConversion,
  type DOMConversionMap,
  type DOMConversionOutput,
} from 'lexical';

/** The inline styles of text kept on import, as written by $patchStyleText. */
export const KEPT_TEXT_STYLES = ['font-family', 'font-size', 'color'] as const;

/** 'font-size: 24px; color: #ff0000;' from an element's inline style ('' when none of them is set). */
export function keptStyles(element: HTMLElement): string {
  return KEPT_TEXT_STYLES.map((property) => {
    const value = element.style.getPropertyValue(property);
    return value ? `${property}: ${value};` : '';
  })
    .join(' ')
    .trim();
}

function withKeptStyles(
  output: DOMConversionOutput | null,
  element: HTMLElement,
): DOMConversionOutput | null {
  const { forChild } = output ?? {};
  if (!output || !forChild || output.node !== null || output.after !== undefined) return output;
  const extra = keptStyles(element);
  if (extra === '') return output;
  return {
    ...output,
    forChild: (child, parent) => {
      const node = forChild(child, parent);
      // Outer elements run first, so an inner element's value comes later and wins.
      if ($isTextNode(node)) node.setStyle(`${node.getStyle()} ${extra}`.trim());
      return node;
    },
  };
}

/** Elements TextNode imports as text formatting. */
const TEXT_TAGS = ['span', 'b', 'strong', 'i', 'em', 'u', 's', 'mark', 'code', 'sub', 'sup'] as const;

/**
 * TextNode's importers, each also carrying the kept styles to its text. They are looked up when HTML is read:
 * TextNode gets its static importDOM once an editor registered it.
 */
export function textStyleImportMap(): DOMConversionMap {
  const map: DOMConversionMap = {};
  for (const tag of TEXT_TAGS) {
    map[tag] = (element: HTMLElement): DOMConversion | null => {
      const conversion = TextNode.importDOM?.()?.[tag]?.(element);
      if (!conversion) return null;
      return {
        ...conversion,
        conversion: (node: HTMLElement) => withKeptStyles(conversion.conversion(node), node),
      };
    };
  }
  return map;
}
