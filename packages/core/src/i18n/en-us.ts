import type { ErrorCode } from '../api/errors.ts';

/**
 * The en-US resource: the source of the key set. it-IT is typed against it (see `resources.ts`).
 *
 * Key scheme (one i18next namespace, `translation`; keys are camelCase, as in the spec):
 * - `messages.<key>`: every toast, alert, error and validation message in ONE flat vocabulary. Error codes
 *   (`api/errors.ts`), `Issue.messageKey` values (`rules/`) and the spec's own message keys (doc 2 §8:
 *   sessionExpired, anErrorHasOccurred, noResultsScreening, errorCSV, shareAvailableAfterPAI,
 *   calculationCompleteShare, versionMissmatch, wrongImageFormat, changesSaved, cliendCreated, clientDeleted;
 *   the misspellings are the spec's and are kept) all resolve as `messages.<key>`. The spec's
 *   `alert.error.anErrorHasOccurred` is `messages.anErrorHasOccurred` here.
 * - `chat.*`: the chat screen and its answer-flag messages (doc 2 §4, §8 "Chat messages").
 * - `billing.*`: subscription states, payment-problem notices, checkout and cancellation (doc 1 §4, doc 2 §4).
 * - `upgrade.*`: the Starter-plan tooltip and upgrade modal (doc 1 §2, doc 2 §2, §6).
 * - `nav.*`, `profileMenu.*`, `helpMenu.*`: side menu, routes and header menus (doc 1 §2).
 * - `views.*`, `ranges.*`, `returns.*`: result views and performance chart labels (doc 1 §2, doc 2 §3).
 * - `pdf.*` with `pdf.sections.<readinessFlag>`: the PDF dialog and its 15 sections (doc 1 §3).
 * - `share.*`: the share flow (doc 1 §4). `chain.steps.*`: calculation-chain step labels (doc 2 §4).
 * - `plans.*`, `periods.*` (keys = the subscription period values month | quarter | year), `fields.*`, `common.*`.
 *
 * Interpolation is i18next's `{{name}}`; values arrive already formatted (dates and numbers through
 * `format/`), so no i18next formatters are used. Placeholders in use: item, items, max, days, date, feature.
 */
export const enUS = {
  messages: {
    // protocol (ARCHITECTURE.md, HTTP)
    invalidInput: 'Some of the values you entered are not valid. Please check the highlighted fields.',
    invalidRequestBody: 'The request could not be read. Please try again.',
    payloadTooLarge: 'The file or request is too large.',
    sessionExpired: 'Your session has expired. Please log in again.',
    notFound: 'The requested item was not found.',
    datasetLoading: 'The data is still loading. Please try again in a moment.',
    notImplemented: 'This feature is not available yet.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    // spec doc 2 §8: the exact text of the generic toast
    anErrorHasOccurred: 'An error has occurred, please try again later',
    chunkLoadFailed: 'Part of the application could not be loaded. Please reload the page.',

    // sign-up, sign-in and account (doc 2 §8, doc 1 §5)
    accountExists: 'An account with the given email already exists.',
    incorrectCredentials: 'Incorrect email or password.',
    emailIncorrect: 'Email is incorrect.',
    invalidCode: 'Code or password is invalid.',
    invalidPassword: 'Invalid password.',
    invalidEmail: 'Please enter a valid email address.',
    userNotConfirmed: 'Your account is not confirmed yet. Please confirm your email address.',
    passwordTooShort: 'The password must be at least 8 characters long.',
    passwordNeedsLowercase: 'The password must contain at least one lowercase letter.',
    passwordNeedsUppercase: 'The password must contain at least one uppercase letter.',
    passwordNeedsDigit: 'The password must contain at least one digit.',
    passwordsDoNotMatch: 'The passwords do not match.',
    termsRequired: 'Please accept the terms and conditions to complete the order.',

    // capabilities (doc 2 §8 "Data")
    notEnoughCapability: 'Your access level does not include this view.',
    noAccessToFeature: "Your account doesn't have access to this feature.",

    // screening and templates
    noResultsScreening: 'No screening results, try fewer filters.',
    screeningSearchNotString: 'The search must be text.',
    templateNameRequired: 'Please give the template a name.',
    templateFilterRequired: 'Please select at least one filter.',
    oneTemplateAtATime: 'You can add only one template at a time.',
    emptyTemplateList: 'You have no saved templates yet.',
    alignmentAboveEligibility: 'The alignment value cannot exceed the eligibility value.',
    regionRequired: 'Please select at least one region first.',

    // CSV
    csvFormatError: 'The CSV file could not be read. Please check its format and headers.',
    csvContentError: 'The CSV file contains values that are not valid.',
    csvOnlyIsinOrTicker: 'The CSV file may contain only an ISIN or a Ticker column.',
    csvNoFunds: 'The CSV file contains no funds.',
    csvNoCompanies: 'The CSV file contains no companies.',
    // template CSV upload result types 3 and 4 (doc 2 §4): warnings
    csvMixedWithCompanies: 'The CSV file also contains companies; they were skipped.',
    csvMixedWithFunds: 'The CSV file also contains funds; they were skipped.',
    errorCSV: 'The CSV file could not be downloaded. Please try again.',
    linkNotCreated: 'The download link could not be created. Please try again.',

    // securities and portfolios (doc 1 §5)
    securityNotFound: 'ISIN or ticker not found: {{item}}',
    duplicateSecurity: 'This ISIN or ticker is already in the portfolio.',
    unsupportedSecurityType: 'Only funds, company shares and corporate bonds are supported.',
    emptySecurityInput: 'Please enter an ISIN or ticker.',
    invalidSecurityInput: 'This is not a valid ISIN or ticker.',
    noHoldings: 'The portfolio has no holdings.',
    onlyOneCash: 'A portfolio can have only one CASH row.',
    negativeWeight: 'A weight cannot be negative.',
    invalidWeight: 'The weight must be a number.',
    weightAbove100: 'A weight cannot exceed 100%.',
    weightsSumAbove100: 'The weights add up to more than 100%.',
    weightsMustSum100: 'The weights must add up to 100%.',
    weightsNot100Confirm: 'The weights do not add up to 100%. Do you want to continue anyway?',
    embargoedFundLimitedData: 'This fund is under embargo: only limited data is available.',
    fundWeightInconsistencies:
      "This fund's holdings add up to less or more than 100%, so its figures may be inconsistent.",
    investmentDayTooRecent:
      'The date of first investment must be at least one day ago to show impact scores.',
    invalidDate: 'Please enter a date as yyyy-mm-dd, or a year.',
    portfolioOutdated: 'This portfolio has not been updated in the last 31 days.',
    clientIdRequired: 'Please select a client first.',

    // limits (doc 1 §6: Professional 25 securities and 25 portfolios; Enterprise per contract, hence {{max}})
    maxSecurities: 'Your plan allows at most {{max}} securities per portfolio.',
    maxPortfolios: 'Your plan allows at most {{max}} portfolios.',
    hugePortfolioTimeout:
      'The request took too long for this large portfolio. Please contact support to receive the data by email.',

    // data
    cannotLoadPerformance: 'The performance data could not be loaded.',
    cannotLoadEsg: 'The ESG data could not be loaded.',
    cannotLoadTaxonomy: 'The EU Taxonomy data could not be loaded.',
    cannotLoadBilling: 'The billing data could not be loaded.',
    noData: 'No data available.',
    invalidDateRange: 'The date range is outside the available data.',
    noTaxonomyEligibleCompanies: 'The portfolio holds no EU Taxonomy-eligible companies.',
    noSustainableData: 'The portfolio has no sustainability data.',

    // matching (doc 1 §5)
    matchingMinSdgs: 'Please select at least 3 of the 17 SDGs.',
    matchingRiskRequired: 'Please select a risk level.',
    matchingGoalsRequired: 'Please select your goals.',

    // customization
    maxDefaultIndicators: 'You can save at most 30 default indicators.',
    pendingImpactConfiguration:
      'You have not configured your impact indicators yet. Please select the indicators to show.',
    wrongImageFormat: 'The image must be a PNG, JPG, JPEG or SVG file.',

    // sharing
    sharingLinkInvalid: 'This sharing link is not valid.',
    cannotShareClient: 'This client cannot be shared.',
    sharedLinkExpired: 'This shared link has expired. Please contact the sender to get a new one.',
    shareAvailableAfterPAI:
      'Sharing will be available once the PAI calculation is complete. We are calculating it now.',
    calculationCompleteShare: 'The PAI calculation is complete. Click here to continue sharing.',

    // billing
    plansUnavailable: 'The plans are not available right now. Please try again later.',
    paymentConfirmationError: 'Your payment could not be confirmed.',
    paymentSessionError: 'The payment session or the subscription could not be created.',
    incorrectCoupon: 'The coupon code is not valid.',
    cancellationProblem: 'There was a problem cancelling your subscription. Please contact support.',
    subscriptionPaused: 'Your subscription is paused because of pending payments.',

    // PDF and PAI
    pdfError: 'The PDF could not be created.',
    pdfTimeout: 'Creating the PDF took too long. Please try again or choose fewer sections.',
    unavailableWhilePaiCalculates:
      'Sharing and PDF export are unavailable while the PAI calculation is running.',
    paiCalculationComplete: 'The PAI calculation is complete.',

    // chat (doc 2 §5: the exact text)
    chatTooManyIndicators: 'Too many indicators selected. Please select a maximum of 6 indicators.',
    // chat answer flags (doc 2 §4: 1, 2, 3, 5) and the generic chat failure (doc 2 §8, exact text)
    chatNotInStarter: 'This is not included in the Starter package.',
    chatCompanyUnknown: 'I could not identify the company. Please check the spelling.',
    chatIndicatorUnknown: "I don't recognize that indicator.",
    chatNotUnderstood: "I didn't understand the question. Please rephrase it.",
    chatError: "Sorry, I'm having trouble to understand the prompt, please try again.",

    // other
    versionMissmatch: 'A new version of the platform is available. Please reload the page.',
    databaseInconsistency: 'Our database has small data inconsistencies: some figures may differ slightly.',

    // success and info (doc 2 §8 "Success messages")
    emailConfirmed: 'Your email address has been confirmed.',
    emailSent: 'Email sent. Please check your inbox.',
    changesSaved: 'Changes saved.',
    passwordReset: 'Your password has been reset.',
    passwordChanged: 'Your password has been changed.',
    signUpConfirmed: 'Sign-up confirmed. You can now log in.',
    cliendCreated: 'Client created.',
    clientDeleted: 'Client deleted.',
    portfolioCreated: 'Portfolio created.',
    portfolioRemoved: 'Portfolio removed.',
    linkCopied: 'Link copied to the clipboard.',
    couponApplied: 'Coupon applied.',
    couponAlreadyApplied: 'This coupon has already been applied.',
    templateCreated: 'Template created.',
    templateUpdated: 'Template updated.',
    templateDeleted: 'Template deleted.',
    csvSavedToTemplate: 'The CSV file has been saved to the template.',
    csvNotFoundAsCompanies: 'These securities were not found as companies: {{items}}',
    csvNotFoundAsFunds: 'These securities were not found as funds: {{items}}',
    defaultIndicatorsSaved: 'Default indicators saved.',
    orderCompleted: 'Order completed. Thank you!',
  },

  chat: {
    placeholder: 'Ask about a fund, a company or an indicator',
    send: 'Send',
    thinking: 'Thinking…',
    showDefaultQuestions: 'Show suggested questions',
    hideDefaultQuestions: 'Hide suggested questions',
    tipsTitle: 'Tips',
    tipTickers: 'Use tickers or ISINs.',
    tipList: 'Separate several securities with commas.',
    tipDates: 'Write dates as yyyy-mm-dd.',
    upgradeLink: 'Upgrade your plan',
  },

  billing: {
    status: {
      none: 'No subscription',
      trial: 'Free trial',
      active: 'Active',
      paymentProblem: 'Payment problem',
      delinquent: 'Paused',
      cancelled: 'Cancelled',
      ended: 'Ended',
    },
    trialEndsOn: 'Your free trial ends on {{date}}.',
    nextPaymentOn: 'Next payment on {{date}}.',
    planEndsOn: 'Your plan ends on {{date}}.',
    paymentProblemExpires: 'There is a problem with your payment method. Your plan expires in {{days}} days.',
    paymentProblemRetry:
      'There is a problem with your payment method. We will retry the charge in {{days}} days.',
    paused: 'Your subscription is paused for pending payments.',
    freeTrial: '14-day free trial',
    cancelAnytime: 'Cancel at any time',
    premiumCode: 'Premium code',
    bookMeeting: 'Book a meeting',
    checkout: {
      paymentInformation: 'Payment information',
      orderSummary: 'Order summary',
      coupon: 'Coupon code',
      applyCoupon: 'Apply',
      vat: 'VAT',
      total: 'Total',
      termsAgreement: 'I agree to the terms and conditions',
      completeOrder: 'Complete order',
      changePackage: 'Change package',
    },
    cancel: {
      title: 'Cancel subscription',
      confirmLeaving: 'Are you sure you want to cancel your subscription?',
      proceed: 'Proceed',
      processing: 'Cancelling your subscription…',
      completed: 'Your subscription has been cancelled.',
    },
  },

  upgrade: {
    lockedTooltip: 'Not available in Starter plan',
    title: '{{feature}} Not Available',
    body: 'This feature is not included in the Starter plan. Upgrade to get:',
    benefits: {
      fullDataHub: 'Full Data Hub access',
      portfolioHub: 'Portfolio Hub management',
      customization: 'Advanced customization',
      companyCoverage: 'Extended company coverage',
      analytics: 'Enhanced analytics',
    },
    contact: 'Contact',
    maybeLater: 'Maybe Later',
  },

  nav: {
    dataHub: 'Data Hub',
    lookup: 'Lookup',
    research: 'Research',
    results: 'Results',
    screening: 'Screening',
    fundScreening: 'Funds',
    companyScreening: 'Companies',
    countryScreening: 'Countries',
    matching: 'Matching',
    portfolioHub: 'Portfolio Hub',
    clients: 'Clients',
    addClient: 'Add client',
    information: 'Information',
    sustainablePerformance: 'Sustainable performance',
    financialPerformance: 'Financial performance',
    portfolio: 'Portfolio',
    share: 'Share',
    customization: 'Customization',
    companyInfo: 'Company info',
    api: 'API',
    scoring: 'Scoring',
    impact: 'Impact',
    notifications: 'Notifications',
    library: 'Library',
    aiChat: 'AI chat',
    documentation: 'Documentation',
    methodologies: 'Methodologies',
    indicators: 'Indicators',
    videos: 'Videos',
    login: 'Log in',
    signUp: 'Sign up',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    legal: 'Legal',
  },

  profileMenu: {
    accountInfo: 'Account info',
    plan: 'Plan',
    billing: 'Billing',
    billingInformation: 'Billing information',
    billingHistory: 'Billing history',
    logout: 'Log out',
  },

  helpMenu: {
    contactSupport: 'Contact support',
    methodologies: 'Methodologies',
    videos: 'Videos',
    indicators: 'Indicators',
    faq: 'FAQ',
  },

  views: {
    performance: 'Performance',
    summary: 'Summary',
    esg: 'ESG',
    product: 'Products',
    impact: 'Impact',
    impactSummary: 'Impact summary',
    impactDetail: 'Impact detail',
    controversy: 'Controversies',
    controversySummary: 'Controversy summary',
    controversyDetail: 'Controversy detail',
    sfdrPai: 'SFDR PAI',
    sfdrPaiSummary: 'SFDR PAI summary',
    sfdrPaiDetail: 'SFDR PAI detail',
    euTaxonomy: 'EU Taxonomy',
    financial: 'Financial',
    holdings: 'Holdings',
    assets: 'Assets',
    country: 'Countries',
    currency: 'Currencies',
    sector: 'Sectors',
    sdgs: 'SDGs',
    cumulative: 'Cumulative returns',
    rollingReturns: 'Rolling returns',
    riskAndVolatility: 'Risk and volatility',
    dailyPerformance: 'Daily performance',
  },

  ranges: {
    ytd: 'YTD',
    oneYear: '1 year',
    threeYears: '3 years',
    fiveYears: '5 years',
  },

  returns: {
    lastWeek: 'Last week',
    lastMonth: 'Last month',
    lastYear: 'Last year',
  },

  pdf: {
    dialogTitle: 'Export PDF',
    chooseSections: 'Choose the sections to include',
    allSections: 'All sections',
    generate: 'Create PDF',
    generating: 'Creating the PDF…',
    // keys are the PDF readiness flags (doc 1 §3)
    sections: {
      performance: 'Performance',
      portfolio: 'Portfolio',
      countriesAllocation: 'Country allocation',
      returns: 'Returns',
      dailyPerformance: 'Daily performance',
      esg: 'ESG',
      impactIndicators: 'Impact indicators',
      products: 'Products',
      exclusions: 'Exclusions',
      redCompaniesByWeight: 'Red-flag companies by weight',
      redCompaniesByIndicator: 'Red-flag companies by indicator',
      pai: 'Principal adverse impacts',
      pai2: 'Additional environmental PAI',
      pai3: 'Additional social PAI',
      taxonomy: 'EU Taxonomy',
    },
  },

  share: {
    shareClient: 'Share client',
    webReport: 'Web report',
    inProgress: 'Creating the link…',
    copyFailed: 'The link could not be copied.',
    // the "here" action of the calculationCompleteShare toast (doc 1 §4)
    here: 'here',
    readOnly: 'Read-only view',
  },

  chain: {
    steps: {
      savePortfolio: 'Saving the portfolio',
      retrieveProviderData: 'Retrieving provider data',
      recalculate: 'Recalculating the portfolio',
      euTaxonomy: 'Computing EU Taxonomy alignment',
      impactType0: 'Calculating impact (type 0)',
      impactType2: 'Calculating impact (type 2)',
      paiSet1: 'Calculating PAI indicators (set 1 of 3)',
      paiSet2: 'Calculating PAI indicators (set 2 of 3)',
      paiSet3: 'Calculating PAI indicators (set 3 of 3)',
    },
    ready: 'Ready',
    failed: 'The calculation stopped because of an error.',
  },

  plans: {
    starter: 'Starter',
    professional: 'Professional',
    premium: 'Premium',
    enterprise: 'Enterprise',
  },

  // keys are the subscription period values (doc 1 §3)
  periods: {
    month: 'Monthly',
    quarter: 'Quarterly',
    year: 'Yearly',
  },

  fields: {
    isinOrTicker: 'ISIN or ticker',
    weight: 'Weight',
    cash: 'Cash',
    benchmark: 'Benchmark',
    investmentDay: 'Date of first investment',
    investmentAmount: 'Investment amount',
  },

  // the PDF report (@esgkit/report): cover, contents, section tables, footer and appendix
  report: {
    title: 'Sustainable investment report',
    preparedFor: 'Prepared for',
    preparedBy: 'Prepared by',
    createdOn: 'Created on {{date}}',
    contents: 'Contents',
    pageOf: 'Page {{page}} of {{total}}',
    demoNotice: 'Demo data: figures come from a generated demo universe, not from real securities.',
    coverageNote: 'Coverage: {{pct}} of the portfolio value',
    coverageEstimated: '{{pct}} of it estimated',
    coverageUnknown: 'Coverage: not reported',
    noSectionData: 'No data is available for this section.',
    other: 'Other',
    unknown: 'Unknown',
    total: 'Total',
    portfolioTotal: 'Portfolio total',
    benchmarkTotal: 'Benchmark total',
    withBenchmark: 'Compared with the benchmark',
    columns: {
      name: 'Name',
      country: 'Country',
      sector: 'Sector',
      value: 'Value',
      score: 'Score',
      indicator: 'Indicator',
      unit: 'Unit',
      category: 'Category',
      companies: 'Companies',
      revenueShare: 'Revenue share',
      band: 'Band',
      redIndicators: 'Red-flag indicators',
      fiscalYear: 'Fiscal year',
      measure: 'Measure',
      period: 'Period',
      sustainableScore: 'Sustainable score',
      green: 'Green',
      yellow: 'Yellow',
      red: 'Red',
    },
    summary: {
      itemsCount: 'Items entered',
      holdingsCount: 'Holdings after look-through',
      companiesCount: 'Companies',
      countriesCount: 'Countries',
      cashPct: 'Cash',
      notLookedThroughPct: 'Not looked through',
    },
    top: {
      distribution: 'Top 5 portfolio items',
      assets: 'Top 10 assets',
      countries: 'Top 5 countries',
      currencies: 'Top 5 currencies',
      sectors: 'Top 5 sectors',
      products: 'Top 5 product categories and their 3 leading companies',
      companies: 'Top 5 companies by weight',
      holdings: 'Largest holdings',
    },
    returns: {
      cumulative: 'Cumulative (calendar period to date)',
      rolling: 'Rolling (trailing window)',
      trailing: 'Trailing returns',
      sinceInception: 'Since inception',
      annualisedNote: 'Returns over 3 and 5 years and since inception are annualised.',
    },
    risk: {
      title: 'Risk measures',
      window: 'Window',
      observations: 'Observations',
      standardDeviation: 'Volatility (annualised)',
      sharpe: 'Sharpe ratio',
      sortino: 'Sortino ratio',
      alpha: 'Alpha',
      beta: 'Beta coefficient',
      rSquared: 'R squared',
      maxDrawdown: 'Maximum drawdown',
    },
    esg: {
      e: 'Environmental',
      s: 'Social',
      g: 'Governance',
      pillarScores: 'Pillar scores',
      companiesByWeight: '{{pillar}}: top 5 companies by weight',
    },
    trafficLight: {
      green: 'No involvement',
      yellow: 'Minor involvement (0.01–5%)',
      red: 'Red flag (above 5%)',
    },
    taxonomy: {
      turnover: 'Turnover',
      capex: 'Capital expenditure',
      opex: 'Operating expenditure',
      eligible: 'Eligible',
      aligned: 'Aligned',
      includingSovereigns: 'Including sovereign bonds',
      excludingSovereigns: 'Excluding sovereign bonds',
      enabling: 'Enabling',
      transitional: 'Transitional',
    },
    pai: {
      referenceYear: 'Reference year {{year}}',
      basisAll: 'Share of all investments (class B–D indicators divided by the value of all investments)',
      basisCovered: 'Share of covered investments (class B–D indicators divided by the covered value only)',
      portfolioValue: 'Portfolio',
      benchmarkValue: 'Benchmark value',
    },
    appendix: {
      title: 'Methodology and coverage',
      methodology: 'Methodology',
      dataset: 'Dataset',
      snapshotVersion: 'Dataset snapshot',
      methodologyVersion: 'Methodology version',
      dataAsOf: 'Data as of',
      sectionCoverage: 'Coverage by section',
      missingData: 'A missing figure is printed as “{{marker}}”, never as zero.',
      coverageMeaning:
        'Coverage is the share of the portfolio value a figure rests on; estimated is the part of it that rests on estimates rather than reported data.',
      lookThrough: 'Funds are looked through to their holdings; weights are shares of the portfolio value.',
      returnsMethod:
        'Returns are computed from daily prices in euro; risk measures use daily observations over each window.',
      paiMethod:
        'PAI indicators follow the SFDR RTS (Delegated Regulation (EU) 2022/1288, Annex I); quarterly figures are averaged over the reference year.',
      taxonomyMethod:
        'EU Taxonomy shares follow Art. 8 of Regulation (EU) 2020/852; a company that reports nothing counts as not aligned.',
      reproducible: 'Created from the data above; the same data and date give the same document.',
    },
  },

  // the esgkit command line (@esgkit/cli): CSV problems, lookup progress and tables, notes and errors
  cli: {
    csv: {
      emptyFile: 'The file is empty.',
      noRows: 'The file has a header but no rows.',
      noInputColumn:
        'There is no ISIN or Ticker column (found: {{columns}}). Name a column ISIN, Ticker, Codice ISIN or Simbolo.',
      noWeightColumn:
        'There is no weight or amount column (found: {{columns}}). Name a column Weight, Peso, Amount or Importo.',
      missingWeight: 'There is no weight for {{item}}.',
      missingAmount: 'There is no amount for {{item}}.',
      notANumber: '"{{value}}" is not a number.',
      amountsNotPositive: 'The amounts add up to zero or less.',
      missingPortfolioName: 'The portfolio column is empty on this line.',
      noCsvFiles: 'There are no .csv files in this folder.',
      unreadable: 'The file cannot be read: {{reason}}',
    },
    status: {
      ok: 'ok',
      invalid: 'invalid input',
      failed: 'failed',
      timeout: 'timed out',
      cancelled: 'cancelled',
    },
    columns: {
      portfolio: 'Portfolio',
      status: 'Status',
      holdings: 'Holdings',
      amount: 'Amount (EUR)',
      sustainability: 'Sustainability',
      return1y: '1-year return',
      volatility: 'Volatility',
      taxonomyAligned: 'Taxonomy-aligned',
      ghgIntensity: 'GHG intensity',
      table: 'Table',
      number: 'No.',
      indicator: 'Indicator',
      quarter: 'Q{{number}}',
      year: 'Year',
      unit: 'Unit',
      coverage: 'Coverage',
      name: 'Name',
      id: 'Id',
      email: 'Email',
      kind: 'Kind',
      filters: 'Filters',
      updated: 'Updated',
      key: 'Setting',
      value: 'Value',
      source: 'From',
    },
    lookup: {
      weightsConfirm: 'The weights of {{name}} add up to {{sum}}, not 100 or 1. Run the lookup anyway?',
      weightsWarning:
        'The weights add up to {{sum}}, not 100 or 1: computed as given (--strict makes this an error).',
      notConfirmed: 'Not confirmed: {{name}} was not looked up.',
      amountConflict:
        '--amount cannot be used with an amount column ({{file}}): the amounts in the file set the total.',
      step: '{{name}}: {{step}} ({{progress}}%)',
      summary: '{{ok}} of {{total}} portfolios computed.',
      viewFailed: 'The {{view}} view could not be loaded: {{reason}}',
    },
    pai: {
      needFourQuarters:
        'Give the four quarter-end portfolios of the year in order, Q1 to Q4 (got {{count}}).',
      quarterInvalid: 'Quarter {{number}} ({{file}}) cannot be used; the statement needs all four.',
      title: 'Principal adverse impact statement {{year}} (basis: {{basis}})',
    },
    notes: {
      empty: 'No results.',
      wroteFiles: 'Wrote {{count}} files to {{dir}}.',
      wroteFile: 'Wrote {{file}}.',
      startingEngine: 'Starting the embedded engine…',
      loadingData: 'Loading the dataset…',
      snapshot: 'Data as of {{date}} · snapshot {{version}}',
      page: 'Page {{page}} of {{pages}} ({{total}} results); --all for every page.',
      saved: 'Saved.',
    },
    errors: {
      notLoggedIn:
        'You are not signed in to {{api}}: pass --token, set ESGKIT_TOKEN, or run esgkit login --api {{api}}.',
      unreachable: 'Cannot reach the engine at {{api}}: {{reason}}. Check --api or ESGKIT_API.',
      datasetInvalid:
        'The dataset in {{dir}} does not import ({{count}} errors). Fix the files and run again:',
      unexpected: 'Unexpected error: {{reason}}. Run again with --verbose for details.',
      interrupted: 'Interrupted.',
      embeddedOnly: 'This command works on the embedded engine only; leave out --api.',
      remoteOnly: 'Give the engine to sign in to with --api URL (or ESGKIT_API).',
    },
    auth: {
      signedIn: 'Signed in to {{api}} as {{email}}.',
      signedOut: 'Signed out of {{api}}.',
      notSignedIn: 'No stored sign-in to remove.',
      embedded: 'Embedded engine ({{dataset}}), acting as the local owner {{email}}.',
      remote: '{{email}} on {{api}}: plan {{plan}}, access level {{accessLevel}}, capability {{capability}}.',
      passwordPrompt: 'Password for {{email}}: ',
      passwordReset: 'New password for {{email}}: {{password}}',
    },
    clients: {
      created: 'Client {{name}} created ({{id}}).',
      deleted: 'Client {{name}} deleted.',
      imported: 'Imported {{count}} clients.',
      notFound: 'No client matches "{{query}}". Run esgkit clients list.',
      ambiguous: '"{{query}}" matches several clients: {{names}}. Use the client id.',
      noPortfolio: 'Client {{name}} has no portfolio.',
    },
    share: {
      link: 'Share link for {{name}}: {{url}}',
      expires: 'It expires on {{date}}.',
    },
    templates: {
      created: 'Template {{name}} created ({{id}}).',
      updated: 'Template {{name}} updated.',
      deleted: 'Template {{name}} deleted.',
      uploaded: 'The CSV was saved to template {{name}}.',
      notFound: 'No template is named "{{query}}". Run esgkit templates list.',
    },
    serve: {
      listening: 'esgkit is listening on {{url}}',
      apiOnly: 'The web app is not available yet: serving the API only ({{url}}/api/openapi.json).',
    },
    data: {
      ready: 'Dataset ready: {{name}}, as of {{date}}, snapshot {{version}}.',
      demo: 'The demo universe ({{size}}) is ready in {{dir}}.',
    },
    config: {
      saved: '{{key}} saved in {{path}}.',
      removed: '{{key}} removed from {{path}}.',
    },
  },

  // engine analytics (part 6): labels the portfolio views, screening and matching put into their answers
  analytics: {
    cash: 'Cash',
    sovereigns: 'Government bonds',
    fundRemainder: '{{fund}} (holdings not known)',
    controversyNone: 'None',
    countryFlags: {
      eu_non_cooperative_tax: 'EU list of non-cooperative tax jurisdictions',
      social_violations: 'Social violations',
    },
    columns: {
      name: 'Name',
      country: 'Country',
      region: 'Region',
      sector: 'Sector',
      industry: 'Industry',
      marketCapEur: 'Market cap (EUR)',
      environmental: 'Environmental score',
      social: 'Social score',
      governance: 'Governance score',
      impact: 'Impact score',
      product: 'Product score',
      sustainability: 'Sustainability score',
      category: 'Category',
      globalCategory: 'Global category',
      assetClass: 'Asset class',
      fundType: 'Fund type',
      sfdrArticle: 'SFDR article',
      terPct: 'TER (%)',
      aumEur: 'AUM (EUR)',
      domicile: 'Domicile',
      provider: 'Provider',
      rating: 'Fund rating',
      involvement: 'Involvement: {{type}}',
    },
    assetClasses: {
      equity: 'Equity',
      fixed_income: 'Fixed income',
      money_market: 'Money market',
      real_estate: 'Real estate',
      commodity: 'Commodities',
      mixed: 'Mixed assets',
      other: 'Other',
    },
    fundTypes: { open_end: 'Open-end fund', etf: 'Exchange-traded fund' },
    sfdrArticles: {
      article6: 'Article 6',
      article8: 'Article 8 (promotes E/S characteristics)',
      article9: 'Article 9 (sustainable investment objective)',
    },
    matchReasons: {
      contributes: 'Contributes to SDG {{sdg}} ({{name}}) with a score of {{score}}',
      obstructs: 'Works against SDG {{sdg}} ({{name}}) with a score of {{score}}',
      noSdgData: 'No data on SDG {{sdg}} ({{name}})',
      withinRisk: 'Volatility {{volatility}} is within the {{cap}} cap of the chosen risk level',
      aboveRisk: 'Volatility {{volatility}} is above the {{cap}} cap of the chosen risk level',
      noVolatility: 'Not enough prices to measure its volatility',
      sustainability: 'Sustainability score {{score}}',
      defaultFund: 'A broad building block proposed because no fund fits the chosen goals and risk level',
    },
    riskLevels: { low: 'Low', medium: 'Medium', high: 'High' },
  },

  // CSV exports of the views (engine services/exports.ts): column headers and the traffic-light bands
  exports: {
    columns: {
      name: 'Name',
      input: 'Input',
      isin: 'ISIN',
      ticker: 'Ticker',
      type: 'Type',
      weightPct: 'Weight (%)',
      valueEur: 'Value (EUR)',
      country: 'Country',
      region: 'Region',
      currency: 'Currency',
      sector: 'Sector',
      viaFunds: 'Held through',
      date: 'Date',
      portfolio: 'Portfolio',
      benchmark: 'Benchmark',
      pillar: 'Pillar',
      score: 'Score',
      environmental: 'Environmental',
      social: 'Social',
      governance: 'Governance',
      product: 'Product',
      revenueSharePct: 'Revenue share (%)',
      sustainableScore: 'Sustainable score',
      band: '{{label}}: band',
      share: '{{label}}: revenue share (%)',
      turnoverEligiblePct: 'Turnover eligible (%)',
      turnoverAlignedPct: 'Turnover aligned (%)',
      capexEligiblePct: 'CapEx eligible (%)',
      capexAlignedPct: 'CapEx aligned (%)',
      opexEligiblePct: 'OpEx eligible (%)',
      opexAlignedPct: 'OpEx aligned (%)',
      fiscalYear: 'Fiscal year',
      number: 'No.',
      indicator: 'Indicator',
      metric: 'Metric',
      unit: 'Unit',
      status: 'Status',
      coveragePct: 'Coverage (%)',
      benchmarkStatus: 'Benchmark status',
      referenceYear: 'Reference year',
    },
    bands: { green: 'Green', yellow: 'Yellow', red: 'Red' },
    pillars: { e: 'Environmental', s: 'Social', g: 'Governance' },
    statuses: { ok: 'Calculated', no_data: 'No data', not_applicable: 'Not applicable' },
  },

  common: {
    coverage: 'Coverage',
    demoData: 'Demo data',
    dataAsOf: 'Data as of {{date}}',
    noData: 'No data',
    // the short marker format/ prints for a missing figure (kept equal to format/no-data.ts)
    noDataMarker: 'n/a',
    notApplicable: 'Not applicable',
    estimated: 'Estimated',
    loading: 'Loading…',
    retry: 'Retry',
    reload: 'Reload',
    cancel: 'Cancel',
    save: 'Save',
    delete: 'Delete',
    edit: 'Edit',
    add: 'Add',
    search: 'Search',
    download: 'Download',
    exportCsv: 'Export CSV',
    confirm: 'Confirm',
    close: 'Close',
  },
} as const satisfies {
  // every error code has a message under the same key (a missing one is named by the compiler here)
  readonly messages: { readonly [K in ErrorCode]: string } & { readonly [key: string]: string };
  readonly [group: string]: unknown;
};
