import type { ExclusionTypeEntry, ExclusionTypeId } from './schema.ts';
import { t } from './text.ts';

/**
 * Exclusion and controversy types: the `type` of `involvement.csv` rows (dataset-format.md) and the `{type}` of the
 * screening parameters `involvement_{type}` (spec doc 2 §3). The spec lists the first eight activities and the three
 * controversies (`isInSpec`); the others are common screens added by esgkit.
 */
export const exclusionTypes: readonly ExclusionTypeEntry[] = [
  {
    id: 'adult_entertainment',
    kind: 'activity',
    isInSpec: true,
    name: t('Adult entertainment', 'Intrattenimento per adulti'),
    definition: t(
      'Producing, distributing or retailing adult entertainment: films, magazines, websites, pay-per-view channels and clubs.',
      'Produzione, distribuzione o vendita di intrattenimento per adulti: film, riviste, siti, canali a pagamento e locali.',
    ),
  },
  {
    id: 'alcohol',
    kind: 'activity',
    isInSpec: true,
    name: t('Alcohol', 'Alcol'),
    definition: t(
      'Brewing, distilling or making wine and other alcoholic beverages, or distributing and retailing them.',
      'Produzione di birra, distillati, vino e altre bevande alcoliche, o loro distribuzione e vendita al dettaglio.',
    ),
  },
  {
    id: 'contraceptives',
    kind: 'activity',
    isInSpec: true,
    name: t('Contraceptives', 'Contraccettivi'),
    definition: t(
      'Manufacturing contraceptive products or abortifacients, a screen applied mainly by faith-based investors.',
      'Produzione di contraccettivi o di farmaci abortivi, esclusione applicata soprattutto dagli investitori di ispirazione religiosa.',
    ),
  },
  {
    id: 'gambling',
    kind: 'activity',
    isInSpec: true,
    name: t('Gambling', "Gioco d'azzardo"),
    definition: t(
      'Operating casinos, betting, lotteries or online gambling, or supplying equipment and software made for them.',
      'Gestione di casinò, scommesse, lotterie o gioco online, o fornitura di apparecchi e software a essi dedicati.',
    ),
  },
  {
    id: 'military_weapons',
    kind: 'activity',
    isInSpec: true,
    name: t('Military weapons', 'Armamenti militari'),
    definition: t(
      'Producing conventional weapon systems, their tailor-made components, or military support services.',
      "Produzione di sistemi d'arma convenzionali, dei loro componenti dedicati o di servizi di supporto militare.",
    ),
  },
  {
    id: 'nuclear_energy',
    kind: 'activity',
    isInSpec: true,
    name: t('Nuclear energy', 'Energia nucleare'),
    definition: t(
      'Generating nuclear power, mining uranium, or supplying nuclear-specific components and services.',
      'Produzione di energia nucleare, estrazione di uranio o fornitura di componenti e servizi specifici per il nucleare.',
    ),
  },
  {
    id: 'stem_cells',
    kind: 'activity',
    isInSpec: true,
    name: t('Stem cells', 'Cellule staminali'),
    definition: t(
      'Research on or use of human embryonic stem cells or foetal tissue from elective abortions.',
      'Ricerca su cellule staminali embrionali umane o uso di tessuti fetali provenienti da aborti volontari.',
    ),
  },
  {
    id: 'tobacco',
    kind: 'activity',
    isInSpec: true,
    name: t('Tobacco', 'Tabacco'),
    definition: t(
      'Growing tobacco, manufacturing cigarettes, cigars, heated or e-cigarette products, or distributing and selling them.',
      'Coltivazione del tabacco, produzione di sigarette, sigari, prodotti a tabacco riscaldato o sigarette elettroniche, o loro distribuzione e vendita.',
    ),
  },
  {
    id: 'controversial_weapons',
    kind: 'activity',
    isInSpec: false,
    name: t('Controversial weapons', 'Armi controverse'),
    definition: t(
      'Weapons banned by international treaties or with indiscriminate effects: anti-personnel mines, cluster munitions, chemical and biological weapons and others.',
      'Armi vietate dai trattati internazionali o dagli effetti indiscriminati: mine antiuomo, munizioni a grappolo, armi chimiche e biologiche e altre.',
    ),
  },
  {
    id: 'nuclear_weapons',
    kind: 'activity',
    isInSpec: false,
    name: t('Nuclear weapons', 'Armi nucleari'),
    definition: t(
      'Producing nuclear warheads, missiles made to deliver them, or components made exclusively for them.',
      'Produzione di testate nucleari, di missili costruiti per trasportarle o di componenti destinati esclusivamente a esse.',
    ),
  },
  {
    id: 'civilian_firearms',
    kind: 'activity',
    isInSpec: false,
    name: t('Civilian firearms', 'Armi da fuoco per uso civile'),
    definition: t(
      'Manufacturing or retailing firearms and ammunition for civilian use (hunting, sport, self-defence).',
      'Produzione o vendita al dettaglio di armi da fuoco e munizioni per uso civile (caccia, sport, difesa personale).',
    ),
  },
  {
    id: 'thermal_coal',
    kind: 'activity',
    isInSpec: false,
    name: t('Thermal coal', 'Carbone termico'),
    definition: t(
      'Mining thermal coal (hard coal and lignite burnt for energy) or generating electricity from it.',
      'Estrazione di carbone termico (carbon fossile e lignite bruciati a fini energetici) o produzione di elettricità da carbone.',
    ),
  },
  {
    id: 'oil_and_gas',
    kind: 'activity',
    isInSpec: false,
    name: t('Oil and gas', 'Petrolio e gas'),
    definition: t(
      'Exploring for, producing, refining, transporting or storing oil and natural gas, or generating power from them.',
      'Esplorazione, produzione, raffinazione, trasporto o stoccaggio di petrolio e gas naturale, o produzione di energia elettrica da essi.',
    ),
  },
  {
    id: 'oil_sands',
    kind: 'activity',
    isInSpec: false,
    name: t('Oil sands', 'Sabbie bituminose'),
    definition: t(
      'Extracting bitumen from oil sands by mining or in-situ methods, one of the most carbon-intensive sources of oil.',
      'Estrazione di bitume dalle sabbie bituminose in miniera o in situ, una delle fonti di petrolio a più alta intensità di carbonio.',
    ),
  },
  {
    id: 'shale_energy',
    kind: 'activity',
    isInSpec: false,
    name: t('Shale oil and gas', 'Petrolio e gas di scisto'),
    definition: t(
      'Producing oil or gas from shale formations by hydraulic fracturing (fracking).',
      'Produzione di petrolio o gas da formazioni di scisto mediante fratturazione idraulica (fracking).',
    ),
  },
  {
    id: 'arctic_oil_and_gas',
    kind: 'activity',
    isInSpec: false,
    name: t('Arctic oil and gas', 'Petrolio e gas artici'),
    definition: t(
      'Exploring for or producing oil and gas north of the Arctic Circle, onshore or offshore.',
      'Esplorazione o produzione di petrolio e gas a nord del Circolo polare artico, a terra o in mare.',
    ),
  },
  {
    id: 'palm_oil',
    kind: 'activity',
    isInSpec: false,
    name: t('Palm oil', 'Olio di palma'),
    definition: t(
      'Growing oil palms, milling or trading crude palm oil, a leading driver of tropical deforestation.',
      'Coltivazione della palma da olio, molitura o commercio di olio di palma grezzo, tra le prime cause di deforestazione tropicale.',
    ),
  },
  {
    id: 'pesticides',
    kind: 'activity',
    isInSpec: false,
    name: t('Pesticides', 'Pesticidi'),
    definition: t(
      'Manufacturing pesticides and other agrochemical products (NACE 20.20).',
      "Fabbricazione di pesticidi e di altri prodotti chimici per l'agricoltura (NACE 20.20).",
    ),
  },
  {
    id: 'genetic_engineering',
    kind: 'activity',
    isInSpec: false,
    name: t('Genetic engineering', 'Ingegneria genetica'),
    definition: t(
      'Developing or growing genetically modified plants or animals for agriculture and food.',
      "Sviluppo o coltivazione di piante o animali geneticamente modificati per l'agricoltura e l'alimentazione.",
    ),
  },
  {
    id: 'animal_testing',
    kind: 'activity',
    isInSpec: false,
    name: t('Animal testing', 'Sperimentazione animale'),
    definition: t(
      'Testing products or ingredients on animals, for cosmetics and household goods or for medicines.',
      'Test di prodotti o ingredienti sugli animali, per cosmetici e prodotti per la casa o per i farmaci.',
    ),
  },
  {
    id: 'fur_and_specialty_leather',
    kind: 'activity',
    isInSpec: false,
    name: t('Fur and specialty leather', 'Pellicce e pelli pregiate'),
    definition: t(
      'Making or selling fur products and leather from exotic or specialty animals (reptiles, ostriches).',
      'Produzione o vendita di pellicce e di pelli di animali esotici o pregiati (rettili, struzzi).',
    ),
  },
  {
    id: 'cannabis',
    kind: 'activity',
    isInSpec: false,
    name: t('Recreational cannabis', 'Cannabis a uso ricreativo'),
    definition: t(
      'Growing, processing or selling cannabis for recreational use where it is legal.',
      'Coltivazione, trasformazione o vendita di cannabis a uso ricreativo dove è legale.',
    ),
  },
  {
    id: 'predatory_lending',
    kind: 'activity',
    isInSpec: false,
    name: t('Predatory lending', 'Credito predatorio'),
    definition: t(
      'Payday, pawn, rent-to-own or subprime consumer loans at very high effective interest rates.',
      'Prestiti al consumo a brevissimo termine, su pegno, con riscatto o subprime a tassi effettivi molto elevati.',
    ),
  },
  {
    id: 'ungc_violations',
    kind: 'norms',
    isInSpec: false,
    name: t('UN Global Compact violations', 'Violazioni del Global Compact delle Nazioni Unite'),
    definition: t(
      'Severe or systematic breaches of the UN Global Compact principles or the OECD Guidelines for Multinational Enterprises.',
      'Violazioni gravi o sistematiche dei principi del Global Compact delle Nazioni Unite o delle linee guida OCSE per le imprese multinazionali.',
    ),
  },
  {
    id: 'environmental_controversy',
    kind: 'controversy',
    isInSpec: true,
    name: t('Environmental controversies', 'Controversie ambientali'),
    definition: t(
      'Incidents or allegations of environmental harm: spills, pollution, biodiversity damage, breaches of permits.',
      'Incidenti o accuse di danni ambientali: sversamenti, inquinamento, danni alla biodiversità, violazioni delle autorizzazioni.',
    ),
  },
  {
    id: 'social_controversy',
    kind: 'controversy',
    isInSpec: true,
    name: t('Social controversies', 'Controversie sociali'),
    definition: t(
      'Incidents or allegations involving workers, communities, customers or human rights.',
      'Incidenti o accuse che riguardano lavoratori, comunità, clienti o diritti umani.',
    ),
  },
  {
    id: 'governance_controversy',
    kind: 'controversy',
    isInSpec: true,
    name: t('Governance controversies', 'Controversie di governance'),
    definition: t(
      'Incidents or allegations of bribery, fraud, anti-competitive conduct, tax evasion or governance failures.',
      'Incidenti o accuse di corruzione, frode, condotte anticoncorrenziali, evasione fiscale o carenze di governance.',
    ),
  },
];

const exclusionTypesById = new Map(exclusionTypes.map((e) => [e.id, e]));

/** The exclusion or controversy type with this id. */
export const exclusionTypeById = (id: ExclusionTypeId): ExclusionTypeEntry => exclusionTypesById.get(id)!;
