// Generates fixtures/chat/questions.jsonl (issue 29 "Quality, measured"): questions over the SMALL demo's names
// (ESGKIT_DEMO_SIZE=small) and a fake client list, each with its expected parse, from templates in English and
// Italian, followed by the hand-written questions of fixtures/chat/questions-hand.jsonl.
// Also writes fixtures/chat/context.json (today, the fake clients and portfolios the test's vocabulary gets).
// Run: node scripts/chat-questions.ts (deterministic: the same file every time).
import { readFileSync, writeFileSync } from 'node:fs';

type Locale = 'en-US' | 'it-IT';
interface Expect {
  intent: string | null;
  entities: string[];
  indicators: string[];
  period: { from: string; to: string } | null;
  topN: number | null;
  flag: number;
  sector?: string | null;
  country?: string | null;
  benchmark?: boolean;
}
interface Question {
  q: string;
  locale: Locale;
  expect: Expect;
  source: string;
}

/** The test's today (the question set's "last 3 years" count back from it). */
const TODAY = '2026-11-26';

// Small demo companies: [id, as typed in English questions, as typed in Italian questions] (accents, short forms).
const companies: [string, string, string][] = [
  ['C00001', 'Yarrow Oil', 'Yarrow Oil Holdings'],
  ['C00002', 'Meridian Resources', 'Meridian Resources Ltd.'],
  ['C00003', 'Brookfield Resources', 'Brookfield Resources PLC'],
  ['C00004', 'Harwick Offshore', 'Harwick Offshore'],
  ['C00005', 'Bergmann Öl', 'Bergmann Ol'],
  ['C00007', 'Oberland Stahl', 'Oberland Stahl Holding AG'],
  ['C00008', 'Materiaux Fontaine', 'Matériaux Fontaine'],
  ['C00011', 'Acciai Dolomiti S.p.A.', 'Acciai Dolomiti'],
  ['C00012', 'Quimica Iberia', 'Química Iberia'],
  ['C00014', 'Waddenzee Minerals', 'Waddenzee Minerals'],
  ['C00015', 'Aurland Mining', 'aurland mining'],
  ['C00016', 'Solberg Logistics', 'Solberg Logistics'],
  ['C00019', 'Cresthaven Engineering', 'Cresthaven Engineering'],
  ['C00022', 'Tenryu Systems', 'Tenryu Systems'],
  ['C00027', 'Hanil Brands', 'Hanil Brands'],
  ['C00031', 'Merdeka Motors', 'Merdeka Motors'],
  ['C00035', 'hoteles olivares', 'Hoteles Olivares'],
  ['C00040', 'Beacon Brewing', 'Beacon Brewing'],
];
// Small demo funds: [id, English form, Italian form] (tickers and ISINs exact).
const funds: [string, string, string][] = [
  ['F0001', 'URTH', 'Aurora World Equity'],
  ['F0002', 'IAGG', 'Aurora Core Global Aggregate Bond'],
  ['F0003', 'Castello Europe Equity Fund', 'Castello Europe Equity'],
  ['F0008', 'Valmont Global Clean Energy UCITS ETF', 'XVA'],
  ['F0009', 'Bluepeak Global Healthcare', 'Bluepeak Global Healthcare Fund'],
  ['F0012', 'IE8001004354', 'Lindqvist Global Sustainable Leaders'],
];
const misspelt: [string, string][] = [
  ['C00001', 'Yarow Oil'],
  ['C00007', 'Oberland Sthal'],
  ['C00011', 'Acciai Dolomitti'],
  ['C00002', 'Meridain Resources'],
  ['C00019', 'Cresthaven Enginering'],
  ['C00040', 'Beacon Brewnig'],
];
// Indicators: [code, English phrase, Italian phrase].
const indicators: [string, string, string][] = [
  ['PHY_GHG_SCOPE1', 'scope 1 emissions', 'emissioni scope 1'],
  ['PHY_GHG_SCOPE2', 'scope 2', 'emissioni Scope 2'],
  ['PHY_GHG_SCOPE3', 'Scope 3 emissions', 'emissioni scope 3'],
  ['PHY_GHG_INTENSITY', 'GHG intensity', 'intensità di carbonio'],
  ['t1_2', 'carbon footprint', 'impronta di carbonio'],
  ['PHY_BOARD_GENDER_DIVERSITY', 'board gender diversity', 'parità di genere nel CdA'],
  ['PHY_GENDER_PAY_GAP', 'gender pay gap', 'divario retributivo di genere'],
  ['PHY_WATER_WITHDRAWAL', 'water withdrawal', 'prelievo idrico'],
  ['PHY_WASTE_HAZARDOUS', 'hazardous waste', 'rifiuti pericolosi'],
  ['SCORE_sustainability', 'ESG score', 'punteggio ESG'],
  ['PHY_NOX_EMISSIONS', 'NOx emissions', 'emissioni di NOx'],
  ['PHY_ENERGY_CONSUMPTION', 'energy consumption', 'consumo di energia'],
  ['PHY_RENEWABLE_ENERGY_SHARE', 'renewable energy share', 'quota di energia rinnovabile'],
  ['t1_13', 'PAI 13', 'PAI 13'],
  ['SDG_13', 'SDG 13', 'SDG 13'],
  ['PHY_BOARD_INDEPENDENCE', 'board independence', 'indipendenza del CdA'],
  ['PHY_EMPLOYEES', 'number of employees', 'numero di dipendenti'],
  ['PHY_M_GHG_SCOPE1_PER_REVENUE', 'PHY_M_GHG_SCOPE1_PER_REVENUE', 'PHY_M_GHG_SCOPE1_PER_REVENUE'],
  ['PHY_GHG_TOTAL', 'total GHG emissions', 'emissioni totali di gas serra'],
  ['t1_1', 'PAI 1', 'indicatore PAI 1'],
];
const exclusions: [string, string, string][] = [
  ['EXCL_thermal_coal', 'thermal coal', 'carbone termico'],
  ['EXCL_tobacco', 'tobacco', 'tabacco'],
  ['EXCL_controversial_weapons', 'controversial weapons', 'armi controverse'],
  ['EXCL_gambling', 'gambling', "gioco d'azzardo"],
];
const sectors: [string, string, string][] = [
  ['Utilities', 'utilities', 'servizi di pubblica utilità'],
  ['Energy', 'energy', 'energia'],
  ['Materials', 'materials', 'materiali'],
  ['Financials', 'financials', 'finanziari'],
  ['Health Care', 'health care', 'sanità'],
];
const countries: [string, string, string][] = [
  ['IT', 'Italy', 'Italia'],
  ['DE', 'Germany', 'Germania'],
  ['FR', 'France', 'Francia'],
  ['ES', 'Spain', 'Spagna'],
  ['US', 'the United States', 'Stati Uniti'],
];
/** The fake client list of the test (chatVocabulary's `clients`). */
const CLIENTS = [
  { id: 'K1', firstname: 'Mario', lastname: 'Rossi' },
  { id: 'K2', firstname: 'Giulia', lastname: 'Bianchi' },
  { id: 'K3', firstname: 'Luca', lastname: 'Esposito' },
  { id: 'K4', firstname: 'Anna', lastname: 'Colombo' },
];
const PORTFOLIOS = [{ id: 'P1', name: 'Pensione Sicura' }];
const unknownCompanies = [
  'Zorblax Industries',
  'Acme Widgets',
  'Quantumleaf',
  'Fenwick Dynamo',
  'Enel',
  'Eni',
];
const unknownIndicators: [string, string][] = [
  ['flux capacitor index', 'indice del flusso canalizzatore'],
  ['happiness quotient', 'quoziente di felicità'],
  ['moon exposure', 'esposizione lunare'],
  ['unicorn density', 'densità di unicorni'],
];
const nonsense: [string, Locale][] = [
  ['hello there', 'en-US'],
  ['tell me a joke', 'en-US'],
  ["what's the weather like?", 'en-US'],
  ['how do I bake bread', 'en-US'],
  ['ciao, come stai?', 'it-IT'],
  ['raccontami una barzelletta', 'it-IT'],
  ['che tempo fa domani?', 'it-IT'],
  ['come si cucina la pasta', 'it-IT'],
];

const year = (y: number) => ({ from: `${y}-01-01`, to: `${y}-12-31` });
const years = (a: number, b: number) => ({ from: `${a}-01-01`, to: `${b}-12-31` });
const at = <T>(list: T[], i: number): T => list[i % list.length]!;
const base = (e: Partial<Expect>): Expect => ({
  intent: null,
  entities: [],
  indicators: [],
  period: null,
  topN: null,
  flag: 0,
  ...e,
});

const generate = (): Question[] => {
  const out: Question[] = [];
  const add = (q: string, locale: Locale, e: Partial<Expect>) =>
    out.push({ q, locale, expect: base(e), source: 'template' });
  for (let i = 0; i < 20; i++) {
    const [cid, cen, cit] = at(companies, i);
    const [code, ien, iit] = at(indicators, i);
    const y = 2020 + (i % 5);
    add(`${ien} of ${cen} in ${y}`, 'en-US', {
      intent: 'value',
      entities: [`company:${cid}`],
      indicators: [code],
      period: year(y),
    });
    add(`Qual è il valore di ${iit} di ${cit} nel ${y}?`, 'it-IT', {
      intent: 'value',
      entities: [`company:${cid}`],
      indicators: [code],
      period: year(y),
    });
  }
  for (let i = 0; i < 12; i++) {
    const [fid, fen, fit] = at(funds, i);
    const [code, ien, iit] = at(indicators, i + 3);
    add(`What is the ${ien} of ${fen}?`, 'en-US', {
      intent: 'value',
      entities: [`fund:${fid}`],
      indicators: [code],
    });
    add(`Mostrami ${iit} del fondo ${fit}`, 'it-IT', {
      intent: 'value',
      entities: [`fund:${fid}`],
      indicators: [code],
    });
  }
  for (let i = 0; i < 16; i++) {
    const [a, aen, ait] = at(companies, i);
    const [b, ben, bit] = at(companies, i + 5);
    const [code, ien, iit] = at(indicators, i + 7);
    const ents = [`company:${a}`, `company:${b}`];
    if (i % 2 === 0) {
      add(`compare ${ien} of ${aen} and ${ben}`, 'en-US', {
        intent: 'compare',
        entities: ents,
        indicators: [code],
      });
      add(`confronta ${iit} di ${ait} e ${bit}`, 'it-IT', {
        intent: 'compare',
        entities: ents,
        indicators: [code],
      });
    } else {
      add(`${aen} vs ${ben}: ${ien} 2021-2024`, 'en-US', {
        intent: 'compare',
        entities: ents,
        indicators: [code],
        period: years(2021, 2024),
      });
      add(`${iit} di ${ait} rispetto a ${bit} dal 2021 al 2024`, 'it-IT', {
        intent: 'compare',
        entities: ents,
        indicators: [code],
        period: years(2021, 2024),
      });
    }
  }
  for (let i = 0; i < 14; i++) {
    const [cid, cen, cit] = at(companies, i + 3);
    const [code, ien, iit] = at(indicators, i + 2);
    const ent = [`company:${cid}`];
    if (i % 2 === 0) {
      add(`${ien} of ${cen} 2019-2023`, 'en-US', {
        intent: 'trend',
        entities: ent,
        indicators: [code],
        period: years(2019, 2023),
      });
      add(`andamento di ${iit} di ${cit} negli ultimi 3 anni`, 'it-IT', {
        intent: 'trend',
        entities: ent,
        indicators: [code],
        period: years(2023, 2025),
      });
    } else {
      add(`how has the ${ien} of ${cen} changed over the last 4 years?`, 'en-US', {
        intent: 'trend',
        entities: ent,
        indicators: [code],
        period: years(2022, 2025),
      });
      add(`${iit} di ${cit} tra il 2020 e il 2022`, 'it-IT', {
        intent: 'trend',
        entities: ent,
        indicators: [code],
        period: years(2020, 2022),
      });
    }
  }
  for (let i = 0; i < 12; i++) {
    const [sid, sen, sit] = at(sectors, i);
    const [ccode, cen, cit] = at(countries, i + 1);
    const [code, ien, iit] = at(indicators, i);
    const n = 3 + (i % 8);
    if (i % 2 === 0) {
      add(`top ${n} companies by ${ien} in the ${sen} sector`, 'en-US', {
        intent: 'rank',
        indicators: [code],
        topN: n,
        sector: sid,
        country: null,
      });
      add(`le prime ${n} aziende per ${iit} nel settore ${sit}`, 'it-IT', {
        intent: 'rank',
        indicators: [code],
        topN: n,
        sector: sid,
        country: null,
      });
    } else {
      add(`top ${n} companies by ${ien} in ${cen}`, 'en-US', {
        intent: 'rank',
        indicators: [code],
        topN: n,
        country: ccode,
        sector: null,
      });
      add(`i ${n} titoli con ${iit} più alto in ${cit}`, 'it-IT', {
        intent: 'rank',
        indicators: [code],
        topN: n,
        country: ccode,
        sector: null,
      });
    }
  }
  for (let i = 0; i < 8; i++) {
    const client = at(CLIENTS, i);
    const [code, een, eit] = at(exclusions, i);
    add(`which of my client ${client.lastname}'s holdings are red on ${een}?`, 'en-US', {
      intent: 'screen',
      entities: [`client:${client.id}`],
      indicators: [code],
    });
    add(`quali titoli del cliente ${client.lastname} sono rossi su ${eit}?`, 'it-IT', {
      intent: 'screen',
      entities: [`client:${client.id}`],
      indicators: [code],
    });
  }
  for (let i = 0; i < 10; i++) {
    const client = at(CLIENTS, i);
    const [code, ien, iit] = at(indicators, i + 4);
    if (i % 2 === 0) {
      add(`${ien} of my portfolio vs benchmark`, 'en-US', {
        intent: 'portfolio',
        indicators: [code],
        benchmark: true,
      });
      add(`${iit} del mio portafoglio rispetto al benchmark`, 'it-IT', {
        intent: 'portfolio',
        indicators: [code],
        benchmark: true,
      });
    } else {
      add(`${ien} of client ${client.firstname} ${client.lastname}`, 'en-US', {
        intent: 'portfolio',
        entities: [`client:${client.id}`],
        indicators: [code],
        benchmark: false,
      });
      add(`${iit} del portafoglio di ${client.lastname}`, 'it-IT', {
        intent: 'portfolio',
        entities: [`client:${client.id}`],
        indicators: [code],
        benchmark: false,
      });
    }
  }
  for (let i = 0; i < 6; i++) {
    const [cid, typo] = at(misspelt, i);
    const [code, ien, iit] = at(indicators, i + 9);
    add(`${ien} of ${typo}`, 'en-US', { intent: 'value', entities: [`company:${cid}`], indicators: [code] });
    add(`${iit} di ${typo} nel 2022`, 'it-IT', {
      intent: 'value',
      entities: [`company:${cid}`],
      indicators: [code],
      period: year(2022),
    });
  }
  for (let i = 0; i < 6; i++) {
    const name = at(unknownCompanies, i);
    const [code, ien, iit] = at(indicators, i);
    add(`${ien} of ${name} in 2023`, 'en-US', {
      intent: 'value',
      indicators: [code],
      period: year(2023),
      flag: 2,
    });
    add(`${iit} di ${name}`, 'it-IT', { intent: 'value', indicators: [code], flag: 2 });
  }
  for (let i = 0; i < 8; i++) {
    const [cid, cen, cit] = at(companies, i + 6);
    const [en, it] = at(unknownIndicators, i);
    add(`what is the ${en} of ${cen}?`, 'en-US', { intent: 'value', entities: [`company:${cid}`], flag: 3 });
    add(`qual è il ${it} di ${cit}?`, 'it-IT', { intent: 'value', entities: [`company:${cid}`], flag: 3 });
  }
  for (const [q, locale] of nonsense) add(q, locale, { flag: 5 });
  for (let i = 0; i < 6; i++) {
    const [cid, cen, cit] = at(companies, i + 2);
    const seven = [0, 1, 2, 3, 4, 6, 7].map((k) => at(indicators, k + i));
    const codes = seven.map((s) => s[0]);
    add(`${seven.map((s) => s[1]).join(', ')} of ${cen}`, 'en-US', {
      intent: 'value',
      entities: [`company:${cid}`],
      indicators: codes,
      flag: 6,
    });
    add(`${seven.map((s) => s[2]).join(', ')} di ${cit}`, 'it-IT', {
      intent: 'value',
      entities: [`company:${cid}`],
      indicators: codes,
      flag: 6,
    });
  }
  return out;
};

const hand: Question[] = readFileSync('fixtures/chat/questions-hand.jsonl', 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => ({ ...(JSON.parse(l) as Omit<Question, 'source'>), source: 'hand' }))
  .map((h) => ({ ...h, expect: base(h.expect) }));

const all = [...generate(), ...hand];
writeFileSync(
  'fixtures/chat/context.json',
  `${JSON.stringify({ today: TODAY, clients: CLIENTS, portfolios: PORTFOLIOS }, null, 2)}\n`,
);
writeFileSync('fixtures/chat/questions.jsonl', `${all.map((x) => JSON.stringify(x)).join('\n')}\n`);
console.log(`${all.length} questions (${all.filter((x) => x.locale === 'it-IT').length} in Italian)`);
