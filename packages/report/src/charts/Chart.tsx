import { Text, View } from '@react-pdf/renderer';
import { cloneElement, type ReactNode } from 'react';
import { convertHTMLToPDF } from 'react-pdf-charts';
import { styles } from '../theme/styles.ts';

/** Charts converted to react-pdf elements, by their SVG; bounded, oldest dropped first. */
const converted = new Map<string, ReactNode>();
const MAX_CONVERTED = 256;

/**
 * The SVG as react-pdf's SVG elements (react-pdf-charts' conversion, as its <ReactPDFChart> does it). Elements are
 * immutable: the same SVG converts once a process and its elements are given to every report that shows it.
 */
const elementsOf = (svg: string): ReactNode => {
  let elements = converted.get(svg);
  if (elements === undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is vega's output for our own spec
    const result = convertHTMLToPDF(<div dangerouslySetInnerHTML={{ __html: svg }} />);
    // as <ReactPDFChart> leaves it: an array wrapped in a View, the root's style and debug props cleared
    elements =
      typeof result === 'string'
        ? result
        : cloneElement(Array.isArray(result) ? <View>{result}</View> : result, {
            debug: undefined,
            style: undefined,
          });
    if (converted.size >= MAX_CONVERTED) converted.delete(converted.keys().next().value as string);
    converted.set(svg, elements);
  }
  return elements;
};

/** Draws a pre-rendered SVG chart as vector react-pdf elements (text stays text, in the embedded font). */
export const Chart = ({ svg, fallback }: { svg: string | undefined; fallback: string }) => {
  if (!svg) return <Text style={styles.note}>{fallback}</Text>;
  return (
    <View wrap={false} style={{ marginVertical: 4 }}>
      {elementsOf(svg)}
    </View>
  );
};
