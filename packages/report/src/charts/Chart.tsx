import { Text, View } from '@react-pdf/renderer';
import ReactPDFChart from 'react-pdf-charts';
import { styles } from '../theme/styles.ts';

/** Draws a pre-rendered SVG chart as vector react-pdf elements (text stays text, in the embedded font). */
export const Chart = ({ svg, fallback }: { svg: string | undefined; fallback: string }) => {
  if (!svg) return <Text style={styles.note}>{fallback}</Text>;
  return (
    <View wrap={false} style={{ marginVertical: 4 }}>
      <ReactPDFChart>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is vega's output for our own spec */}
        <div dangerouslySetInnerHTML={{ __html: svg }} />
      </ReactPDFChart>
    </View>
  );
};
