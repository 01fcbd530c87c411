import { companyContactLines, formatCurrency, formatDate, REPORT_LOGO_BOX } from '@esgkit/core';
import { Image, Page, Text, View } from '@react-pdf/renderer';
import { embeddableLogo } from '../theme/branding.ts';
import { reportColors } from '../theme/colors.ts';
import { PAGE_MARGIN } from '../theme/layout.ts';
import { styles } from '../theme/styles.ts';
import type { DocumentContext } from './context.ts';
import { Footer } from './Footer.tsx';

const Field = ({ label, value }: { label: string; value: string }) => (
  <View style={{ marginBottom: 8 }}>
    <Text style={{ fontSize: 8, color: reportColors.muted }}>{label}</Text>
    <Text style={{ fontSize: 12, fontWeight: 600 }}>{value}</Text>
  </View>
);

/** The cover: the advisor's colour, logo, legal name and contacts; the client, first investment, data date. */
export const Cover = ({ doc }: { doc: DocumentContext }) => {
  const logo = embeddableLogo(doc.branding.logo);
  const { t, locale, client } = doc;
  return (
    <Page size="A4" style={[styles.page, { paddingTop: 0 }]}>
      <View
        style={{
          backgroundColor: doc.palette.brand,
          height: 14,
          marginHorizontal: -PAGE_MARGIN.horizontal,
          marginBottom: 48,
        }}
      />
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <View style={{ flex: 1 }}>
          <Text style={{ fontSize: 9, color: doc.palette.brand, fontWeight: 600 }}>
            {t('report.preparedBy')}
          </Text>
          <Text style={{ fontSize: 14, fontWeight: 700 }}>{doc.branding.legalName || '—'}</Text>
          {companyContactLines(doc.branding).map((line) => (
            <Text key={line} style={{ fontSize: 8.5, color: reportColors.muted }}>
              {line}
            </Text>
          ))}
        </View>
        {logo ? <Image src={logo} style={{ ...REPORT_LOGO_BOX, objectFit: 'contain' }} /> : null}
      </View>
      <View style={{ marginTop: 120, marginBottom: 36 }}>
        <Text style={{ fontSize: 26, fontWeight: 700, color: doc.palette.brand }}>{t('report.title')}</Text>
        <View style={{ height: 3, width: 72, backgroundColor: doc.palette.brand, marginTop: 10 }} />
      </View>
      <Field label={t('report.preparedFor')} value={client.name} />
      <Field
        label={t('fields.investmentDay')}
        value={formatDate(client.investmentDay, locale, { style: 'long' })}
      />
      <Field
        label={t('fields.investmentAmount')}
        value={formatCurrency(client.investmentAmountEur, 'EUR', locale, { decimals: 2 })}
      />
      <Field
        label={t('report.appendix.dataAsOf')}
        value={doc.meta.asOf ? formatDate(doc.meta.asOf, locale, { style: 'long' }) : '—'}
      />
      <Text style={{ fontSize: 8.5, color: reportColors.muted, marginTop: 12 }}>
        {t('report.createdOn', { date: formatDate(doc.now, locale, { style: 'long' }) })}
      </Text>
      {doc.meta.demo ? (
        <View
          style={{
            marginTop: 24,
            borderWidth: 1,
            borderColor: reportColors.demo,
            padding: 8,
            borderRadius: 3,
          }}
        >
          <Text style={{ color: reportColors.demo, fontWeight: 700 }}>{t('common.demoData')}</Text>
          <Text style={{ fontSize: 8.5 }}>{t('report.demoNotice')}</Text>
        </View>
      ) : null}
      <Footer doc={doc} />
    </Page>
  );
};
